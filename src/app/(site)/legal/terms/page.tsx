import { copyRoute } from '@/app/_pages/routes';

const route = copyRoute('/legal/terms');
export const metadata = route.metadata;
export default route.Page;
