import type { Figure } from './sections';

/** The company's marketing figures: the one place every page, the journey and the hero read them from. */
export const marketingFigures = {
  tenders: { value: 'SAR 100M+', label: 'won in government tenders' },
  experience: { value: '40+', label: 'years of combined experience' },
  countries: { value: '5', label: 'countries our clients come from' },
} as const satisfies Record<string, Figure>;

export const headlineFigures: readonly Figure[] = [
  marketingFigures.tenders,
  marketingFigures.experience,
  marketingFigures.countries,
];

/** Where our clients come from (the five countries of the figure above). */
export const clientCountries = [
  { code: 'UAE', name: 'United Arab Emirates' },
  { code: 'UK', name: 'United Kingdom' },
  { code: 'US', name: 'United States' },
  { code: 'Greece', name: 'Greece' },
  { code: 'KSA', name: 'Kingdom of Saudi Arabia' },
] as const;
