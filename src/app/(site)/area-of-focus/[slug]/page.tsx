import { offeringRoute } from '@/components/page/offering-route';
import { areas } from '@/site/areas';

const route = offeringRoute(areas, 'Area of Focus');
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
