import { site } from '@/site/config';
import type { Locale } from '@/site/locale';

/**
 * Dates as the site writes them, pinned so that a server and a browser (whatever their time zone
 * and ICU version) write the same string, and a hydrated page never differs from its HTML:
 * - the day is the office's (Asia/Riyadh), never the machine's;
 * - the words come from Intl's parts (day, month name, year) and the order and separators from
 *   here, so a newer ICU that reorders or punctuates differently changes nothing;
 * - Arabic: the Gregorian calendar with Arabic month names («14 يناير 2025») and, where a date
 *   matters (a post's), the Umm al-Qura Hijri date beside it («14 رجب 1446 هـ», Saudi Arabia's
 *   official calendar); digits 0–9 (Latin), as Saudi government platforms and the site's phone
 *   numbers, prices and figures write them (docs/decisions.md).
 */

const calendars = {
  en: 'en-GB',
  ar: 'ar-SA-u-ca-gregory-nu-latn',
  hijri: 'ar-SA-u-ca-islamic-umalqura-nu-latn',
} as const;

const dayFormats = Object.fromEntries(
  Object.entries(calendars).map(([key, tag]) => [
    key,
    new Intl.DateTimeFormat(tag, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: site.timeZone,
    }),
  ]),
) as Record<keyof typeof calendars, Intl.DateTimeFormat>;

/** Day, month name and year of `date` in the office's time zone, in a calendar's words. */
function dayParts(date: Date, calendar: keyof typeof calendars) {
  const parts = dayFormats[calendar].formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return { day: part('day'), month: part('month'), year: part('year') };
}

/** The day `date` falls on in Riyadh: «14 January 2025», «14 يناير 2025». */
export function formatDate(date: Date, locale: Locale): string {
  const { day, month, year } = dayParts(date, locale);
  return `${day} ${month} ${year}`;
}

/** The same day in the Umm al-Qura Hijri calendar, in Arabic: «14 رجب 1446 هـ». */
export function formatHijriDate(date: Date): string {
  const { day, month, year } = dayParts(date, 'hijri');
  return `${day} ${month} ${year} هـ`;
}

/**
 * A post's date: the Gregorian day, and in Arabic the Hijri day beside it
 * («14 January 2025»; «14 يناير 2025 (14 رجب 1446 هـ)»).
 */
export function formatPostDate(date: Date, locale: Locale): string {
  const day = formatDate(date, locale);
  return locale === 'ar' ? `${day} (${formatHijriDate(date)})` : day;
}
