import { copyRoute } from '@/app/_pages/routes';

const route = copyRoute('/our-team');
export const metadata = route.metadata;
export default route.Page;
