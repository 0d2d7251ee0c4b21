import { copyRoute } from '@/components/page/copy-route';

const route = copyRoute('/services');
export const metadata = route.metadata;
export default route.Page;
