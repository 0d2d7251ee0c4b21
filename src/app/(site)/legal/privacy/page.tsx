import { copyRoute } from '@/components/page/copy-route';

const route = copyRoute('/legal/privacy');
export const metadata = route.metadata;
export default route.Page;
