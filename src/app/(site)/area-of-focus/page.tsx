import { copyRoute } from '@/components/page/copy-route';

const route = copyRoute('/area-of-focus');
export const metadata = route.metadata;
export default route.Page;
