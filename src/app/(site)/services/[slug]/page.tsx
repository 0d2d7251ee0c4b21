import { offeringRoute } from '@/app/_pages/routes';
import { serviceJsonLd } from '@/lib/structured-data';
import { servicePages } from '@/site/offering-pages';
import { services } from '@/site/services';

const route = offeringRoute(servicePages, (slug) =>
  services.filter((service) => service.slug === slug).map(serviceJsonLd),
);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
