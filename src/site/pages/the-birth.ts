import { perLocale } from '../localized';
import { headlineFiguresOf as arabicHeadlineFiguresOf } from '../ar/figures';
import { fileCompany, type Company } from '../company';
import { commonLinkTexts } from '../contact-links';
import { headlineFiguresOf } from '../figures';
import { founders, founding, milestones } from '../founding';
import { teamIllustrations } from '../team';
import type { BilingualPage } from '../types';

/** /the-birth-of-{product}: how Wasla began. */
export const birthPageWordsFor = (company: Company): BilingualPage => ({
  title: {
    en: 'The Birth of Wasla',
    ar: 'قصة تأسيس وصلة',
  },
  description: {
    en: 'How Wasla began: why a firm was set up to help capable companies win Saudi government contracts, who founded it and what it has done since.',
    ar: 'كيف بدأت وصلة: لماذا أُسست شركة تساعد الشركات القادرة على الفوز بالعقود الحكومية السعودية، ومن أسسها، وما الذي أنجزته منذ ذلك الحين.',
  },
  heading: {
    en: 'The birth of Wasla',
    ar: 'قصة تأسيس وصلة',
  },
  intro: {
    en: 'Capable companies kept missing out on Saudi public contracts for reasons that could be avoided. Wasla was set up to change that.',
    ar: 'ظلت شركات قادرة تخسر العقود العامة في المملكة لأسباب يمكن تجنبها. وأُسست وصلة لتغيير ذلك.',
  },
  // The founding year only when the company has given it (content/founding.json): never invented.
  hero: {
    eyebrow: {
      en: founding.year === null ? 'Our story' : `Founded in ${founding.year}`,
      ar: founding.year === null ? 'قصتنا' : `تأسست عام ${founding.year}`,
    },
  },
  sections: [
    {
      heading: {
        en: 'Why Wasla exists',
        ar: 'لماذا وُجدت وصلة',
      },
      paragraphs: [
        {
          en: 'Strong companies lose government bids because of an expired certificate, a misread conditions booklet, a missing local content plan or a partner chosen in a hurry. International firms with world-class expertise give up on the Kingdom after a single failed bid, and Saudi companies stay small because they cannot justify a full bid department.',
          ar: 'تخسر شركات قوية منافسات حكومية بسبب شهادة منتهية، أو كراسة شروط أُسيء فهمها، أو غياب خطة المحتوى المحلي، أو شريك اختير على عجل. وتتخلى شركات دولية ذات خبرة عالمية عن المملكة بعد منافسة واحدة لم توفَّق فيها، وتبقى شركات سعودية صغيرة لأنها لا تستطيع تبرير إدارة عروض كاملة.',
        },
      ],
    },
    {
      kind: 'team',
      heading: {
        en: 'The founders',
        ar: 'المؤسسون',
      },
      intro: {
        en: 'What each founder brought to the firm.',
        ar: 'ما حمله كل مؤسس إلى الشركة.',
      },
      illustration: perLocale(() => teamIllustrations.leadership), // decorative (no alt text): the same in both languages
      members: perLocale(founders),
    },
    {
      kind: 'timeline',
      heading: {
        en: 'From an idea to today',
        ar: 'من فكرة إلى اليوم',
      },
      events: perLocale(milestones),
    },
    {
      kind: 'quote',
      quote: {
        en: 'Connecting capable companies with government opportunity is exactly what we set out to do.',
        ar: 'وصل الشركات القادرة بالفرص الحكومية هو تمامًا ما عزمنا عليه.',
      },
      attribution: {
        en: 'The founding idea of Wasla',
        ar: 'الفكرة المؤسسة لوصلة',
      },
    },
    {
      kind: 'figures',
      heading: {
        en: 'Where the idea has taken us',
        ar: 'إلى أين أخذتنا الفكرة',
      },
      figures: {
        en: headlineFiguresOf(company),
        ar: arabicHeadlineFiguresOf(company),
      },
    },
    {
      kind: 'cta',
      heading: {
        en: 'Write the next chapter with us',
        ar: 'اكتب الفصل التالي معنا',
      },
      body: {
        en: 'Whether you want to win government work or join the team, we would be glad to talk.',
        ar: 'سواء أردت الفوز بعمل حكومي أو الانضمام إلى الفريق، يسعدنا أن نتحدث إليك.',
      },
      primary: commonLinkTexts.talkToUs,
      secondary: {
        label: {
          en: 'Meet the team',
          ar: 'تعرّف على الفريق',
        },
        href: '/our-team',
      },
    },
  ],
});

/** The page with content/company.json's facts (the pages table; a request resolves its own). */
export const birthPageWords = birthPageWordsFor(fileCompany);
