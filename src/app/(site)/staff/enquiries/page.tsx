import type { Metadata } from 'next';
import { StaffInbox } from '@/components/enquiries/StaffInbox';
import { notFoundMetadata } from '@/components/errors/not-found-metadata';

// Shown as "not found", in the address's language, until the staff API accepts the browser's
// session (see StaffInbox).
export const generateMetadata = (): Promise<Metadata> => notFoundMetadata();

export default function StaffEnquiriesPage() {
  return <StaffInbox />;
}
