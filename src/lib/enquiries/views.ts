import type { FormKind } from './form-fields';

/**
 * What the enquiry APIs answer with, written once for the server that builds them and the
 * browser that shows them. Dates are ISO strings; everything is text the browser renders as text.
 */

/** The staff inbox; each enquiry has its own address below it, which a reload or a mail opens. */
export const STAFF_INBOX_PATH = '/staff/enquiries';
export const staffEnquiryPath = (id: string) => `${STAFF_INBOX_PATH}/${id}`;

export const enquiryStatuses = ['new', 'handled'] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

/** An enquiry or application as the staff inbox shows it (`/api/staff/enquiries`). */
export interface StaffEnquiry {
  id: string;
  kind: FormKind;
  topic: string;
  topicLabel: string;
  job: string | null;
  jobTitle: string | null;
  name: string;
  email: string;
  company: string | null;
  country: string | null;
  phone: string | null;
  link: string | null;
  message: string;
  /** The language of the page it was sent from: staff reply in it. */
  language: 'en' | 'ar';
  status: EnquiryStatus;
  createdAt: string;
  handledAt: string | null;
  notified: boolean;
  cvName: string | null;
}

/** What a signed-in visitor sent, as `/profile` lists it (`/api/users/enquiries`). */
export type SentEnquiry = Pick<
  StaffEnquiry,
  'id' | 'kind' | 'topic' | 'job' | 'message' | 'status' | 'createdAt'
>;

/** How the staff inbox names the language an enquiry was written from. */
export const enquiryLanguageLabels: Record<StaffEnquiry['language'], string> = {
  en: 'English',
  ar: 'Arabic',
};
