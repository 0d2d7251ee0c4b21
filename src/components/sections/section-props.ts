import type { ChromeWords } from '@/site/chrome';

/** What a section with labels of its own is drawn from: its data and its labels in the page's language. */
export interface SectionProps<Section> {
  section: Section;
  words: ChromeWords['sections'];
}
