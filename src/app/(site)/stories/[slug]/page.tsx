import { postRoute } from '@/app/(site)/_posts/routes';

const route = postRoute('story');
export const generateMetadata = route.generateMetadata;
export default route.Page;
