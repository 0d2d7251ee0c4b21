import { offeringsAt } from '../../offerings';
import { servicesPath } from '../../services';

export { servicesPath };

/** Wasla's services in Arabic, in menu order, at the English addresses (../../services/index.ts). */
export const services = offeringsAt(servicesPath, 'services', [
  {
    slug: 'market-entry',
    name: 'دخول السوق',
    summary: 'التراخيص والتسجيل وتأسيس كيان محلي يؤهلك للتقدم إلى المنافسات الحكومية السعودية.',
    imageAlt: 'بوابة مفتوحة يمر عبرها مسار ذهبي نحو شمس مشرقة',
  },
  {
    slug: 'hr-outsourcing',
    name: 'إسناد الموارد البشرية',
    summary: 'التوظيف والرواتب والامتثال لمتطلبات التوطين للفرق التي تنفذ عقودك.',
    imageAlt: 'دائرة من الأشخاص المترابطين حول شخص في المنتصف، مرسومة بالأخضر المزرق والذهبي',
  },
  {
    slug: 'compliance-advisory',
    name: 'إدارة الامتثال',
    summary: 'شهادات وتسجيلات والتزامات نظامية محدَّثة دائمًا، فلا تفوتك أي منافسة.',
    imageAlt: 'درع عليه علامة صح أمام كومة من المستندات وجدول تقويم',
  },
  {
    slug: 'tender-management',
    name: 'إدارة المنافسات',
    summary: 'رصد الفرص وكتابة العروض والتقديم عبر منصة اعتماد، على يد فريق عروض متمرس.',
    imageAlt: 'مستند عرض عليه ختم ذهبي بجانب مسار مراحل ينتهي بنجمة',
  },
  {
    slug: 'financial-services',
    name: 'الخدمات المالية',
    summary: 'تسعير العروض والضمانات والفوترة الإلكترونية وتخطيط التدفق النقدي طوال مدة العقد.',
    imageAlt: 'أعمدة صاعدة وخط اتجاه فوق كومة من العملات الذهبية',
  },
  {
    slug: 'joint-venture',
    name: 'المشاريع المشتركة',
    summary: 'البحث عن الشركاء والعناية الواجبة وهيكلة التحالفات للمنافسات الحكومية الكبرى.',
    imageAlt: 'حلقتان متشابكتان، رملية وذهبية، تلتقيان عند نجمة ثمانية',
  },
  {
    slug: 'digital-transformation',
    name: 'التحول الرقمي',
    summary: 'أنظمة حديثة للعروض والفوترة والتقارير، ومدخل إلى برامج الحكومة الرقمية.',
    imageAlt: 'شاشة لوحة معلومات متصلة بخطوط دوائر إلكترونية بشبكة من العُقد المضيئة',
  },
] as const);
