import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ErrorView } from '@/components/errors/ErrorView';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { notFoundMetadata } from '@/components/errors/not-found-metadata';
import { requestWords } from '@/components/locale/request-locale';
import { describeError } from '@/lib/errors/error-page';

/**
 * The site's error page for a status, rendered by the host in place of Next's bare error
 * document (host/shared/error-page.mjs), which the host answers with that status. The proxy
 * rewrites the address asked for to here, so the page reads that address (`x-pathname`): its
 * language, its 404 wording.
 */
type Props = { params: Promise<{ status: string }> };

async function statusOf(params: Props['params']): Promise<number> {
  const status = Number((await params).status);
  if (!Number.isInteger(status) || status < 400 || status > 599) notFound();
  return status;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  if ((await statusOf(params)) === 404) return notFoundMetadata();
  const { errors } = (await requestWords()).chrome.chromeWords;
  return { title: errors.serverErrorTitle, robots: { index: false } };
}

export default async function ErrorPage({ params }: Props) {
  const status = await statusOf(params);
  if (status === 404) return <NotFoundPage />;
  const words = (await requestWords()).chrome.chromeWords.errors;
  return <ErrorView content={describeError({ status }, words)} words={words} />;
}
