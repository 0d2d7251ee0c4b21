import { copyRoute } from '@/app/_pages/routes';

const route = copyRoute('/services');
export const metadata = route.metadata;
export default route.Page;
