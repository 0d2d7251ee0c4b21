import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToText } from './html-text';

describe('text from WordPress HTML', () => {
  it('decodes the entities WordPress puts in titles', () => {
    expect(
      decodeEntities('Bids &#8211; what&#8217;s new &amp; &quot;why&quot; &#x2014; &hellip;'),
    ).toBe('Bids – what’s new & "why" — …');
  });

  it('leaves unknown or invalid entities as written', () => {
    expect(decodeEntities('&bogus; &#xD800; &#99999999;')).toBe('&bogus; &#xD800; &#99999999;');
  });

  it('strips tags, scripts and comments and collapses whitespace', () => {
    expect(
      htmlToText(
        '<p>Hello <strong>world</strong></p>\n<script>alert(1)</script><!-- x --><p>again&nbsp;</p>',
      ),
    ).toBe('Hello world again');
  });
});
