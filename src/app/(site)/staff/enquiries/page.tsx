import type { Metadata } from 'next';
import { StaffInbox } from '@/components/enquiries/StaffInbox';

// Shown as "not found" until the staff API accepts the browser's session (see StaffInbox).
export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false } };

export default function StaffEnquiriesPage() {
  return <StaffInbox />;
}
