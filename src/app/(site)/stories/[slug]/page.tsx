import { postRoute } from '@/components/blog/post-route';

const route = postRoute('story');
export const generateMetadata = route.generateMetadata;
export default route.Page;
