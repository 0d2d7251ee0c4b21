import { fileCompany, type Company } from '../../company';
import { commonLinks } from '../contact-links';
import { headlineFiguresOf } from '../figures';
import { founders, founding, milestones } from '../../founding';
import { teamIllustrations } from '../../team';
import type { PageWords } from '../../types';

/** /ar/the-birth-of-wasla (../../pages/the-birth.ts). */
export const birthPageFor = (company: Company): PageWords => ({
  title: 'قصة تأسيس وصلة',
  description:
    'كيف بدأت وصلة: لماذا أُسست شركة تساعد الشركات القادرة على الفوز بالعقود الحكومية السعودية، ومن أسسها، وما الذي أنجزته منذ ذلك الحين.',
  heading: 'قصة تأسيس وصلة',
  intro: 'ظلت شركات قادرة تخسر العقود العامة في المملكة لأسباب يمكن تجنبها. وأُسست وصلة لتغيير ذلك.',
  hero: { eyebrow: founding.year === null ? 'قصتنا' : `تأسست عام ${founding.year}` },
  sections: [
    {
      heading: 'لماذا وُجدت وصلة',
      paragraphs: [
        'تخسر شركات قوية منافسات حكومية بسبب شهادة منتهية، أو كراسة شروط أُسيء فهمها، أو غياب خطة المحتوى المحلي، أو شريك اختير على عجل. وتتخلى شركات دولية ذات خبرة عالمية عن المملكة بعد منافسة واحدة لم توفَّق فيها، وتبقى شركات سعودية صغيرة لأنها لا تستطيع تبرير إدارة عروض كاملة.',
      ],
    },
    {
      kind: 'team',
      heading: 'المؤسسون',
      intro: 'ما حمله كل مؤسس إلى الشركة.',
      illustration: teamIllustrations.leadership,
      members: founders('ar'),
    },
    {
      kind: 'timeline',
      heading: 'من فكرة إلى اليوم',
      events: milestones('ar'),
    },
    {
      kind: 'quote',
      quote: 'وصل الشركات القادرة بالفرص الحكومية هو تمامًا ما عزمنا عليه.',
      attribution: 'الفكرة المؤسسة لوصلة',
    },
    {
      kind: 'figures',
      heading: 'إلى أين أخذتنا الفكرة',
      figures: headlineFiguresOf(company),
    },
    {
      kind: 'cta',
      heading: 'اكتب الفصل التالي معنا',
      body: 'سواء أردت الفوز بعمل حكومي أو الانضمام إلى الفريق، يسعدنا أن نتحدث إليك.',
      primary: commonLinks.talkToUs,
      secondary: { label: 'تعرّف على الفريق', href: '/our-team' },
    },
  ],
});

/** The page with content/company.json's facts (the pages table; a request resolves its own). */
export const birthPage = birthPageFor(fileCompany);
