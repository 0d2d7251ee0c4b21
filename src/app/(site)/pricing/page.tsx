import { copyRoute } from '@/components/page/copy-route';

const route = copyRoute('/pricing');
export const metadata = route.metadata;
export default route.Page;
