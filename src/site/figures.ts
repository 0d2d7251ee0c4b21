import { company } from './company';
import type { Figure } from './sections';

/** The company's marketing figures (content/company.json): every page, the journey and the hero read them here. */
export const marketingFigures = company.figures;

export const headlineFigures: readonly Figure[] = [
  marketingFigures.tenders,
  marketingFigures.experience,
  marketingFigures.countries,
];

/** Where our clients come from (the countries of the figure above). */
export const clientCountries = company.clientCountries.countries;
