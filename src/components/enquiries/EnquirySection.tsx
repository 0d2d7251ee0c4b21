import { headers } from 'next/headers';
import { renderNonce } from '#host/shared';
import type { FormKind, FormValues } from '@/lib/enquiries/form-fields';
import { requestLocale } from '@/components/locale/request-locale';
import { topicValues } from '@/site/enquiry-topics';
import { wordsFor } from '@/site/words';
import { GENERAL_APPLICATION, jobOpenings, type JobOpening } from '@/site/jobs';
import { EnquiryForm, type EnquiryFormProps } from './EnquiryForm';

/** The openings to apply for, then a general application (its name in the page's language). */
const jobChoices = (openings: readonly JobOpening[], generalApplication: string) => [
  ...openings.map((job) => ({ value: job.slug, label: job.title })),
  { value: GENERAL_APPLICATION, label: generalApplication },
];

/** What a link chose for the form: `?topic=` (and `model=` for pricing), or `?job=`. */
function chosenValues(
  kind: FormKind,
  query: Record<string, string | undefined>,
  modelMessage: (model: string | undefined) => string,
): FormValues {
  if (kind === 'application') {
    const job = jobOpenings.some((opening) => opening.slug === query.job) ? query.job : undefined;
    return { job: job ?? GENERAL_APPLICATION };
  }
  const topic = query.topic && topicValues.includes(query.topic) ? query.topic : '';
  return { topic, message: modelMessage(query.model) };
}

/**
 * The contact or application form with its heading, and the server action that answers a post
 * made without JavaScript. Its "started at" token is the response's nonce, which the server
 * stamps with the time it served this page (also when the page comes from the cache).
 */
export async function EnquirySection({
  kind,
  query,
  action,
  minFillMs,
}: {
  kind: FormKind;
  /** The page's query: what the link that opened the form chose. */
  query: Record<string, string | undefined>;
} & Pick<EnquiryFormProps, 'action' | 'minFillMs'>) {
  const locale = await requestLocale();
  const words = wordsFor(locale);
  const { enquiryTopics, topicGroupLabels, modelMessage } = words.enquiryTopics;
  // Only this form's words, topics or openings cross to the browser.
  const { enquiry, application, ...sharedCopy } = words.enquiryCopy.enquiryCopy;
  const { heading, intro, ...formCopy } = kind === 'enquiry' ? enquiry : application;
  const {
    labels,
    optional,
    honeypot,
    chooseTopic,
    fixFields,
    linkHint,
    cvHint,
    generalApplication,
  } = words.forms.formWords;
  const fieldWords = { labels, optional, honeypot, chooseTopic, fixFields };
  const formToken = renderNonce(await headers()) ?? '';
  const initialValues = chosenValues(kind, query, modelMessage);
  return (
    <section
      id={kind === 'enquiry' ? 'enquiry' : 'apply'}
      aria-labelledby={`${kind}-heading`}
      className="scroll-mt-28 rounded-[var(--radius-card)] bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-8"
    >
      <h2 id={`${kind}-heading`} className="text-2xl font-bold text-teal-900">
        {heading}
      </h2>
      <p className="mb-6 mt-2 text-muted">{intro}</p>
      <EnquiryForm
        // A link that chooses another topic or opening (same page, new query) starts the form afresh.
        key={JSON.stringify(initialValues)}
        kind={kind}
        action={action}
        formToken={formToken}
        minFillMs={minFillMs}
        initialValues={initialValues}
        topics={kind === 'enquiry' ? enquiryTopics : []}
        topicGroupLabels={topicGroupLabels}
        jobs={kind === 'application' ? jobChoices(words.jobs.jobOpenings, generalApplication) : []}
        locale={locale}
        copy={{ ...sharedCopy, form: formCopy }}
        words={kind === 'application' ? { ...fieldWords, linkHint, cvHint } : fieldWords}
      />
    </section>
  );
}
