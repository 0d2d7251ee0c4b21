import { copyRoute } from '@/app/_pages/routes';

const route = copyRoute('/area-of-focus');
export const generateMetadata = route.generateMetadata;
export default route.Page;
