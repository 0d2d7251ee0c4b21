import { offeringPages } from '../../offering-pages';
import { areasByLocale } from '../index';
import { informationTechnology } from './information-technology';
import { construction } from './construction';
import { operationAndMaintenance } from './operation-and-maintenance';
import { consultancy } from './consultancy';
import { healthcare } from './healthcare';
import { safetyAndSecurity } from './safety-and-security';
import { energy } from './energy';

/**
 * Each area of focus's page in each language, by slug (`areaPages.ar`): its own words (what it covers, as
 * headings, paragraphs and bullets), the post tags about it, the ones to suggest next and its
 * questions, one module per area of focus with both languages' words side by side. Its name, summary and
 * picture are its card in ../index.ts.
 */
export const areaPages = offeringPages(
  areasByLocale,
  {
    eyebrow: { en: 'Area of focus', ar: 'مجال التركيز' },
    relatedHeading: { en: 'Related areas of focus', ar: 'مجالات تركيز ذات صلة' },
  },
  {
    'information-technology': informationTechnology,
    construction: construction,
    'operation-and-maintenance': operationAndMaintenance,
    consultancy: consultancy,
    healthcare: healthcare,
    'safety-and-security': safetyAndSecurity,
    energy: energy,
  },
);
