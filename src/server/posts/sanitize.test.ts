import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sanitizeInlineHtml, sanitizePostHtml } from './sanitize';

const context = {
  siteOrigin: 'https://wasla.sa',
  wordpressOrigins: ['https://cms.example.com'],
  mediaOrigins: ['https://cms.example.com', 'http://media.example.net'],
};
const clean = (html: string) => sanitizePostHtml(html, context);

describe('sanitizePostHtml', () => {
  it('removes scripts, event handlers and javascript: URLs, and turns a frame into a link to it', () => {
    const html = clean(
      '<p onclick="steal()">Hi<script>alert(1)</script></p>' +
        '<img src="https://cdn.example.net/a.png" onerror="alert(2)" alt="A">' +
        '<a href="javascript:alert(3)">bad link</a><a href=" JaVaScRiPt:alert(4)">worse</a>' +
        '<iframe src="https://evil.example/">fallback text</iframe>' +
        '<svg><script>alert(5)</script></svg><style>body{display:none}</style>',
    );
    expect(html).toBe(
      '<p>Hi</p><img src="https://cdn.example.net/a.png" alt="A" loading="lazy" decoding="async" /><a>bad link</a><a>worse</a>' +
        '<a href="https://evil.example/" rel="noopener noreferrer" class="embed-link">Open the embedded content on evil.example</a>',
    );
    expect(clean('<iframe src="javascript:alert(1)">x</iframe><iframe>y</iframe>')).toBe('');
  });

  it('keeps headings, lists, tables and figures, and drops classes and styles', () => {
    const html = clean(
      '<h2 class="wp-block-heading" style="color:red">Title</h2><ul><li>One</li></ul>' +
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

  it("keeps an editor's heading anchor when it is a plain name, and no other id", () => {
    expect(
      clean(
        '<h3 id="documents">Docs</h3><h1 id="top">Top</h1><h2 id="a b">Space</h2><p id="p">P</p><h4 id="x&quot;onclick=&quot;y">Q</h4>',
      ),
    ).toBe('<h3 id="documents">Docs</h3><h2 id="top">Top</h2><h2>Space</h2><p>P</p><h4>Q</h4>');
  });

  it('points links to a post at its WordPress address to the post on the site', () => {
    expect(
      clean(
        '<a href="https://cms.example.com/field-note-01/">post</a>' +
          '<a href="https://cms.example.com/field-note-01/#part">part</a>' +
          '<a href="https://cms.example.com/wp-content/uploads/a.pdf">file</a>' +
          '<a href="https://cms.example.com/?p=12">by id</a>' +
          '<a href="https://elsewhere.example/field-note-01/">elsewhere</a>',
      ),
    ).toBe(
      '<a href="/blog/field-note-01">post</a>' +
        '<a href="/blog/field-note-01#part">part</a>' +
        '<a href="https://cms.example.com/wp-content/uploads/a.pdf" rel="noopener noreferrer">file</a>' +
        '<a href="https://cms.example.com/?p=12" rel="noopener noreferrer">by id</a>' +
        '<a href="https://elsewhere.example/field-note-01/" rel="noopener noreferrer">elsewhere</a>',
    );
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
    // A media host of the configuration, even on plain http (WordPress on a private network).
    expect(clean('<img src="http://media.example.net/a.png" alt="">')).toContain(
      'src="/_next/image?url=http%3A%2F%2Fmedia.example.net%2Fa.png',
    );
  });
});

describe('an editor’s post as WordPress answers it (tests/fixtures/wordpress/rich-post-page.json)', () => {
  const fixture = JSON.parse(
    readFileSync(path.join(process.cwd(), 'tests/fixtures/wordpress/rich-post-page.json'), 'utf8'),
  ) as { response: { body: { data: { post: { content: string } } } } };
  const html = sanitizePostHtml(fixture.response.body.data.post.content, {
    siteOrigin: 'https://wasla.sa',
    wordpressOrigins: ['http://wordpress.test'],
    mediaOrigins: ['http://wordpress.test'],
  }).replace(/\n/g, '');

  it('turns the embedded YouTube player into a link to the video, beside its caption', () => {
    expect(html).toContain(
      '<figure><div><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" rel="noopener noreferrer" class="embed-link">Watch the video on YouTube</a></div><figcaption>Watch the registration, step by step</figcaption></figure>',
    );
    expect(html).not.toContain('iframe');
  });

  it('keeps the heading anchor the in-page link points at, and the link to the other post leads to the site', () => {
    expect(html).toContain('<a href="#documents">the documents you need</a>');
    expect(html).toContain('<h2 id="documents">The documents you need</h2>');
    expect(html).toContain('<a href="/blog/field-note-01">our first field note</a>');
  });

  it('serves the image block through the optimiser', () => {
    expect(html).toContain(
      'src="/_next/image?url=http%3A%2F%2Fwordpress.test%2Fwp-content%2Fuploads%2F2026%2F11%2Fplaceholder-1024x538.png',
    );
  });
});

describe('an Embed block WordPress could not ask its provider about', () => {
  it('links the bare address as it links a player', () => {
    expect(
      clean(
        '<figure class="wp-block-embed"><div class="wp-block-embed__wrapper">\nhttps://vimeo.com/76979871\n</div></figure>',
      ),
    ).toBe(
      '<figure><div><a href="https://vimeo.com/76979871" rel="noopener noreferrer" class="embed-link">Watch the video on Vimeo</a></div></figure>',
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
