import { StyleGuide } from '@/components/ui/StyleGuide';
import { copyRoute } from '@/components/page/copy-route';

const route = copyRoute('/testtt', { noIndex: true });
export const metadata = route.metadata;

export default function StyleGuidePage() {
  return <StyleGuide copy={route.copy} />;
}
