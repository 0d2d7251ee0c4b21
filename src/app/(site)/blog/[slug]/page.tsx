import { postRoute } from '@/app/(site)/_posts/routes';

const route = postRoute('blog');
export const generateMetadata = route.generateMetadata;
export default route.Page;
