import raw from '#content/team.json';
import { parseContent, teamSchema, type Team } from './content-schema';
import type { Locale } from './locale';
import type { TeamMember } from './sections';
import type { ImageAsset } from './types';

/** The project's own drawings for team cards without a photo (content/images/team/). */
export const teamIllustrations = {
  leadership: {
    src: '/images/team/leadership.webp',
    width: 480,
    height: 360,
    alt: '',
  },
  practice: {
    src: '/images/team/practice.webp',
    width: 480,
    height: 360,
    alt: '',
  },
} as const satisfies Record<string, ImageAsset>;

/**
 * The team (content/team.json): the one reader of the file, checked on first use. Adding a person,
 * a name or a photo is a content change; a member marked sample carries the sample tag.
 */
export const team = parseContent('content/team.json', teamSchema, raw);

export type TeamGroup = keyof typeof team;

/** A person's card in a language: the Arabic words where the file has them, else the English. */
export function memberCard(
  { ar, photo, sample, ...english }: Team['leadership'][number],
  locale: Locale = 'en',
): TeamMember {
  return {
    // A name is the same in both languages unless the file writes it in Arabic too.
    ...(locale === 'ar' && ar ? { ...ar, name: ar.name ?? english.name } : english),
    ...(photo ? { photo } : {}),
    ...(sample ? { sample } : {}),
  };
}

/**
 * One group's cards in a language: of content/team.json, or of another source of the same shape
 * (WordPress's).
 */
export function teamMembers(
  group: TeamGroup,
  locale: Locale = 'en',
  source: Team = team,
): TeamMember[] {
  return source[group].map((member) => memberCard(member, locale));
}
