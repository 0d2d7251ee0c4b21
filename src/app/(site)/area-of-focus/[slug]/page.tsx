import { offeringRoute } from '@/app/_pages/routes';

const route = offeringRoute('areaPages');
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
