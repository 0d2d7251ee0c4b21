import Link from 'next/link';
import type { ErrorPageContent } from '@/lib/errors/error-page';

/** The error page body: status code, status message, description, and ways forward. */
export function ErrorView({
  content,
  titleId,
  onRetry,
  headingLevel: Heading = 'h1',
}: {
  content: ErrorPageContent;
  titleId?: string;
  onRetry?: () => void;
  headingLevel?: 'h1' | 'h3';
}) {
  return (
    <section
      className="container-page flex min-h-[60vh] flex-col items-start justify-center gap-4 py-24"
      data-variant={content.variant}
    >
      <p className="text-7xl font-extrabold text-teal-800" aria-hidden="true">
        {content.status}
      </p>
      <Heading id={titleId} className="text-3xl font-bold text-teal-900">
        <span className="sr-only">{content.status} — </span>
        {content.title}
      </Heading>
      <p className="max-w-xl text-lg text-muted" data-testid="error-description">
        {content.description}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link
          href="/"
          className="rounded-full bg-teal-800 px-5 py-2.5 font-semibold text-white hover:bg-teal-900"
        >
          Go to the home page
        </Link>
        {onRetry ? (
          <button
            type="button"
            onClick={onRetry}
            className="rounded-full border border-teal-800 px-5 py-2.5 font-semibold text-teal-900 hover:bg-teal-100"
          >
            Try again
          </button>
        ) : (
          <Link
            href="/contact-us"
            className="rounded-full border border-teal-800 px-5 py-2.5 font-semibold text-teal-900 hover:bg-teal-100"
          >
            Contact us
          </Link>
        )}
      </div>
    </section>
  );
}
