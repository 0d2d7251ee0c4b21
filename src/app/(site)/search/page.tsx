import { copyRoute } from '@/components/page/copy-route';

const route = copyRoute('/search');
export const metadata = route.metadata;
export default route.Page;
