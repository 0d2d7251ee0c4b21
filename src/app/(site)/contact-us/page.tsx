import { copyRoute } from '@/app/_pages/routes';
import { contactPageJsonLd } from '@/lib/structured-data';

const route = copyRoute('/contact-us', { structuredData: [contactPageJsonLd('/contact-us')] });
export const metadata = route.metadata;

export default function ContactPage() {
  // The enquiry form fills the page's 'enquiry-form' slot: slots={{ 'enquiry-form': <EnquiryForm /> }}.
  // Until it does, the slot shows the email and phone.
  return <route.Page slots={{}} />;
}
