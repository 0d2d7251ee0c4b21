import { copyRoute } from '@/components/page/copy-route';

const route = copyRoute('/legal/terms');
export const metadata = route.metadata;
export default route.Page;
