import { copyRoute } from '@/app/_pages/routes';

const route = copyRoute('/our-team');
export const generateMetadata = route.generateMetadata;
export default route.Page;
