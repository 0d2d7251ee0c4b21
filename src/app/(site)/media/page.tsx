import { copyRoute } from '@/app/_pages/routes';

const route = copyRoute('/media');
export const generateMetadata = route.generateMetadata;
export default route.Page;
