import { ButtonLink, buttonClass } from '@/components/ui/Button';
import type { ErrorPageContent } from '@/lib/errors/error-page';
import { chromeWords, type ChromeWords } from '@/site/chrome';

/** The error page body: status code, status message, description, and ways forward. */
export function ErrorView({
  content,
  titleId,
  onRetry,
  headingLevel: Heading = 'h1',
  words = chromeWords.errors,
}: {
  content: ErrorPageContent;
  titleId?: string;
  onRetry?: () => void;
  headingLevel?: 'h1' | 'h3';
  /** The ways forward, in the page's language (English by default). */
  words?: ChromeWords['errors'];
}) {
  return (
    <section className="container-page error-view" data-variant={content.variant}>
      {content.status ? (
        <p className="error-code" aria-hidden="true">
          {content.status}
        </p>
      ) : null}
      <Heading id={titleId} className="error-title">
        {content.status ? <span className="sr-only">{content.status} — </span> : null}
        {content.title}
      </Heading>
      <p className="error-text" data-testid="error-description">
        {content.description}
      </p>
      <div className="error-actions">
        <ButtonLink href="/">{words.home}</ButtonLink>
        {onRetry ? (
          <button type="button" onClick={onRetry} className={buttonClass('secondary')}>
            {words.retry}
          </button>
        ) : (
          <ButtonLink href="/contact-us" variant="secondary">
            {words.contact}
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
