import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { accountPaths } from './account-copy';
import { engagementModels, engagementProcess } from './engagement';
import { enquiryTopics, modelMessage } from './enquiry-topics';
import { areaPages } from './areas/pages';
import { composedPages, pages } from './pages';
import { servicePages } from './services/pages';
import { siteRoutes } from './routes';
import { sectionWords, type PageSection } from './sections';
import type { PageCopy } from './types';

const kinds = (copy: PageCopy) => copy.sections.map((section) => section.kind ?? 'prose');

describe('site pages', () => {
  it('no page of the route list is only heading-and-text rows', () => {
    const plainRoutes = new Set([
      '/profile',
      '/search',
      '/register',
      '/parallex',
      '/testtt',
      ...Object.values(accountPaths),
    ]);
    const composed = new Map<string, PageCopy>(composedPages.map((copy) => [copy.path, copy]));
    const onlyProse = siteRoutes
      .filter((route) => !plainRoutes.has(route.path))
      .filter((route) => {
        const copy = composed.get(route.path);
        // Blog and story lists are their cards; their copy only adds to them.
        if (!copy || ['/blog', '/stories', '/stories/details'].includes(route.path)) return false;
        return !copy.tableOfContents && kinds(copy).every((kind) => kind === 'prose');
      })
      .map((route) => route.path);
    expect(onlyProse).toEqual([]);
  });

  it('each service and area page has what it covers, related pages and posts, an FAQ and a proposal request for itself', () => {
    for (const [slug, copy] of [...servicePages.en, ...areaPages.en]) {
      expect(kinds(copy), copy.path).toEqual(
        expect.arrayContaining(['checklist', 'cards', 'posts', 'faq', 'cta']),
      );
      const cta = copy.sections.find((s) => s.kind === 'cta');
      expect(cta?.kind === 'cta' && cta.primary.href).toBe(`/contact-us?topic=${slug}#enquiry`);
      expect(copy.hero?.actions?.[0]?.href).toBe(`/contact-us?topic=${slug}#enquiry`);
    }
  });

  it('tells the engagement process once, on /services, not on every page that sells', () => {
    const telling = composedPages.filter((copy) => copy.sections.includes(engagementProcess));
    expect(telling.map((copy) => copy.path)).toEqual(['/services']);
  });

  it('pricing cards ask for their own model and name no price', () => {
    for (const model of engagementModels) {
      expect(model.action.href).toBe(`/contact-us?topic=pricing&model=${model.slug}#enquiry`);
      expect(modelMessage(model.slug)).toContain(model.name);
    }
    const words = pages['/pricing'].sections.flatMap((s) => sectionWords(s as PageSection));
    expect(words.join(' ')).not.toMatch(/SAR|\$|€|£|per (hour|day|month)/);
  });

  it('every link to the contact form chooses a topic the form offers', () => {
    const known = new Set(enquiryTopics.map((topic) => topic.value));
    const topics = JSON.stringify(composedPages)
      .match(/\/contact-us\?topic=[a-z-]+/g)
      ?.map((href) => href.slice('/contact-us?topic='.length));
    expect(topics?.length).toBeGreaterThan(20);
    expect(topics?.filter((topic) => !known.has(topic))).toEqual([]);
  });

  it('the legal pages carry a table of contents', () => {
    expect(pages['/legal/terms'].tableOfContents).toBe(true);
    expect(pages['/legal/privacy'].tableOfContents).toBe(true);
  });
});

describe('case studies', () => {
  it('are the success stories’ own fields: the sector is a tag and every SAR figure is in the story', () => {
    const directory = path.join(process.cwd(), 'content/posts');
    const stories = readdirSync(directory)
      .map((file) => matter(readFileSync(path.join(directory, file), 'utf8')))
      .filter(({ data }) => data.caseStudy);
    expect(stories.length).toBeGreaterThan(0);
    for (const { data, content } of stories) {
      expect(data.categories, data.slug).toContain('story');
      expect((data.tags as string[]).map((t) => t.toLowerCase())).toContain(
        data.caseStudy.sector.toLowerCase(),
      );
      for (const outcome of (data.caseStudy.outcomes as { value: string }[]).filter((o) =>
        o.value.startsWith('SAR'),
      ))
        expect(content, `${data.slug}: ${outcome.value}`).toContain(outcome.value);
    }
  });
});
