import {
  clientCountries as englishCountries,
  marketingFigures as englishFigures,
} from '../figures';
import type { Figure } from '../sections';
import { arabicValue } from './figure-words';

/** Each marketing figure's label in Arabic; its value and sample mark stay the company's (content/company.json). */
const labels: Record<keyof typeof englishFigures, string> = {
  tenders: 'قيمة ما فاز به عملاؤنا في المنافسات الحكومية',
  experience: 'عامًا من الخبرة المجتمعة',
  countries: 'دول يأتي منها عملاؤنا',
};

export const marketingFigures = Object.fromEntries(
  Object.entries(englishFigures).map(([key, figure]) => [
    key,
    { ...figure, value: arabicValue(figure.value), label: labels[key as keyof typeof labels] },
  ]),
) as typeof englishFigures;

export const headlineFigures: readonly Figure[] = [
  marketingFigures.tenders,
  marketingFigures.experience,
  marketingFigures.countries,
];

const countryNames: Readonly<Record<string, string>> = {
  UAE: 'الإمارات العربية المتحدة',
  UK: 'المملكة المتحدة',
  US: 'الولايات المتحدة',
  Greece: 'اليونان',
  KSA: 'المملكة العربية السعودية',
};

/** Where our clients come from, in Arabic (the list itself is the company's). */
export const clientCountries = englishCountries.map((country) => ({
  ...country,
  name: countryNames[country.code] ?? country.name,
}));
