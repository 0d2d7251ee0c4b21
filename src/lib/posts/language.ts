import { site } from '@/site/config';

/** The language a post is written in and its direction, as `lang` and `dir` take them. */
export interface TextLanguage {
  language: string;
  direction: 'ltr' | 'rtl';
}

/**
 * The language of a text without the companion plugin's word for it: Arabic when it has more
 * Arabic than Latin letters (as the plugin itself decides), else the site's language.
 */
export function detectLanguage(text: string): TextLanguage {
  const arabic = text.match(/\p{Script=Arabic}/gu)?.length ?? 0;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  return arabic > latin
    ? { language: 'ar', direction: 'rtl' }
    : { language: site.locale, direction: 'ltr' };
}
