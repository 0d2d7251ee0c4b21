import { describe, expect, it } from 'vitest';
import { postSummarySchema } from '@/lib/content-client/types';
import { blogFeedXml, escapeXml, feedSize } from './feed';

const summary = (slug: string, category: string, title = `Post ${slug}`, tags: string[] = []) =>
  postSummarySchema.parse({
    id: slug,
    slug,
    title,
    dateGmt: '2025-01-14T09:30:00',
    modifiedGmt: '2025-01-15T00:00:00',
    excerpt: '<p>An excerpt &amp; more</p>',
    content: '<p>The text.</p>',
    isSticky: false,
    featuredImage: null,
    categories: { nodes: [{ name: category, slug: category }] },
    tags: { nodes: tags.map((name) => ({ name, slug: name.toLowerCase() })) },
  });

describe('the blog RSS feed', () => {
  it('is RSS 2.0 of blog posts only, with absolute links and RFC 822 dates', () => {
    const xml = blogFeedXml([
      summary('a', 'blog', 'A', ['Etimad']),
      summary('s', 'Story'),
      summary('b', 'Blog'),
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain('<link>http://localhost:3000/blog</link>');
    expect(xml).toContain(
      '<atom:link href="http://localhost:3000/blog/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml.match(/<item>/g)).toHaveLength(2);
    expect(xml).not.toContain('/stories/s');
    expect(xml).toContain('<guid isPermaLink="true">http://localhost:3000/blog/a</guid>');
    expect(xml).toContain('<pubDate>Tue, 14 Jan 2025 09:30:00 GMT</pubDate>');
    expect(xml).toContain('<description>An excerpt &amp; more</description>');
    expect(xml).toContain('<category>Etimad</category>');
    expect(xml).toContain('<lastBuildDate>Wed, 15 Jan 2025 00:00:00 GMT</lastBuildDate>');
  });

  it('escapes markup and drops characters XML cannot hold', () => {
    expect(escapeXml(`<b>"Tom" & 'Jerry'</b>\u0001\u0007`)).toBe(
      '&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;',
    );
    const xml = blogFeedXml([summary('x', 'blog', '</title><script>alert(1)</script> &amp; co')]);
    expect(xml).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; co</title>',
    );
  });

  it(`lists at most ${feedSize} posts`, () => {
    const many = Array.from({ length: feedSize + 5 }, (_, i) => summary(`p${i}`, 'blog'));
    expect(blogFeedXml(many).match(/<item>/g)).toHaveLength(feedSize);
  });
});
