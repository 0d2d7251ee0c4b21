import type { Metadata } from 'next';
import { StaffInbox } from '@/components/enquiries/StaffInbox';
import { pageQuery } from '@/server/page-query';

// Shown as "not found" until the staff API accepts the browser's session (see StaffInbox).
export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function StaffEnquiriesPage({ searchParams }: Props) {
  return (
    <StaffInbox
      path="/staff/enquiries"
      initialId={(await pageQuery('/staff/enquiries', searchParams)).id}
    />
  );
}
