import { contactPageJsonLd } from '@/lib/structured-data';
import { formPageRoute } from '../_enquiries/form-page';

const route = formPageRoute('/contact-us', 'enquiry', {
  structuredData: (company) => [contactPageJsonLd('/contact-us', company)],
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
