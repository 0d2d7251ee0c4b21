import { PRICING_TOPIC } from '../contact-links';
import { CAREERS_TOPIC, topicValues, type EnquiryTopic } from '../enquiry-topics';
import { areasByLocale } from '../areas';
import { engagementModels } from './engagement';
import { servicesByLocale } from '../services';

export { CAREERS_TOPIC, topicValues };

/** The contact form's topics in Arabic: the same values and groups as ../enquiry-topics.ts. */
export const enquiryTopics: readonly EnquiryTopic[] = [
  ...servicesByLocale.ar.map((service) => ({
    value: service.slug,
    label: service.name,
    group: 'Services' as const,
  })),
  ...areasByLocale.ar.map((area) => ({
    value: area.slug,
    label: area.name,
    group: 'Areas of focus' as const,
  })),
  { value: PRICING_TOPIC, label: 'الأسعار ونماذج التعاون', group: 'Other' },
  { value: 'careers', label: 'الوظائف وطلبات التوظيف', group: 'Other' },
  { value: 'media', label: 'الإعلام والصحافة', group: 'Other' },
  { value: 'partnership', label: 'الشراكات', group: 'Other' },
  { value: 'other', label: 'موضوع آخر', group: 'Other' },
];

/** What each topic group is called on the Arabic form (the group itself is the English key). */
export const topicGroupLabels: Record<EnquiryTopic['group'], string> = {
  Services: 'الخدمات',
  'Areas of focus': 'مجالات التركيز',
  Other: 'أخرى',
};

export function topicLabel(value: string): string {
  return enquiryTopics.find((topic) => topic.value === value)?.label ?? value;
}

/** The first line of a proposal request for an engagement model, or '' for an unknown one. */
export function modelMessage(modelSlug: string | undefined): string {
  const model = engagementModels.find((candidate) => candidate.slug === modelSlug);
  return model ? `أرغب في الحصول على عرض وفق نموذج التعاون «${model.name}».\n\n` : '';
}
