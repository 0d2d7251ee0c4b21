import { copyRoute } from '@/app/_pages/routes';

const route = copyRoute('/government-projects');
export const metadata = route.metadata;
export default route.Page;
