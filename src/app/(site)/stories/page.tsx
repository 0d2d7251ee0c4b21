import { copyRoute } from '@/components/page/copy-route';

const route = copyRoute('/stories');
export const metadata = route.metadata;
export default route.Page;
