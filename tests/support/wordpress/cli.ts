import path from 'node:path';
import { runCommand } from './kit';

/**
 * Typed calls of the kit's content CLI (`php wp-content.php`): what an editor does in wp-admin,
 * through the same WordPress functions, so content gets the same filters (kses, slugs, image
 * sub-sizes). Every call is one PHP process; they may run in parallel.
 */

export type PostStatus = 'publish' | 'draft' | 'pending' | 'private' | 'future';

export interface PostInput {
  title?: string;
  slug?: string;
  /** A manual excerpt; leave it out for WordPress's automatic one. */
  excerpt?: string;
  status?: PostStatus;
  /** Block markup, as the editor saves it. */
  content?: string;
  /** Site-local 'YYYY-MM-DD HH:MM[:SS]', or ISO 8601 with an offset. */
  date?: string;
  /** Login of the author (default: the administrator). */
  author?: string;
  /** Login of who saves it (kses filters authors' and contributors' content). */
  as?: string;
  /** Category slugs or names; each must exist. */
  categories?: string[];
  /** Tag names, created when missing. */
  tags?: string[];
  sticky?: boolean;
  /** A password protects the post; '' removes it. */
  password?: string;
  /** An image file uploaded as the featured image, an existing media id, or null to remove it. */
  featuredImage?:
    { file: string; alt?: string; caption?: string; title?: string } | { id: number } | null;
  type?: 'post' | 'page';
  /** false: this change sends no webhook of the kit's must-use plugin. */
  webhook?: false;
}

export interface WpTermRef {
  id: number;
  slug: string;
  name: string;
}

export interface WpPost {
  id: number;
  type: string;
  status: string;
  title: string;
  slug: string;
  link: string;
  date: string;
  date_gmt: string;
  modified: string;
  modified_gmt: string;
  author: string | null;
  categories: WpTermRef[];
  tags: WpTermRef[];
  sticky: boolean;
  password: string;
  excerpt: string;
  featured_image: { id: number; url: string } | null;
  content: string;
}

export interface WpTerm extends WpTermRef {
  taxonomy: string;
  description: string;
  parent: number;
  count: number;
}

export interface WpUser {
  id: number;
  login: string;
  name: string;
  email: string;
  roles: string[];
  slug: string;
}

export interface WpMedia {
  id: number;
  url: string;
  mime: string;
  title: string;
  caption: string;
  alt: string;
  width: number | null;
  height: number | null;
  sizes: Record<string, string>;
  parent: number;
}

export type Role = 'administrator' | 'editor' | 'author' | 'contributor' | 'subscriber';

export class WordPressCliError extends Error {}

function postArgs(input: PostInput): { args: string[]; stdin?: string } {
  const args: string[] = [];
  const add = (name: string, value: string | undefined) => {
    if (value !== undefined) args.push(`--${name}`, value);
  };
  add('title', input.title);
  add('slug', input.slug);
  add('excerpt', input.excerpt);
  add('status', input.status);
  add('date', input.date);
  add('author', input.author);
  add('as', input.as);
  add('password', input.password);
  add('type', input.type);
  for (const category of input.categories ?? []) add('category', category);
  for (const tag of input.tags ?? []) add('tag', tag);
  if (input.sticky !== undefined) args.push(input.sticky ? '--sticky' : '--no-sticky');
  if (input.featuredImage === null) args.push('--no-featured-image');
  else if (input.featuredImage && 'id' in input.featuredImage)
    add('featured-image-id', String(input.featuredImage.id));
  else if (input.featuredImage) {
    add('featured-image', path.resolve(input.featuredImage.file));
    add('featured-alt', input.featuredImage.alt);
    add('featured-caption', input.featuredImage.caption);
    add('featured-title', input.featuredImage.title);
  }
  if (input.webhook === false) args.push('--no-webhook');
  if (input.content === undefined) return { args };
  args.push('--content', '-');
  return { args, stdin: input.content };
}

export class WordPressCli {
  constructor(
    private readonly kitDir: string,
    private readonly wpDir: string,
  ) {}

  /** Runs `wp-content.php COMMAND ...args` and returns its JSON answer; a refusal throws its message. */
  async run<T = unknown>(
    command: string,
    args: readonly string[] = [],
    stdin?: string,
  ): Promise<T> {
    const result = await runCommand(
      'php',
      [path.join(this.kitDir, 'wp-content.php'), '--wp-dir', this.wpDir, command, ...args],
      { stdin },
    );
    let answer: unknown;
    try {
      answer = JSON.parse(result.stdout);
    } catch {
      throw new WordPressCliError(
        `wp-content.php ${command} printed no JSON (exit ${result.status}): ${result.stdout}${result.stderr}`,
      );
    }
    if (result.status !== 0 || (answer && typeof answer === 'object' && 'error' in answer))
      throw new WordPressCliError(
        `wp-content.php ${command} ${args.join(' ')}: ${(answer as { error?: string }).error ?? result.stderr}`,
      );
    return answer as T;
  }

  createPost(input: PostInput & { title: string }): Promise<WpPost> {
    const { args, stdin } = postArgs(input);
    return this.run('post-create', args, stdin);
  }

  /** Changes only what `input` gives. `ref` is an id or a slug (non-ASCII slugs as written). */
  updatePost(ref: number | string, input: PostInput): Promise<WpPost> {
    const { args, stdin } = postArgs(input);
    return this.run('post-update', [String(ref), ...args], stdin);
  }

  /** To the trash, or with `force` for good. */
  deletePost(ref: number | string, { force = false } = {}): Promise<unknown> {
    return this.run('post-delete', [String(ref), ...(force ? ['--force'] : [])]);
  }

  getPost(ref: number | string): Promise<WpPost> {
    return this.run('post-get', [String(ref)]);
  }

  listPosts(
    options: { status?: PostStatus | 'any'; category?: string; type?: 'post' | 'page' } = {},
  ): Promise<WpPost[]> {
    const args: string[] = [];
    if (options.status) args.push('--status', options.status);
    if (options.category) args.push('--category', options.category);
    if (options.type) args.push('--type', options.type);
    return this.run('post-list', args);
  }

  createTerm(
    taxonomy: string,
    term: { name: string; slug?: string; description?: string; parent?: string },
  ): Promise<WpTerm> {
    return this.run('term-create', ['--taxonomy', taxonomy, ...termArgs(term)]);
  }

  /** Renames or moves a term; its slug stays unless `slug` is given. */
  updateTerm(
    taxonomy: string,
    ref: number | string,
    term: { name?: string; slug?: string; description?: string; parent?: string },
  ): Promise<WpTerm> {
    return this.run('term-update', [String(ref), '--taxonomy', taxonomy, ...termArgs(term)]);
  }

  deleteTerm(taxonomy: string, ref: number | string): Promise<unknown> {
    return this.run('term-delete', [String(ref), '--taxonomy', taxonomy]);
  }

  listTerms(taxonomy: string): Promise<WpTerm[]> {
    return this.run('term-list', ['--taxonomy', taxonomy]);
  }

  createUser(user: {
    login: string;
    name?: string;
    email?: string;
    role?: Role;
    password?: string;
  }): Promise<WpUser> {
    const args = ['--login', user.login];
    if (user.name) args.push('--name', user.name);
    if (user.email) args.push('--email', user.email);
    if (user.role) args.push('--role', user.role);
    if (user.password) args.push('--password', user.password);
    return this.run('user-create', args);
  }

  uploadMedia(
    file: string,
    meta: { title?: string; alt?: string; caption?: string; as?: string; post?: string } = {},
  ): Promise<WpMedia> {
    const args = [path.resolve(file)];
    for (const [name, value] of Object.entries(meta))
      if (value !== undefined) args.push(`--${name}`, value);
    return this.run('media-upload', args);
  }

  deleteMedia(id: number): Promise<unknown> {
    return this.run('media-delete', [String(id)]);
  }

  async getOption<T = unknown>(name: string): Promise<T> {
    return (await this.run<{ value: T }>('option-get', [name])).value;
  }

  setOption(name: string, value: unknown): Promise<unknown> {
    return typeof value === 'string'
      ? this.run('option-set', [name, value])
      : this.run('option-set', [name, JSON.stringify(value), '--json']);
  }
}

function termArgs(term: { name?: string; slug?: string; description?: string; parent?: string }) {
  const args: string[] = [];
  if (term.name !== undefined) args.push('--name', term.name);
  if (term.slug !== undefined) args.push('--slug', term.slug);
  if (term.description !== undefined) args.push('--description', term.description);
  if (term.parent !== undefined) args.push('--parent', term.parent);
  return args;
}
