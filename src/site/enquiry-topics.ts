import { engagementModels as arabicEngagementModels } from './ar/engagement';
import { areasByLocale } from './areas';
import { PRICING_TOPIC } from './contact-links';
import { engagementModels } from './engagement';
import type { Locale } from './locale';
import { inLocale, perLocale, type Localized } from './localized';
import { servicesByLocale } from './services';

/** What an enquiry is about: the contact form's topic list and the staff inbox's filter. */
export interface EnquiryTopic {
  value: string;
  label: string;
  group: 'Services' | 'Areas of focus' | 'Other';
}

/** The topic every job application is filed under. */
export const CAREERS_TOPIC = 'careers';

/** The topics after the services and areas of focus. */
const otherTopics = [
  {
    value: PRICING_TOPIC,
    label: { en: 'Pricing and engagement models', ar: 'الأسعار ونماذج التعاون' },
  },
  {
    value: CAREERS_TOPIC,
    label: { en: 'Careers and job applications', ar: 'الوظائف وطلبات التوظيف' },
  },
  { value: 'media', label: { en: 'Media and press', ar: 'الإعلام والصحافة' } },
  { value: 'partnership', label: { en: 'Partnerships', ar: 'الشراكات' } },
  { value: 'other', label: { en: 'Something else', ar: 'موضوع آخر' } },
] as const;

/** What each topic group is called on the form (the group itself is the English key). */
const groupLabels = {
  Services: { en: 'Services', ar: 'الخدمات' },
  'Areas of focus': { en: 'Areas of focus', ar: 'مجالات التركيز' },
  Other: { en: 'Other', ar: 'أخرى' },
} as const;

/** The first line of a proposal request for an engagement model, by its name. */
const modelLine: Localized<(name: string) => string> = {
  en: (name) => `I would like a proposal for the ${name} engagement model.\n\n`,
  ar: (name) => `أرغب في الحصول على عرض وفق نموذج التعاون «${name}».\n\n`,
};

const models = { en: engagementModels, ar: arabicEngagementModels };

/** The topics and their words in one language: the same values and groups in both. */
function topicWords(locale: Locale) {
  const enquiryTopics: readonly EnquiryTopic[] = [
    ...servicesByLocale[locale].map((service) => ({
      value: service.slug,
      label: service.name,
      group: 'Services' as const,
    })),
    ...areasByLocale[locale].map((area) => ({
      value: area.slug,
      label: area.name,
      group: 'Areas of focus' as const,
    })),
    ...otherTopics.map(({ value, label }) => ({
      value,
      label: label[locale],
      group: 'Other' as const,
    })),
  ];
  return {
    enquiryTopics,
    topicGroupLabels: inLocale(groupLabels, locale) as Record<EnquiryTopic['group'], string>,
    topicLabel(value: string): string {
      return enquiryTopics.find((topic) => topic.value === value)?.label ?? value;
    },
    /** The first line of a proposal request for an engagement model, or '' for an unknown one. */
    modelMessage(modelSlug: string | undefined): string {
      const model = models[locale].find((candidate) => candidate.slug === modelSlug);
      return model ? modelLine[locale](model.name) : '';
    },
  };
}

export type EnquiryTopicWords = ReturnType<typeof topicWords>;

/** The enquiry topics' words in each language. */
export const enquiryTopicWords = perLocale(topicWords);

export const { enquiryTopics, topicGroupLabels, topicLabel, modelMessage } = enquiryTopicWords.en;

export const topicValues = enquiryTopics.map((topic) => topic.value);
