import { perLocale } from '../localized';
import { areasByLocale } from '../areas';
import { commonLinkTexts } from '../contact-links';
import { offeringCards } from '../offerings';
import type { BilingualPage } from '../types';

/** /area-of-focus: the seven sectors and why sector knowledge matters. */
export const areasPageWords: BilingualPage = {
  title: {
    en: 'Areas of Focus',
    ar: 'مجالات التركيز',
  },
  description: {
    en: 'The sectors where Wasla helps clients win Saudi government contracts: IT, construction, O&M, consultancy, healthcare, safety and security, and energy.',
    ar: 'القطاعات التي تساعد فيها وصلة عملاءها على الفوز بالعقود الحكومية السعودية: التقنية، والإنشاءات، والتشغيل والصيانة، والاستشارات، والصحة، والأمن، والطاقة.',
  },
  heading: {
    en: 'Sector expertise for Saudi government contracts',
    ar: 'خبرة قطاعية في العقود الحكومية السعودية',
  },
  intro: {
    en: 'Each sector of government procurement has its own regulators, evaluation habits and delivery risks. We focus on seven areas where our experience gives clients a real advantage.',
    ar: 'لكل قطاع من قطاعات المشتريات الحكومية جهاته التنظيمية وأعرافه في التقييم ومخاطره في التنفيذ. نركّز على سبعة مجالات تمنح فيها خبرتنا عملاءنا ميزة حقيقية.',
  },
  hero: {
    eyebrow: {
      en: 'Areas of focus',
      ar: 'مجالات التركيز',
    },
  },
  sections: [
    {
      heading: {
        en: 'Why sector knowledge matters',
        ar: 'لماذا تهم المعرفة القطاعية',
      },
      paragraphs: [
        {
          en: 'Procurement law applies across government, but practice differs widely between sectors. A healthcare tender turns on SFDA registration and clinical credibility, a construction tender on classification and pricing risk, and a technology tender on cybersecurity and data controls. Knowing what each buyer really values lets us help you write proposals that score well and make commitments you can keep.',
          ar: 'يسري نظام المشتريات على الجهات الحكومية كافة، لكن الممارسة تختلف كثيرًا بين القطاعات. فمنافسة الرعاية الصحية تدور حول تسجيل الهيئة العامة للغذاء والدواء والمصداقية السريرية، ومنافسة الإنشاءات حول التصنيف ومخاطر التسعير، ومنافسة التقنية حول الأمن السيبراني وضوابط البيانات. ومعرفة ما تقدّره كل جهة فعلًا تتيح لنا مساعدتك على كتابة عروض تحصد درجات عالية وتقديم التزامات تستطيع الوفاء بها.',
        },
      ],
    },
    {
      kind: 'cards',
      heading: {
        en: 'Our seven areas',
        ar: 'مجالاتنا السبعة',
      },
      intro: {
        en: 'The sectors where government demand is strong and where our team has the deepest experience. Each page describes the regulators, what buyers expect and how we help.',
        ar: 'القطاعات التي يقوى فيها الطلب الحكومي وتتعمق فيها خبرة فريقنا. تصف كل صفحة الجهات التنظيمية وما تتوقعه الجهات المشترية وكيف نساعد.',
      },
      numbered: true,
      cards: perLocale((locale) => offeringCards(areasByLocale[locale])),
    },
    {
      heading: {
        en: 'The same discipline in every sector',
        ar: 'الانضباط نفسه في كل قطاع',
      },
      paragraphs: [
        {
          en: 'Whatever your sector, the fundamentals do not change: eligibility kept current, opportunities chosen carefully, proposals written to the criteria, and local content and Saudization commitments that you can actually deliver. Our services apply that discipline in every area, and our sector experience tailors it to the buyers you are targeting.',
          ar: 'أيًا كان قطاعك، فالأساسيات لا تتغير: أهلية سارية دائمًا، وفرص مختارة بعناية، وعروض مكتوبة وفق المعايير، والتزامات في المحتوى المحلي والتوطين تستطيع الوفاء بها فعلًا. تطبّق خدماتنا هذا الانضباط في كل مجال، وتكيّفه خبرتنا القطاعية مع الجهات التي تستهدفها.',
        },
      ],
    },
    {
      kind: 'cases',
      heading: {
        en: 'Results across sectors',
        ar: 'نتائج في مختلف القطاعات',
      },
      intro: {
        en: 'Contracts our clients have won, from their published success stories.',
        ar: 'عقود فاز بها عملاؤنا، من قصص نجاحهم المنشورة.',
      },
      show: {
        limit: 6,
      },
    },
    {
      kind: 'cta',
      heading: {
        en: 'Not on the list?',
        ar: 'قطاعك ليس في القائمة؟',
      },
      body: {
        en: 'Many opportunities sit between sectors, such as smart city projects. Talk to us anyway: we will tell you honestly whether we are the right partner.',
        ar: 'كثير من الفرص يقع بين القطاعات، مثل مشاريع المدن الذكية. تحدّث إلينا على أي حال، وسنخبرك بصراحة إن كنا الشريك المناسب.',
      },
      primary: commonLinkTexts.talkToUs,
    },
  ],
};
