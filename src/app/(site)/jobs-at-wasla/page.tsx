import { JobOpenings } from '@/components/enquiries/JobOpenings';
import { loadCompany } from '@/server/company';
import { formPageRoute } from '../_enquiries/form-page';

const route = formPageRoute('/jobs-at-wasla', 'application', {
  slots: async () => ({ 'job-openings': <JobOpenings company={await loadCompany()} /> }),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
