import { offeringRoute } from '@/components/page/offering-route';
import { areaPages } from '@/site/offering-pages';

const route = offeringRoute(areaPages);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
