import type { Words } from './types';
import type { ProseSection } from './sections';

/** The words of the contact and application forms and their confirmations. */
const enquiryCopyWords = {
  enquiry: {
    heading: 'Send us a message',
    intro:
      'Tell us a little about your company and what you need. Fields are required unless marked optional.',
    submit: 'Send message',
    receivedHeading: 'Thank you: your message has reached us',
    received:
      'A member of our team will read it and the right specialist will reply, usually within two working days. We do not send automatic replies, so there is no need to check your inbox now.',
    consent:
      'I agree that Wasla stores and uses the details above to answer this message, as described in the',
  },
  application: {
    heading: 'Apply to join Wasla',
    intro:
      'Choose an opening, or send a general application if none fits. Attach your CV as a PDF or Word (.docx) file of at most 5 MB.',
    submit: 'Send application',
    receivedHeading: 'Thank you: your application has reached us',
    received:
      'Our team reviews every application and replies to every applicant. If your profile fits an opening, we will contact you to arrange a first conversation.',
    consent:
      'I agree that Wasla stores and uses my details and CV to consider my application, as described in the',
  },
  privacyLinkLabel: 'privacy notice',
  sending: 'Sending…',
  /** A form posted without JavaScript sooner than a person could fill it in (autofill, paste). */
  tooFast:
    'Thank you: please press Send once more. To keep out automated messages we wait a few seconds after the form opens; everything you typed is still here.',
  sendAnother: 'Send another message',
  networkError:
    'Your message could not be sent: the connection failed. Nothing was lost; please try again.',
  serverError: 'Something went wrong on our side. Nothing was lost; please try again, or call us.',
  unreadableForm: 'The form could not be read. Please reload the page and send it again.',
  /** Too many messages from one sender in a short time (`{wait}`: how long to wait). */
  tooMany:
    'You have sent several messages in a short time. Please try again in {wait}, or call us.',
} as const;
export const enquiryCopy: Words<typeof enquiryCopyWords> = enquiryCopyWords;

/** The privacy notice's account of enquiries and applications (Personal Data Protection Law). */
export const enquiryPrivacySections: ProseSection[] = [
  {
    heading: 'Enquiries and job applications',
    paragraphs: [
      'When you send a message through the contact page, request a proposal or apply for a job, we store what you write in the form so that the right member of our team can read it and reply. We process it because you ask us to and agree to it when you send the form; we use it only to answer you, to consider your application and to keep a record of our conversation with you.',
      'The form is delivered to our team inside the website and by an email notification to our own mailbox. We do not send automatic replies, we do not add you to any mailing list, and we do not share what you send with anyone outside Wasla. A CV is stored in our database and only our staff can download it; it is never published.',
    ],
    bullets: [
      'Enquiries: your name, email address, company, country, phone number if you give it, the topic and your message',
      'Applications: your name, email address, phone number, LinkedIn or portfolio address if you give it, your cover note and your CV',
      'If you are signed in, the enquiry is linked to your account so that you can see it on your profile page',
      'To protect the form from abuse we count messages per network address and per email address for one hour; these counters hold only one-way hashes of them',
    ],
  },
  {
    heading: 'How long we keep enquiries and applications',
    paragraphs: [
      'We keep each enquiry and application, with its CV, for 24 months after you send it, so that we can follow up on the conversation or consider you for a later opening. After that it is deleted automatically. If you delete your account, every enquiry and application sent while you were signed in is deleted with it at once.',
      'You have the same rights over these details as over your account data: to be informed, to see them and get a copy, to have them corrected, to have them destroyed before the 24 months are over, and to withdraw your consent. Ask through the contact page or by email, and we will answer within the period the law requires.',
    ],
  },
];
