import { copyRoute } from '@/app/_pages/routes';

const route = copyRoute('/media');
export const metadata = route.metadata;
export default route.Page;
