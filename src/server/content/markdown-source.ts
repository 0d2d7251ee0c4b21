import 'server-only';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { Marked } from 'marked';
import { z } from 'zod';
import { headingSlug } from '@/lib/posts/toc';
import { log } from '@/server/log';

/** A post of the built-in content, parsed from content/posts/*.md. */
export interface SourcePost {
  databaseId: number;
  slug: string;
  title: string;
  /** WordPress's format: site-local date and time without an offset, e.g. 2025-01-14T00:00:00. */
  date: string;
  modified: string;
  author: string;
  excerpt: string;
  /** The Markdown body and its HTML. */
  markdown: string;
  html: string;
  categories: SourceTerm[];
  tags: SourceTerm[];
  sticky: boolean;
  image: { src: string; alt: string; caption: string | null; width: number; height: number } | null;
}

export interface SourceTerm {
  databaseId: number;
  name: string;
  slug: string;
}

const day = z.union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?$/)]);

const frontMatterSchema = z.object({
  title: z.string().trim().min(1),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens'),
  date: day,
  modified: day.optional(),
  author: z.string().trim().min(1),
  excerpt: z.string().trim().min(1),
  categories: z.array(z.string().trim().min(1)).min(1),
  tags: z.array(z.string().trim().min(1)).default([]),
  featured: z.boolean().default(false),
  featuredImage: z
    .object({
      src: z.string().regex(/^\/[^/]/, 'must be a path under public/, e.g. /images/posts/x.webp'),
      alt: z.string().trim().min(1),
      caption: z.string().trim().optional(),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
    })
    .optional(),
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

function wpDate(value: Date | string): string {
  if (typeof value === 'string')
    return value.length === 10 ? `${value}T00:00:00` : value.padEnd(19, ':00').slice(0, 19);
  return value.toISOString().slice(0, 19);
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
  return {
    databaseId: stableId(`post:${front.slug}`),
    slug: front.slug,
    title: front.title,
    date,
    modified: front.modified ? wpDate(front.modified) : date,
    author: front.author,
    excerpt: front.excerpt,
    markdown: content.trim(),
    html: markdown.parse(content) as string,
    categories: terms('category', front.categories),
    tags: terms('post_tag', front.tags),
    sticky: front.featured,
    image: front.featuredImage
      ? { ...front.featuredImage, caption: front.featuredImage.caption ?? null }
      : null,
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
