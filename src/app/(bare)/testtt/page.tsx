import { sectionSamples, StyleGuide } from '@/components/ui/StyleGuide';
import { copyRoute } from '@/app/_pages/routes';
import { requestLocale } from '@/components/locale/request-locale';
import { loadSectionContent } from '@/server/posts/loaders';

const route = copyRoute('/testtt', { noIndex: true });
export const generateMetadata = route.generateMetadata;

export default async function StyleGuidePage() {
  const locale = await requestLocale();
  const content = await loadSectionContent(
    sectionSamples(locale).map((sample) => sample.section),
    locale,
  );
  return <StyleGuide copy={await route.words()} content={content} locale={locale} />;
}
