import { describe, expect, it } from 'vitest';
import { sanitizeInlineHtml, sanitizePostHtml } from './sanitize';

const context = { siteOrigin: 'https://wasla.sa', contentOrigin: 'https://cms.example.com' };
const clean = (html: string) => sanitizePostHtml(html, context);

describe('sanitizePostHtml', () => {
  it('removes scripts, event handlers, javascript: URLs and iframes', () => {
    const html = clean(
      '<p onclick="steal()">Hi<script>alert(1)</script></p>' +
        '<img src="https://cdn.example.net/a.png" onerror="alert(2)" alt="A">' +
        '<a href="javascript:alert(3)">bad link</a><a href=" JaVaScRiPt:alert(4)">worse</a>' +
        '<iframe src="https://evil.example/">fallback text</iframe>' +
        '<svg><script>alert(5)</script></svg><style>body{display:none}</style>',
    );
    expect(html).toBe(
      '<p>Hi</p><img src="https://cdn.example.net/a.png" alt="A" loading="lazy" decoding="async" /><a>bad link</a><a>worse</a>',
    );
  });

  it('keeps headings, lists, tables and figures, and drops classes, styles and ids', () => {
    const html = clean(
      '<h2 id="x" class="wp-block-heading" style="color:red">Title</h2><ul><li>One</li></ul>' +
        '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>' +
        '<figure><img src="/images/a.webp" alt="Local" width="10" height="5"><figcaption>Cap</figcaption></figure>',
    );
    expect(html).toBe(
      '<h2>Title</h2><ul><li>One</li></ul>' +
        '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>' +
        '<figure><img src="/images/a.webp" alt="Local" width="10" height="5" loading="lazy" decoding="async" /><figcaption>Cap</figcaption></figure>',
    );
  });

  it('turns an h1 in the content into an h2 (the page has its own h1)', () => {
    expect(clean('<h1>Big</h1>')).toBe('<h2>Big</h2>');
  });

  it('marks external links noopener noreferrer and leaves internal and mailto links alone', () => {
    expect(clean('<a href="https://other.example/x" rel="opener">ext</a>')).toBe(
      '<a href="https://other.example/x" rel="noopener noreferrer">ext</a>',
    );
    expect(
      clean(
        '<a href="https://wasla.sa/blog" rel="opener">in</a><a href="/contact-us">rel</a><a href="mailto:a@b.c">mail</a>',
      ),
    ).toBe(
      '<a href="https://wasla.sa/blog">in</a><a href="/contact-us">rel</a><a href="mailto:a@b.c">mail</a>',
    );
  });

  it('allows only https or relative image sources and serves WordPress images through the optimiser', () => {
    expect(
      clean(
        '<img src="http://insecure.example/a.png"><img src="data:image/png;base64,AAAA"><img src="//cdn.example/a.png">',
      ),
    ).toBe('');
    expect(
      clean('<img src="https://cms.example.com/wp-content/uploads/a.jpg" srcset="x 2x" alt="">'),
    ).toBe(
      '<img src="/_next/image?url=https%3A%2F%2Fcms.example.com%2Fwp-content%2Fuploads%2Fa.jpg&amp;w=1200&amp;q=75" alt="" loading="lazy" decoding="async" />',
    );
  });
});

describe('sanitizeInlineHtml', () => {
  it('keeps inline markup only', () => {
    expect(
      sanitizeInlineHtml(
        '<p>A <em>caption</em><img src="/x.png"></p><h2>no</h2><script>x</script>',
        context,
      ),
    ).toBe('<p>A <em>caption</em></p>no');
  });
});
