import { listRoute } from '@/components/blog/list-route';

const route = listRoute('blog');
export const generateMetadata = route.generateMetadata;
export default route.Page;
