import { listRoute } from '@/app/(site)/_posts/routes';

const route = listRoute('story');
export const generateMetadata = route.generateMetadata;
export default route.Page;
