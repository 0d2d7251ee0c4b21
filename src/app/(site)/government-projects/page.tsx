import { copyRoute } from '@/app/_pages/routes';

const route = copyRoute('/government-projects');
export const generateMetadata = route.generateMetadata;
export default route.Page;
