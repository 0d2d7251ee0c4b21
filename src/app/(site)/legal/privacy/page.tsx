import { copyRoute } from '@/app/_pages/routes';

const route = copyRoute('/legal/privacy');
export const metadata = route.metadata;
export default route.Page;
