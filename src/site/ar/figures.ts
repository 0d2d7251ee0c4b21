import type { Company } from '../company';
import type { Figure } from '../sections';
import { arabicValue } from './figure-words';

/** Each marketing figure's label in Arabic; its value and sample mark stay the company's. */
const labels: Record<keyof Company['figures'], string> = {
  tenders: 'قيمة ما فاز به عملاؤنا في المنافسات الحكومية',
  experience: 'عامًا من الخبرة المجتمعة',
  countries: 'دول يأتي منها عملاؤنا',
};

/** The company's marketing figures in Arabic: its values in Arabic digits, the labels above. */
export const marketingFiguresOf = ({ figures }: Company): Company['figures'] =>
  Object.fromEntries(
    Object.entries(figures).map(([key, figure]) => [
      key,
      { ...figure, value: arabicValue(figure.value), label: labels[key as keyof typeof labels] },
    ]),
  ) as Company['figures'];

/** ../figures.ts's twin: the three headline figures in Arabic. */
export const headlineFiguresOf = (company: Company): readonly Figure[] => {
  const figures = marketingFiguresOf(company);
  return [figures.tenders, figures.experience, figures.countries];
};

const countryNames: Readonly<Record<string, string>> = {
  UAE: 'الإمارات العربية المتحدة',
  UK: 'المملكة المتحدة',
  US: 'الولايات المتحدة',
  Greece: 'اليونان',
  KSA: 'المملكة العربية السعودية',
};

/** Where our clients come from, in Arabic (the list itself is the company's). */
export const clientCountriesOf = ({ clientCountries }: Company) =>
  clientCountries.countries.map((country) => ({
    ...country,
    name: countryNames[country.code] ?? country.name,
  }));
