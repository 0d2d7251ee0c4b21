import { copyRoute } from '@/components/page/copy-route';

const route = copyRoute('/vision');
export const metadata = route.metadata;
export default route.Page;
