import { copyRoute } from '@/app/_pages/routes';

const route = copyRoute('/partners');
export const metadata = route.metadata;
export default route.Page;
