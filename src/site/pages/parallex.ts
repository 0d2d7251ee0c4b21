import type { BilingualPage } from '../types';

/** /parallex: the intro journey on its own layout. */
export const parallexPageWords: BilingualPage = {
  title: {
    en: 'The Wasla Journey',
    ar: 'رحلة وصلة',
  },
  description: {
    en: 'Take the Wasla journey: a short visual introduction to how we help companies move from a first idea to winning Saudi government contracts.',
    ar: 'خذ رحلة وصلة: تعريف مرئي قصير بكيفية مساعدتنا الشركات على الانتقال من فكرة أولى إلى الفوز بالعقود الحكومية في المملكة العربية السعودية.',
  },
  heading: {
    en: 'The Wasla journey',
    ar: 'رحلة وصلة',
  },
  intro: {
    en: 'Scroll through a short journey from first conversation to contract delivery, and see how Wasla helps companies win government work in Saudi Arabia.',
    ar: 'تصفح رحلة قصيرة من المحادثة الأولى إلى تنفيذ العقد، وتعرّف كيف تساعد وصلة الشركات على الفوز بالعمل الحكومي في المملكة.',
  },
  sections: [],
};
