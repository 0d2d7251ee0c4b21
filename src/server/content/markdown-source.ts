import 'server-only';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { Marked } from 'marked';
import { z } from 'zod';
import { headingSlug } from '@/lib/posts/toc';
import { log } from '@/server/log';
import { site } from '@/site/config';
import { slugPattern, slugRule } from '@/site/content-schema';
import { sampleTag } from '@/site/post-categories';

/** A post of the built-in content, parsed from content/posts/*.md. */
export interface SourcePost {
  databaseId: number;
  slug: string;
  title: string;
  /**
   * WordPress's formats: `date`/`modified` the site's local time (Riyadh) without an offset,
   * e.g. 2025-01-14T09:30:00; `dateGmt`/`modifiedGmt` the same instants in UTC.
   */
  date: string;
  dateGmt: string;
  modified: string;
  modifiedGmt: string;
  author: string;
  /** The author's own excerpt; null when the front matter has none (WordPress then makes one). */
  excerpt: string | null;
  /** The Markdown body and its HTML. */
  markdown: string;
  html: string;
  categories: SourceTerm[];
  tags: SourceTerm[];
  sticky: boolean;
  image: { src: string; alt: string; caption: string | null; width: number; height: number } | null;
  /** A success story's structured fields (front matter `caseStudy`), shown as its case study. */
  caseStudy: SourceCaseStudy | null;
}

const caseStudyWords = z.object({
  title: z.string().trim().min(1).optional(),
  country: z.string().trim().min(1).optional(),
  sector: z.string().trim().min(1),
  buyer: z.string().trim().min(1),
  scope: z.string().trim().min(1),
  outcomes: z
    .array(z.object({ value: z.string().trim().min(1), label: z.string().trim().min(1) }))
    .min(1),
});

/** The case study's words, and the same in Arabic (`ar`) when the story gives them. */
const caseStudySchema = caseStudyWords.extend({ ar: caseStudyWords.optional() });
export type SourceCaseStudy = z.infer<typeof caseStudySchema>;

export interface SourceTerm {
  databaseId: number;
  name: string;
  slug: string;
}

// A day, or a day and time (YAML reads `2025-01-14 09:30` as a Date): the site's local time.
const day = z.union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2})?)?$/)]);

const frontMatterSchema = z.object({
  title: z.string().trim().min(1),
  slug: z.string().regex(slugPattern, slugRule),
  date: day,
  modified: day.optional(),
  author: z.string().trim().min(1),
  excerpt: z.string().trim().min(1).optional(),
  categories: z.array(z.string().trim().min(1)).min(1),
  tags: z.array(z.string().trim().min(1)).default([]),
  featured: z.boolean().default(false),
  sample: z.boolean().default(false),
  featuredImage: z
    .object({
      src: z.string().regex(/^\/[^/]/, 'must be a path under public/, e.g. /images/posts/x.webp'),
      alt: z.string().trim().min(1),
      caption: z.string().trim().optional(),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
    })
    .optional(),
  caseStudy: caseStudySchema.optional(),
});

/** A stable positive 31-bit id from a string (FNV-1a), like WordPress's numeric ids. */
export function stableId(key: string): number {
  let hash = 0x811c9dc5;
  for (const char of key) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 1 || 1;
}

/** A front-matter date as WordPress writes `date`: local time, seconds, no offset. */
function wpDate(value: Date | string): string {
  // YAML gives a Date whose UTC fields are the time as written.
  const written = typeof value === 'string' ? value.replace(' ', 'T') : value.toISOString();
  return written.length === 10 ? `${written}T00:00:00` : written.padEnd(19, ':00').slice(0, 19);
}

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: site.timeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The UTC time (WordPress's `*_gmt`) of a local time in the site's time zone. */
export function gmtOf(local: string): string {
  const asIfUtc = Date.parse(`${local}Z`);
  const parts = Object.fromEntries(
    wallClock.formatToParts(asIfUtc).map((part) => [part.type, part.value]),
  );
  const wall = Date.parse(
    `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}Z`,
  );
  return new Date(asIfUtc - (wall - asIfUtc)).toISOString().slice(0, 19);
}

function terms(taxonomy: string, names: string[]): SourceTerm[] {
  return names.map((name) => {
    const slug = headingSlug(name) || String(stableId(name));
    return { databaseId: stableId(`${taxonomy}:${slug}`), name, slug };
  });
}

const markdown = new Marked({ gfm: true, async: false });

/** Parses one post file; throws a message naming the file and each bad field. */
export function parsePostFile(fileName: string, source: string): SourcePost {
  const { data, content } = matter(source);
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`${fileName}: invalid front matter — ${problems}`);
  }
  const front = parsed.data;
  const date = wpDate(front.date);
  const modified = front.modified ? wpDate(front.modified) : date;
  return {
    databaseId: stableId(`post:${front.slug}`),
    slug: front.slug,
    title: front.title,
    date,
    dateGmt: gmtOf(date),
    modified,
    modifiedGmt: gmtOf(modified),
    author: front.author,
    excerpt: front.excerpt ?? null,
    markdown: content.trim(),
    html: markdown.parse(content) as string,
    categories: terms('category', front.categories),
    // Sample content carries the tag WordPress editors would give it, so both sources answer alike.
    tags: terms('post_tag', front.sample ? [...front.tags, sampleTag.name] : front.tags),
    sticky: front.featured,
    image: front.featuredImage
      ? { ...front.featuredImage, caption: front.featuredImage.caption ?? null }
      : null,
    caseStudy: front.caseStudy ?? null,
  };
}

/**
 * Reads every post of a folder, newest first. A file that cannot be parsed is logged and
 * left out, so one bad edit cannot take the blog down (a unit test keeps content/ valid).
 */
export async function readPosts(directory: string): Promise<SourcePost[]> {
  const files = (await readdir(directory)).filter((name) => name.endsWith('.md')).sort();
  const posts: SourcePost[] = [];
  const slugs = new Set<string>();
  for (const file of files) {
    try {
      const post = parsePostFile(file, await readFile(path.join(directory, file), 'utf8'));
      if (slugs.has(post.slug)) throw new Error(`${file}: duplicate slug ${post.slug}`);
      slugs.add(post.slug);
      posts.push(post);
    } catch (error) {
      log.error({ err: error, file }, 'Skipping a post that cannot be parsed');
    }
  }
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

export const postsDirectory = () => path.join(process.cwd(), 'content', 'posts');

let cache: Promise<SourcePost[]> | undefined;

/** The built-in posts, parsed once per process (re-read on every call in development). */
export function builtInPosts(): Promise<SourcePost[]> {
  if (process.env.NODE_ENV === 'development') return readPosts(postsDirectory());
  cache ??= readPosts(postsDirectory()).catch((error: unknown) => {
    cache = undefined;
    throw error;
  });
  return cache;
}
