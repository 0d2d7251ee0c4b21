import { copyRoute } from '@/app/_pages/routes';

const route = copyRoute('/legal/terms');
export const generateMetadata = route.generateMetadata;
export default route.Page;
