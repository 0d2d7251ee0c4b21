import { copyRoute } from '@/app/_pages/routes';

const route = copyRoute('/jobs-at-wasla');
export const metadata = route.metadata;

export default function JobsPage() {
  // The openings list fills the page's 'job-openings' slot: slots={{ 'job-openings': <JobOpenings /> }}.
  // Until it does, the slot invites an application at any time.
  return <route.Page slots={{}} />;
}
