import { authorRoute } from '@/app/(site)/_posts/routes';

export const generateMetadata = authorRoute.generateMetadata;
export default authorRoute.Page;
