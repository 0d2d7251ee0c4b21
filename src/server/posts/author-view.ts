import 'server-only';
import { htmlToText } from '@/lib/content-client/html-text';
import { authorAvatarSize } from '@/lib/content-client/queries';
import type { PostSummary } from '@/lib/content-client/types';
import { authorPath } from '@/lib/posts/authors';
import type { AuthorEntry } from '@/site/content-schema';
import type { Locale } from '@/site/locale';
import type { ImageAsset } from '@/site/types';
import type { AuthorPage } from './fetch';

/** Everything an author page shows. */
export interface AuthorView {
  slug: string;
  path: string;
  name: string;
  /** From content/authors.json only: WordPress gives visitors no role of a user. */
  role: string | null;
  bio: string | null;
  photo: ImageAsset | null;
  /** An invented author (content/authors.json): tagged, and never named in structured data. */
  sample: boolean;
  posts: PostSummary[];
}

/**
 * An author page from the content service's answer. `entry` is the author's entry of
 * content/authors.json when the built-in service answers (WordPress has no role, sample flag or
 * Arabic words for a user); `imageAllowed` says whether the site may show an avatar's address
 * (its own files, WordPress's media: a Gravatar would be a third-party request, so none).
 */
export function toAuthorView(
  { user, posts }: AuthorPage,
  {
    entry,
    locale,
    imageAllowed,
  }: { entry?: AuthorEntry; locale: Locale; imageAllowed: (url: string) => boolean },
): AuthorView {
  const words = locale === 'ar' && entry?.ar ? entry.ar : entry;
  const name = words?.name ?? entry?.name ?? user.name ?? user.slug;
  // WordPress lets an author put a little HTML in the biography; the page shows it as text.
  const bio = words?.bio ?? (user.description ? htmlToText(user.description) : '');
  const avatar = user.avatar;
  return {
    slug: user.slug,
    path: authorPath(user.slug),
    name: name || user.slug,
    role: words?.role ?? null,
    bio: bio || null,
    photo: entry?.photo
      ? entry.photo
      : avatar?.url && imageAllowed(avatar.url)
        ? {
            src: avatar.url,
            width: avatar.width ?? authorAvatarSize,
            height: avatar.height ?? authorAvatarSize,
            alt: name,
          }
        : null,
    sample: entry?.sample === true,
    posts,
  };
}
