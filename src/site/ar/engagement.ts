import { engagementModels as englishModels } from '../engagement';
import type { EngagementModel, StepsSection } from '../sections';

/** How every engagement runs, in Arabic (../engagement.ts). */
export const engagementProcess: StepsSection = {
  kind: 'steps',
  heading: 'كيف نعمل معك',
  intro:
    'يسير كل تعاون في مسار واضح واحد يتكيف مع نقطة انطلاقك، وتعرف في كل مرحلة ما الخطوة التالية ومن المسؤول عنها وما الذي تتوقف عليه.',
  steps: [
    {
      title: 'الحوار',
      body: 'نتعرف على أهدافك وقدراتك وجدولك الزمني، والجهات الحكومية التي تستهدفها.',
    },
    {
      title: 'التقييم',
      body: 'نحدد الجهات المشترية ومسارات الشراء المناسبة، وفجوات الأهلية لديك، والمكاسب السريعة.',
    },
    {
      title: 'التأسيس',
      body: 'نسد الفجوات، من التراخيص والشهادات إلى الشركاء والكوادر.',
    },
    {
      title: 'التقديم',
      body: 'نرصد المنافسات على منصة اعتماد ونقيّمها ونجهّز عروضها معك وفق معايير التقييم.',
    },
    {
      title: 'التنفيذ',
      body: 'بعد الترسية ندعم التجهيز للتنفيذ والامتثال والفوترة ورفع التقارير.',
    },
  ],
};

/** Each model's words in Arabic; slugs and addresses stay the English models'. */
const words: Readonly<Record<string, Omit<EngagementModel, 'slug' | 'action'>>> = {
  retainer: {
    name: 'الاشتراك المستمر',
    summary: 'فريق تعاقد حكومي دائم لديك طوال فترة متفق عليها.',
    suits:
      'الشركات التي تتقدم إلى المنافسات بانتظام وتريد قدرة يُعتمد عليها دون توظيف فريق داخلي كامل.',
    includes: [
      'رصد الفرص على منصة اعتماد',
      'امتثال محدَّث باستمرار',
      'إعداد العروض فور طرح المنافسات',
      'مشورة لقيادتك طوال الوقت',
    ],
  },
  'per-tender': {
    name: 'لكل منافسة',
    summary: 'منافسة واحدة، من قرار المشاركة إلى تقديم العرض، وحتى توقيع العقد إن شئت.',
    suits: 'الشركات التي تتقدم إلى المنافسات أحيانًا، أو تريد تجربة العمل معنا في فرصة واحدة أولًا.',
    includes: [
      'تقييم جدوى المشاركة',
      'نطاق عمل متفق عليه مسبقًا لتلك المنافسة',
      'أجزاء العرض التي نتولى كتابتها',
      'التقديم عبر منصة اعتماد والرد على الاستفسارات',
    ],
  },
  'success-linked': {
    name: 'المرتبط بالنجاح',
    summary: 'جزء من أتعابنا مرتبط بالنتيجة التي تهمك، وهي عادةً الترسية.',
    suits: 'فرص مختارة نرى فيها بوضوح قدرتك التنافسية ونريد أن تلتقي مصالحنا بمصالحك.',
    includes: [
      'تعريف مكتوب للنجاح',
      'طريقة قياسه ومتى يُطبَّق',
      'دعم العروض نفسه الذي يقدمه نموذج المنافسة الواحدة',
    ],
  },
  'market-entry-programme': {
    name: 'برنامج دخول السوق',
    summary: 'خطة على مراحل لتأسيس شركتك في المملكة والتقدم إلى المنافسات.',
    suits: 'الشركات الدولية والمستثمرون الذين يؤسسون أعمالهم في المملكة للفوز بالعقود الحكومية.',
    includes: [
      'الترخيص والتسجيل',
      'تأسيس منظومة الامتثال',
      'التعيينات الأولى',
      'التحضير لأولى منافساتك',
      'مراحل واضحة وجهة مسؤولة واحدة',
    ],
  },
};

/** The four ways of working with us, in Arabic (/ar/pricing); no prices, as in English. */
export const engagementModels: EngagementModel[] = englishModels.map((model) => {
  const arabic = words[model.slug];
  if (!arabic) throw new Error(`No Arabic words for the engagement model ${model.slug}`);
  return {
    ...model,
    ...arabic,
    action: { label: 'ناقش هذا النموذج معنا', href: model.action.href },
  };
});
