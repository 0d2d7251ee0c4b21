import { copyRoute } from '@/components/page/copy-route';

const route = copyRoute('/our-team');
export const metadata = route.metadata;
export default route.Page;
