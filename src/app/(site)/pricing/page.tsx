import { copyRoute } from '@/app/_pages/routes';

const route = copyRoute('/pricing');
export const metadata = route.metadata;
export default route.Page;
