import { copyRoute } from '@/app/_pages/routes';

const route = copyRoute('/the-birth-of-wasla');
export const metadata = route.metadata;
export default route.Page;
