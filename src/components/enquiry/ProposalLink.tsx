import Link from 'next/link';
import { proposalHref } from '@/site/enquiry-topics';

/** "Request a proposal": the contact form opened with this topic (and engagement model) chosen. */
export function ProposalLink({
  topic,
  model,
  label = 'Request a proposal',
  context,
}: {
  topic: string;
  model?: string;
  label?: string;
  /** What the proposal is for, read after the label by screen readers (e.g. a service name). */
  context?: string;
}) {
  return (
    <Link
      href={proposalHref(topic, model)}
      className="inline-flex items-center justify-center rounded-full bg-teal-800 px-6 py-3 font-semibold text-white hover:bg-teal-900"
    >
      {label}
      {context ? <span className="sr-only">: {context}</span> : null}
    </Link>
  );
}
