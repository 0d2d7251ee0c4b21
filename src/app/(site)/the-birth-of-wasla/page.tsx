import { copyRoute } from '@/components/page/copy-route';

const route = copyRoute('/the-birth-of-wasla');
export const metadata = route.metadata;
export default route.Page;
