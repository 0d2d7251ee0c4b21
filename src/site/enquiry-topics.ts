import { areas } from './areas';
import { PRICING_TOPIC } from './contact-links';
import { engagementModels } from './engagement';
import { services } from './services';

/** What an enquiry is about: the contact form's topic list and the staff inbox's filter. */
export interface EnquiryTopic {
  value: string;
  label: string;
  group: 'Services' | 'Areas of focus' | 'Other';
}

export const enquiryTopics: readonly EnquiryTopic[] = [
  ...services.map((service) => ({
    value: service.slug,
    label: service.name,
    group: 'Services' as const,
  })),
  ...areas.map((area) => ({
    value: area.slug,
    label: area.name,
    group: 'Areas of focus' as const,
  })),
  { value: PRICING_TOPIC, label: 'Pricing and engagement models', group: 'Other' },
  { value: 'careers', label: 'Careers and job applications', group: 'Other' },
  { value: 'media', label: 'Media and press', group: 'Other' },
  { value: 'partnership', label: 'Partnerships', group: 'Other' },
  { value: 'other', label: 'Something else', group: 'Other' },
];

/** What each topic group is called on the form (the Arabic twin names them in Arabic). */
export const topicGroupLabels: Record<EnquiryTopic['group'], string> = {
  Services: 'Services',
  'Areas of focus': 'Areas of focus',
  Other: 'Other',
};

/** The topic every job application is filed under. */
export const CAREERS_TOPIC = 'careers';

export const topicValues = enquiryTopics.map((topic) => topic.value);

export function topicLabel(value: string): string {
  return enquiryTopics.find((topic) => topic.value === value)?.label ?? value;
}

/** The first line of a proposal request for an engagement model, or '' for an unknown one. */
export function modelMessage(modelSlug: string | undefined): string {
  const model = engagementModels.find((candidate) => candidate.slug === modelSlug);
  return model ? `I would like a proposal for the ${model.name} engagement model.\n\n` : '';
}
