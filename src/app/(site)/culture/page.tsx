import { copyRoute } from '@/app/_pages/routes';

const route = copyRoute('/culture');
export const metadata = route.metadata;
export default route.Page;
