import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { postExcerpt } from './excerpt';

const autoExcerpt = JSON.parse(
  readFileSync(path.join(process.cwd(), 'tests/fixtures/wordpress/auto-excerpt.json'), 'utf8'),
) as { response: { body: { data: { post: { excerpt: string; content: string } } } } };

describe('the excerpt a card and a description show', () => {
  it('keeps an editor’s own excerpt as written (text)', () => {
    expect(
      postExcerpt('<p>A step-by-step guide &amp; more.</p>\n', '<p>Other words entirely.</p>'),
    ).toBe('A step-by-step guide & more.');
  });

  it('replaces WordPress’s automatic one: no “[…]”, no heading run into the sentences', () => {
    const { excerpt, content } = autoExcerpt.response.body.data.post;
    const text = postExcerpt(excerpt, content);
    expect(text).toMatch(/^Every government tender asks for a bid bond, and most suppliers/);
    expect(text).not.toContain('Why guarantees matter');
    expect(text).not.toContain('Performance guarantees');
    expect(text).not.toContain('[');
    expect(text.endsWith('…')).toBe(true);
    expect(text.replace('…', '').split(' ')).toHaveLength(55);
  });

  it('also when the text is short enough for WordPress to leave the mark out', () => {
    const content = '<h2>الخطوة الأولى</h2>\n<p>تشرح هذه المقالة خطوات التسجيل.</p>';
    expect(postExcerpt('<p>الخطوة الأولى تشرح هذه المقالة خطوات التسجيل.</p>\n', content)).toBe(
      'تشرح هذه المقالة خطوات التسجيل.',
    );
  });

  it('is empty for a post with neither excerpt nor text', () => {
    expect(postExcerpt('', '')).toBe('');
  });
});
