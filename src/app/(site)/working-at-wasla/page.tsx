import { copyRoute } from '@/components/page/copy-route';

const route = copyRoute('/working-at-wasla');
export const metadata = route.metadata;
export default route.Page;
