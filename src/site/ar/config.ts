import {
  governmentInsights as englishInsights,
  site as englishSite,
  usefulLinks as englishLinks,
  type ExternalLink,
} from '../config';
import { glossary, term } from './glossary';

/**
 * The words of ../config.ts in Arabic: the company's names and tagline and the names of the
 * official sites it links to (their addresses, and every other setting, stay in ../config.ts).
 */
export const site = {
  ...englishSite,
  name: term('wasla'),
  legalName: 'وصلة لحلول التعاقد الحكومي',
  tagline: 'حلول التعاقد الحكومي',
  description:
    'تساعد وصلة الشركات على الفوز بالعقود الحكومية في المملكة العربية السعودية دون بناء فريق داخلي.',
  socialImage: {
    ...englishSite.socialImage,
    alt: 'وصلة — حلول التعاقد الحكومي في المملكة العربية السعودية',
  },
} as const;

/** Each official site by its English name, named as it names itself in Arabic. */
const officialNames: Readonly<Record<string, string>> = {
  [glossary.misa.en]: term('misa'),
  'Etimad Government Procurement Portal': term('etimadPlatform'),
  [glossary.vision2030.en]: term('vision2030'),
  [glossary.ministryOfFinance.en]: term('ministryOfFinance'),
  [glossary.zatca.en]: term('zatca'),
};

export const usefulLinks: readonly ExternalLink[] = englishLinks.map((link) => ({
  ...link,
  label: officialNames[link.label] ?? link.label,
}));

export const governmentInsights: typeof englishInsights = [
  {
    label: term('lcgpa'),
    href: englishInsights[0]!.href,
    description: 'قواعد المحتوى المحلي، والأفضلية السعرية، والقائمة الإلزامية للمشتريات الحكومية.',
  },
  {
    label: 'المنافسات الحكومية المطروحة على منصة اعتماد',
    href: englishInsights[1]!.href,
    description: 'تصفح المنافسات التي طرحتها الجهات الحكومية على المنصة الوطنية.',
  },
];
