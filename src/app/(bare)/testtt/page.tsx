import { sectionSamples, StyleGuide } from '@/components/ui/StyleGuide';
import { copyRoute } from '@/app/_pages/routes';
import { loadSectionContent } from '@/server/posts/loaders';

const route = copyRoute('/testtt', { noIndex: true });
export const generateMetadata = route.generateMetadata;

export default async function StyleGuidePage() {
  const content = await loadSectionContent(
    sectionSamples().map((sample) => sample.section),
    'en',
  );
  return <StyleGuide copy={await route.words()} content={content} />;
}
