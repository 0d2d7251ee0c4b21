import type { Metadata } from 'next';
import { ReceivedPage } from '@/components/enquiries/ReceivedPage';
import { requestWords } from '@/components/locale/request-locale';
import { pageQuery } from '@/server/page-query';

export async function generateMetadata(): Promise<Metadata> {
  const { received } = (await requestWords()).forms.formWords;
  return { title: received.title, robots: { index: false } };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Where the contact and application forms land without JavaScript. */
export default async function Received({ searchParams }: Props) {
  const { kind } = await pageQuery('/contact-us/received', searchParams);
  return <ReceivedPage kind={kind} words={await requestWords()} />;
}
