import { copyRoute } from '@/app/_pages/routes';

const route = copyRoute('/culture');
export const generateMetadata = route.generateMetadata;
export default route.Page;
