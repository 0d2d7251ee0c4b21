import type { Metadata } from 'next';
import { ReceivedPage } from '@/components/enquiries/ReceivedPage';
import { pageQuery } from '@/server/page-query';

export const metadata: Metadata = { title: 'Message received', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Where the contact and application forms land without JavaScript. */
export default async function Received({ searchParams }: Props) {
  return <ReceivedPage kind={(await pageQuery('/contact-us/received', searchParams)).kind} />;
}
