import { ButtonLink, buttonClass } from '@/components/ui/Button';
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
        <ButtonLink href="/">Go to the home page</ButtonLink>
        {onRetry ? (
          <button type="button" onClick={onRetry} className={buttonClass('secondary')}>
            Try again
          </button>
        ) : (
          <ButtonLink href="/contact-us" variant="secondary">
            Contact us
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
