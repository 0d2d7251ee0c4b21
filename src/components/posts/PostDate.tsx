import { requestLocale } from '@/components/locale/request-locale';
import { formatPostDate } from '@/lib/dates/format';

/** A post's date in the page's language: «14 January 2025», «14 يناير 2025 (14 رجب 1446 هـ)». */
export async function PostDate({ date }: { date: Date }) {
  return <time dateTime={date.toISOString()}>{formatPostDate(date, await requestLocale())}</time>;
}
