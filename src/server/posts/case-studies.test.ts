import { describe, expect, it } from 'vitest';
import { createContentClient } from '@/lib/content-client/client';
import type { ContentTransport } from '@/lib/content-client/transport';
import { caseStudiesOf, chooseCaseStudies } from '@/lib/posts/case-studies';
import { executeAgainst } from '@/server/content/executor';
import { parsePostFile } from '@/server/content/markdown-source';
import { createPostFetcher } from './fetch';

const story = (slug: string, day: number, extra = '') =>
  parsePostFile(
    `${slug}.md`,
    `---
title: The story of ${slug}
slug: ${slug}
date: 2025-03-${String(day).padStart(2, '0')}
author: A
excerpt: E
categories: [story]
tags: [Energy, Joint Ventures]
${extra}
---
Body`,
  );

const withFields = story(
  'retrofit',
  2,
  `sample: true
featured: true
caseStudy:
  title: A firm wins a retrofit
  country: United Arab Emirates
  sector: Energy
  buyer: A public university
  scope: A retrofit of chilled-water controls
  outcomes:
    - { value: SAR 12M, label: contract value }
  ar:
    title: شركة تفوز بمشروع تحديث
    sector: الطاقة
    buyer: جامعة حكومية
    scope: تحديث أنظمة التحكم
    outcomes:
      - { value: 12 مليون ريال, label: قيمة العقد }`,
);
const withoutFields = story('no-figures', 3);
const posts = [withoutFields, withFields];

async function studiesFrom(transport: ContentTransport, locale: 'en' | 'ar' = 'en') {
  const fetcher = createPostFetcher(createContentClient(transport));
  return caseStudiesOf(await fetcher.getPostIndex(), await fetcher.getCaseStudies(), locale);
}

describe('case studies from success stories', () => {
  it('are a built-in story’s front matter, in English and in Arabic; a story without fields is none', async () => {
    const builtIn: ContentTransport = (request) => executeAgainst(posts, request);
    expect(await studiesFrom(builtIn)).toEqual([
      {
        story: 'retrofit',
        title: 'A firm wins a retrofit',
        country: 'United Arab Emirates',
        sector: 'Energy',
        buyer: 'A public university',
        scope: 'A retrofit of chilled-water controls',
        outcomes: [{ value: 'SAR 12M', label: 'contract value' }],
        topics: ['Energy', 'Joint Ventures'],
        image: undefined,
        featured: true,
        sample: true,
        lang: undefined,
      },
    ]);
    const [arabic] = await studiesFrom(builtIn, 'ar');
    expect(arabic).toMatchObject({
      title: 'شركة تفوز بمشروع تحديث',
      sector: 'الطاقة',
      outcomes: [{ value: '12 مليون ريال', label: 'قيمة العقد' }],
      lang: undefined,
    });
  });

  it('are a WordPress story’s companion fields; without Arabic words an Arabic page names their language', async () => {
    // WordPress with the companion plugin: the story's post meta as `caseStudy`, the other
    // story's null; its lists as WPGraphQL answers them.
    const wordpress: ContentTransport = async (request) =>
      request.query.includes('GetCaseStudies')
        ? {
            data: {
              posts: {
                nodes: [
                  { slug: 'no-figures', caseStudy: null },
                  {
                    slug: 'retrofit',
                    caseStudy: {
                      title: null,
                      country: 'Greece',
                      sector: 'Construction',
                      buyer: 'A municipality',
                      scope: 'Stormwater channels',
                      outcomes: [{ value: 'SAR 24M', label: 'contract value' }],
                      arabic: null,
                    },
                  },
                ],
              },
            },
          }
        : executeAgainst(posts, request);
    const [study, ...others] = await studiesFrom(wordpress, 'ar');
    expect(others).toEqual([]);
    expect(study).toMatchObject({
      story: 'retrofit',
      title: 'The story of retrofit',
      country: 'Greece',
      sector: 'Construction',
      outcomes: [{ value: 'SAR 24M', label: 'contract value' }],
      lang: 'en',
    });
  });

  it('are none when WordPress has no companion plugin, and a failing WordPress is an error', async () => {
    const noPlugin: ContentTransport = async (request) =>
      request.query.includes('GetCaseStudies')
        ? { errors: [{ message: 'Cannot query field "caseStudy" on type "Post".' }] }
        : executeAgainst(posts, request);
    expect(await studiesFrom(noPlugin)).toEqual([]);
    const failing: ContentTransport = async (request) =>
      request.query.includes('GetCaseStudies')
        ? { errors: [{ message: 'Internal server error' }] }
        : executeAgainst(posts, request);
    await expect(studiesFrom(failing)).rejects.toThrow('Internal server error');
  });

  it('a section shows the featured one, those sharing most topics, or the newest', () => {
    const study = (story: string, topics: string[], featured = false) => ({
      story,
      title: story,
      sector: 'S',
      buyer: 'B',
      scope: 'S',
      outcomes: [],
      topics,
      featured,
    });
    const studies = [
      study('newest', ['Energy']),
      study('pinned', ['Healthcare'], true),
      study('both', ['Energy', 'Healthcare']),
    ];
    const slugs = (selection: Parameters<typeof chooseCaseStudies>[1]) =>
      chooseCaseStudies(studies, selection).map((chosen) => chosen.story);
    expect(slugs({ featured: true })).toEqual(['pinned']);
    expect(slugs({ about: ['healthcare', 'energy'], limit: 2 })).toEqual(['both', 'newest']);
    expect(slugs({ about: ['Tax'] })).toEqual([]);
    expect(slugs({ limit: 2 })).toEqual(['newest', 'pinned']);
  });
});
