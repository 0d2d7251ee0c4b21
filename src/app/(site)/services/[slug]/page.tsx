import { offeringRoute } from '@/app/_pages/routes';
import { serviceJsonLd } from '@/lib/structured-data';
import { services } from '@/site/services';

const route = offeringRoute('servicePages', (slug, copy, company) =>
  services
    .filter((service) => service.slug === slug)
    .map((service) => serviceJsonLd(service, copy.description, company)),
);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
