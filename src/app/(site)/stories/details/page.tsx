import { copyRoute } from '@/components/page/copy-route';

const route = copyRoute('/stories/details');
export const metadata = route.metadata;
export default route.Page;
