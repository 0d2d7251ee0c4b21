import { copyRoute } from '@/components/page/copy-route';

const route = copyRoute('/partners');
export const metadata = route.metadata;
export default route.Page;
