import type { Company, MaybeSample } from '../company';

/** " (مثال توضيحي)" after a sample fact written into Arabic text, so it never reads as confirmed. */
export const sampleNote = (fact: MaybeSample) => (fact.sample ? ' (مثال توضيحي)' : '');

const dayNames: Readonly<Record<string, string>> = {
  Sunday: 'الأحد',
  Monday: 'الاثنين',
  Tuesday: 'الثلاثاء',
  Wednesday: 'الأربعاء',
  Thursday: 'الخميس',
  Friday: 'الجمعة',
  Saturday: 'السبت',
};

/** The office's working days (the company's `hours.days`) in Arabic: «من الأحد إلى الخميس». */
export const hoursLabelOf = ({ hours }: Company): string => {
  const days = hours.days.map((day) => dayNames[day] ?? day);
  return days.length > 1 ? `من ${days[0]} إلى ${days.at(-1)}` : (days[0] ?? '');
};

/**
 * The office's address lines (content/company.json's `address`) as they are written in Arabic;
 * a line not listed here is shown as the content writes it.
 */
const placeNames: Readonly<Record<string, string>> = {
  'Olaya Street, Al Olaya': 'شارع العليا، حي العليا',
  Riyadh: 'الرياض',
  'Saudi Arabia': 'المملكة العربية السعودية',
};

export const placeName = (name: string): string => placeNames[name] ?? name;
