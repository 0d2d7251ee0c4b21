import { copyRoute } from '@/app/_pages/routes';

const route = copyRoute('/the-birth-of-wasla');
export const generateMetadata = route.generateMetadata;
export default route.Page;
