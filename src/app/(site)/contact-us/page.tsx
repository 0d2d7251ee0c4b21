import { copyRoute } from '@/components/page/copy-route';

const route = copyRoute('/contact-us');
export const metadata = route.metadata;
export default route.Page;
