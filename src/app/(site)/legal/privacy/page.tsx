import { copyRoute } from '@/app/_pages/routes';

const route = copyRoute('/legal/privacy');
export const generateMetadata = route.generateMetadata;
export default route.Page;
