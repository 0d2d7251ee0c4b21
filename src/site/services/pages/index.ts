import { offeringPages } from '../../offering-pages';
import { servicesByLocale } from '../index';
import { marketEntry } from './market-entry';
import { hrOutsourcing } from './hr-outsourcing';
import { complianceAdvisory } from './compliance-advisory';
import { tenderManagement } from './tender-management';
import { financialServices } from './financial-services';
import { jointVenture } from './joint-venture';
import { digitalTransformation } from './digital-transformation';

/**
 * Each service's page in each language, by slug (`servicePages.ar`): its own words (what it covers, as
 * headings, paragraphs and bullets), the post tags about it, the ones to suggest next and its
 * questions, one module per service with both languages' words side by side. Its name, summary and
 * picture are its card in ../index.ts.
 */
export const servicePages = offeringPages(
  servicesByLocale,
  {
    eyebrow: { en: 'Services', ar: 'الخدمات' },
    relatedHeading: { en: 'Related services', ar: 'خدمات ذات صلة' },
  },
  {
    'market-entry': marketEntry,
    'hr-outsourcing': hrOutsourcing,
    'compliance-advisory': complianceAdvisory,
    'tender-management': tenderManagement,
    'financial-services': financialServices,
    'joint-venture': jointVenture,
    'digital-transformation': digitalTransformation,
  },
);
