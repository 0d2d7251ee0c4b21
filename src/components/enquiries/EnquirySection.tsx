import { headers } from 'next/headers';
import { renderNonce } from '#host/shared';
import type { FormKind, FormValues } from '@/lib/enquiries/form-fields';
import { enquiryCopy } from '@/site/enquiry-copy';
import { enquiryTopics, modelMessage, topicValues } from '@/site/enquiry-topics';
import { GENERAL_APPLICATION, jobOpenings } from '@/site/jobs';
import { EnquiryForm, type EnquiryFormProps } from './EnquiryForm';

const jobChoices = [
  ...jobOpenings.map((job) => ({ value: job.slug, label: job.title })),
  { value: GENERAL_APPLICATION, label: 'General application (no specific opening)' },
];

/** What a link chose for the form: `?topic=` (and `model=` for pricing), or `?job=`. */
function chosenValues(kind: FormKind, query: Record<string, string | undefined>): FormValues {
  if (kind === 'application') {
    const job = jobChoices.some((choice) => choice.value === query.job) ? query.job : undefined;
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
  const copy = enquiryCopy[kind];
  const formToken = renderNonce(await headers()) ?? '';
  const initialValues = chosenValues(kind, query);
  return (
    <section
      id={kind === 'enquiry' ? 'enquiry' : 'apply'}
      aria-labelledby={`${kind}-heading`}
      className="scroll-mt-28 rounded-[var(--radius-card)] bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-8"
    >
      <h2 id={`${kind}-heading`} className="text-2xl font-bold text-teal-900">
        {copy.heading}
      </h2>
      <p className="mb-6 mt-2 text-muted">{copy.intro}</p>
      <EnquiryForm
        // A link that chooses another topic or opening (same page, new query) starts the form afresh.
        key={JSON.stringify(initialValues)}
        kind={kind}
        action={action}
        formToken={formToken}
        minFillMs={minFillMs}
        initialValues={initialValues}
        topics={enquiryTopics}
        jobs={jobChoices}
      />
    </section>
  );
}
