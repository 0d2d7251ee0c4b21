import { copyRoute } from '@/app/_pages/routes';

const route = copyRoute('/working-at-wasla');
export const generateMetadata = route.generateMetadata;
export default route.Page;
