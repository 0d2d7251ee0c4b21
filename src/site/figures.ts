import type { Company } from './company';
import type { Figure } from './sections';

/** The company's marketing figures (the hero, the figures bands and the journey show them). */
export const marketingFiguresOf = ({ figures }: Company): Company['figures'] => ({
  tenders: figures.tenders,
  experience: figures.experience,
  countries: figures.countries,
});

/** The three figures the hero and the figures bands show, in the company's words. */
export const headlineFiguresOf = (company: Company): readonly Figure[] => {
  const figures = marketingFiguresOf(company);
  return [figures.tenders, figures.experience, figures.countries];
};

/** A figure said in words, its value then its label ("SAR 100M+ won in government tenders"): a heading that states it. */
export const figureStatement = ({ value, label }: Figure) => `${value} ${label}`;

/** Where our clients come from (the countries of the figure above). */
export const clientCountriesOf = ({ clientCountries }: Company) => clientCountries.countries;
