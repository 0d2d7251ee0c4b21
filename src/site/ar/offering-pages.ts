import {
  offeringPages as composeOfferingPages,
  type OfferingFrame,
  type OfferingKind,
} from '../offering-pages';
import type { OfferingCard, OfferingWords, PageCopy } from '../types';
import { commonLinks } from './contact-links';

export type { OfferingKind };

/** What every Arabic service and area page adds around its own words. */
const arabicFrame: OfferingFrame = {
  proposalLabel: 'اطلب عرضًا',
  results: {
    heading: 'نتائج حققها عملاؤنا',
    intro: 'عقود فاز بها عملاؤنا بدعم من هذا النوع، كما وردت في قصصهم المنشورة.',
  },
  postsHeading: 'رؤى ذات صلة',
  faqHeading: 'أسئلة تُطرح علينا كثيرًا',
  cta: {
    heading: (name) => `تحدّث إلينا عن ${name}`,
    body: 'أخبرنا أين تقف والعقود التي تريد الفوز بها، وسنعود إليك بخطوات عملية تالية، وبعرض إن كان ذلك مناسبًا.',
  },
  engagementModels: commonLinks.engagementModels,
};

/** The Arabic pages of one kind (services, areas of focus), by slug, in menu order. */
export function offeringPages<Slug extends string>(
  cards: readonly (OfferingCard & { slug: Slug })[],
  kind: OfferingKind,
  words: Record<Slug, OfferingWords<Slug>>,
): ReadonlyMap<Slug, PageCopy> {
  return composeOfferingPages(cards, kind, words, arabicFrame);
}
