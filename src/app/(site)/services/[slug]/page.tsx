import { offeringRoute } from '@/components/page/offering-route';
import { services } from '@/site/services';

const route = offeringRoute(services, 'Services');
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
