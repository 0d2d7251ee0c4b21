import { productPaths } from '../config';

/** The calls to action most Arabic pages end with (../contact-links.ts in Arabic; same addresses). */
export const commonLinks = {
  talkToUs: { label: 'تحدّث إلى فريقنا', href: '/contact-us' },
  engagementModels: { label: 'نماذج التعاون', href: '/pricing' },
  careers: {
    primary: { label: 'الوظائف في وصلة', href: productPaths.jobs },
    secondary: { label: 'الحياة في وصلة', href: productPaths.workingAt },
  },
} as const;
