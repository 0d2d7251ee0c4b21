import { copyRoute } from '@/app/_pages/routes';

const route = copyRoute('/area-of-focus');
export const metadata = route.metadata;
export default route.Page;
