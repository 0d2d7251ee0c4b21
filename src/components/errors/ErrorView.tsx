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
    <section className="container-page error-view" data-variant={content.variant}>
      <p className="error-code" aria-hidden="true">
        {content.status}
      </p>
      <Heading id={titleId} className="error-title">
        <span className="sr-only">{content.status} — </span>
        {content.title}
      </Heading>
      <p className="error-text" data-testid="error-description">
        {content.description}
      </p>
      <div className="error-actions">
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
