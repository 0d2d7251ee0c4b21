import { copyRoute } from '@/components/page/copy-route';

const route = copyRoute('/parallex');
export const metadata = route.metadata;
export default route.Page;
