import { copyRoute } from '@/app/_pages/routes';

const route = copyRoute('/working-at-wasla');
export const metadata = route.metadata;
export default route.Page;
