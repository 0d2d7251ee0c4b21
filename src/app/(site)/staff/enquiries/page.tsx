import type { Metadata } from 'next';
import { firstValues } from '@/components/enquiries/query';
import { StaffInbox } from '@/components/enquiries/StaffInbox';

// Shown as "not found" until the staff API accepts the browser's session (see StaffInbox).
export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function StaffEnquiriesPage({ searchParams }: Props) {
  return <StaffInbox path="/staff/enquiries" initialId={(await firstValues(searchParams)).id} />;
}
