import type { BilingualPage } from '../types';

/** /stories/details: shown when there is no featured story to show. */
export const featuredStoryPageWords: BilingualPage = {
  title: {
    en: 'Featured Success Story',
    ar: 'قصة نجاح مميزة',
  },
  description: {
    en: 'A featured client story: how an international engineering firm partnered with a Saudi contractor to win its first government contract in the Kingdom.',
    ar: 'قصة عميل مميزة: كيف تحالفت شركة هندسية دولية مع مقاول سعودي لتفوز بأول عقد حكومي لها في المملكة، دون حضور سابق في السوق السعودية.',
  },
  heading: {
    en: 'Featured success story',
    ar: 'قصة نجاح مميزة',
  },
  intro: {
    en: 'How a European engineering specialist with no Saudi presence teamed with a local contractor and won its first government contract in the Kingdom.',
    ar: 'كيف تحالفت شركة هندسية أوروبية متخصصة، لا حضور لها في المملكة، مع مقاول محلي وفازت بأول عقد حكومي لها في المملكة.',
  },
  sections: [
    {
      heading: {
        en: 'The challenge',
        ar: 'التحدي',
      },
      paragraphs: [
        {
          en: 'The firm had decades of specialist engineering experience and a strong record in its home market, but no Saudi entity, no local references and no contractor classification. Municipal projects in its field were being tendered regularly, and its expertise matched their technical requirements well. What it lacked was a way to meet the eligibility and local presence the competitions demanded.',
          ar: 'امتلكت الشركة عقودًا من الخبرة الهندسية المتخصصة وسجلًا قويًا في سوقها المحلية، لكن لم يكن لها كيان سعودي ولا مراجع محلية ولا تصنيف مقاولين. وكانت مشاريع الأمانات في مجالها تُطرح بانتظام، وتطابق خبرتها متطلباتها الفنية جيدًا. ما كان ينقصها هو طريقة لاستيفاء متطلبات الأهلية والحضور المحلي التي تشترطها المنافسات.',
        },
      ],
    },
    {
      heading: {
        en: 'Our approach',
        ar: 'نهجنا',
      },
      paragraphs: [
        {
          en: 'Rather than building a full Saudi operation before bidding, we recommended a partnership route that paired the firm’s technical strengths with a local contractor’s classification, workforce and references, while the firm’s own licensing progressed in parallel. That let it compete for tenders already on the market instead of waiting until its own set-up was complete.',
          ar: 'بدلًا من بناء عمليات سعودية كاملة قبل التقديم، أوصينا بمسار شراكة يجمع نقاط القوة الفنية للشركة مع تصنيف المقاول المحلي وقواه العاملة ومراجعه، بينما يمضي ترخيص الشركة نفسها بالتوازي. وأتاح لها ذلك المنافسة على منافسات مطروحة فعلًا بدلًا من الانتظار حتى يكتمل تأسيسها.',
        },
      ],
      bullets: [
        {
          en: 'Screened tenders to find competitions where the firm’s expertise would score highly',
          ar: 'فرز المنافسات للعثور على تلك التي تحصد فيها خبرة الشركة درجات عالية',
        },
        {
          en: 'Identified and vetted a classified Saudi contractor with complementary strengths',
          ar: 'تحديد مقاول سعودي مصنَّف بنقاط قوة مكمّلة والتحقق منه',
        },
        {
          en: 'Structured a joint venture agreement covering scope, liability and local content',
          ar: 'هيكلة اتفاقية مشروع مشترك تغطي النطاق والمسؤولية والمحتوى المحلي',
        },
        {
          en: 'Managed the proposal, the pricing review and the Etimad submission',
          ar: 'إدارة العرض ومراجعة التسعير والتقديم عبر منصة اعتماد',
        },
      ],
    },
    {
      heading: {
        en: 'The result',
        ar: 'النتيجة',
      },
      paragraphs: [
        {
          en: 'The joint venture won its first municipal contract, and the partners mobilised a combined team with Saudi engineers in key roles. The firm has since continued to build its presence in the Kingdom, with a live reference project, an established local partner and a clear view of the next opportunities in its field.',
          ar: 'فاز المشروع المشترك بأول عقد له مع أمانة، وجهّز الشريكان فريقًا مشتركًا يشغل فيه مهندسون سعوديون أدوارًا رئيسية. ومنذ ذلك الحين تواصل الشركة بناء حضورها في المملكة، بمشروع مرجعي قائم وشريك محلي راسخ وتصور واضح للفرص التالية في مجالها.',
        },
      ],
    },
    {
      heading: {
        en: 'Lessons for other companies',
        ar: 'دروس للشركات الأخرى',
      },
      paragraphs: [
        {
          en: 'Partnership can be the fastest credible route into government work, provided roles and risks are clear from the start. Evaluators reward teams that present themselves as one organisation, and local content and Saudization commitments must be built into the plan rather than added at the end. Above all, choose opportunities that fit your strengths.',
          ar: 'قد تكون الشراكة أسرع طريق مقنع إلى العمل الحكومي، شريطة وضوح الأدوار والمخاطر منذ البداية. فالمقيّمون يكافئون الفرق التي تقدم نفسها منظومة واحدة، ويجب أن تُبنى التزامات المحتوى المحلي والتوطين في الخطة لا أن تُضاف في النهاية. وقبل كل شيء، اختر الفرص التي تناسب نقاط قوتك.',
        },
      ],
    },
  ],
};
