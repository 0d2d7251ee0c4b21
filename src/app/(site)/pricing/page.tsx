import { copyRoute } from '@/app/_pages/routes';

const route = copyRoute('/pricing');
export const generateMetadata = route.generateMetadata;
export default route.Page;
