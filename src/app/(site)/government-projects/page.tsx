import { copyRoute } from '@/components/page/copy-route';

const route = copyRoute('/government-projects');
export const metadata = route.metadata;
export default route.Page;
