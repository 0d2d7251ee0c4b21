import 'server-only';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { configVariables, parseHostConfig, readWordpressTimeoutMs } from '#host/shared';
import { createContentClient } from '@/lib/content-client/client';
import { httpTransport } from '@/lib/content-client/transport';
import { isSamplePost } from '@/lib/posts/sample';
import { createPostFetcher } from '@/server/posts/fetch';
import type { MaybeSample } from '@/site/company';
import {
  authorsSchema,
  companySchema,
  foundingSchema,
  jobsSchema,
  parseContent,
  pressContactParts,
  teamSchema,
  type Company,
  type Team,
} from '@/site/content-schema';

/** One thing to do before the site goes live: what is in place, and what to do about it. */
export interface LaunchItem {
  what: string;
  todo: string;
}

type PostFetcher = ReturnType<typeof createPostFetcher>;

/** Where a fact or a team is kept, as the report names it and says to edit it. */
interface Source {
  name: string;
  edit: string;
}

const files = {
  company: { name: 'content/company.json', edit: 'in content/company.json' },
  team: { name: 'content/team.json', edit: 'in content/team.json' },
} as const;

const wordpressSources = {
  company: {
    name: 'WordPress option wasla_company',
    edit: 'in WordPress (Settings → Wasla company)',
  },
  team: { name: 'WordPress option wasla_team', edit: 'in WordPress (Settings → Wasla team)' },
} as const;

/**
 * Production settings that have a development default or none: each unset (or left at its
 * default) is a site that cannot tell staff about an enquiry, signs sessions with a key beside
 * the database, or the like. Every name must be a variable of the configuration schema.
 */
const productionSettings: readonly {
  variable: string;
  /** When the setting is not ready; unset or blank unless it says otherwise. */
  missing?: (env: Record<string, string | undefined>) => boolean;
  what: string;
  todo: string;
}[] = [
  {
    variable: 'SITE_URL',
    missing: (env) => !env.SITE_URL?.trim().startsWith('https://'),
    what: 'SITE_URL is not an https:// address',
    todo: 'set SITE_URL to the public address, e.g. https://wasla.sa (canonical links, sitemap, HSTS), at build and at run time',
  },
  {
    variable: 'AUTH_SECRET',
    what: 'AUTH_SECRET is unset (sessions are signed with a key generated beside the database)',
    todo: 'set AUTH_SECRET to a random string of 32+ characters, the same on every instance (e.g. openssl rand -base64 48)',
  },
  {
    variable: 'SMTP_URL',
    what: 'SMTP_URL is unset: enquiries are stored but nobody is told, and no account mail goes out',
    todo: "set SMTP_URL to the company's mail server, e.g. smtp://user:pass@mail.example.com:587",
  },
  {
    variable: 'ENQUIRY_TO',
    what: 'ENQUIRY_TO is unset: no one receives the enquiry notifications',
    todo: 'set ENQUIRY_TO to the addresses (comma-separated) that answer enquiries',
  },
  {
    variable: 'MAIL_FROM',
    missing: (env) => !env.MAIL_FROM?.trim() || /@localhost\b/i.test(env.MAIL_FROM),
    what: 'MAIL_FROM is the development sender (no-reply@localhost)',
    todo: "set MAIL_FROM to a sender of the company's domain, e.g. Wasla website <no-reply@wasla.sa>",
  },
  {
    variable: 'STAFF_EMAILS',
    what: 'STAFF_EMAILS is unset: no one can open the staff inbox',
    todo: 'set STAFF_EMAILS to the accounts that read enquiries (comma-separated)',
  },
  {
    variable: 'REVALIDATE_SECRET',
    what: 'REVALIDATE_SECRET is unset: a content change takes up to CONTENT_REFRESH_SECONDS to show',
    todo: 'set REVALIDATE_SECRET (16+ characters) here and in the WordPress companion plugin',
  },
  {
    variable: 'NEXT_PUBLIC_MAPS_API_KEY',
    what: 'NEXT_PUBLIC_MAPS_API_KEY is unset: /contact-us shows the map illustration, not the office map',
    todo: 'set NEXT_PUBLIC_MAPS_API_KEY to a Google Maps Embed API key restricted to the site',
  },
];

for (const { variable } of productionSettings)
  if (!configVariables.includes(variable))
    throw new Error(`launch check: ${variable} is not a variable of host/shared/config.mjs`);

/** Everything unset or invalid among the production variables of `env`. */
export function configurationItems(env: Record<string, string | undefined>): LaunchItem[] {
  const items = productionSettings
    .filter(({ variable, missing }) => (missing ? missing(env) : !env[variable]?.trim()))
    .map(({ what, todo }) => ({ what, todo }));
  try {
    parseHostConfig(env);
  } catch (error) {
    items.push({
      what: `the configuration is invalid: ${(error as Error).message}`,
      todo: 'correct each variable named (the server refuses to start with it)',
    });
  }
  return items;
}

/** `contentDir`/`file` checked against `schema` (an error names the file and each bad field). */
async function readContent<T>(
  contentDir: string,
  file: string,
  schema: Parameters<typeof parseContent<T>>[1],
): Promise<T> {
  const raw: unknown = JSON.parse(await readFile(path.join(contentDir, file), 'utf8'));
  return parseContent(`content/${file}`, schema, raw);
}

/** Every sample fact and figure of the company's facts kept in `source`. */
function companyItems(company: Company, source: Source): LaunchItem[] {
  const facts: [string, MaybeSample, string][] = [
    [`phone ${company.phone.display}`, company.phone, 'phone number'],
    [`email ${company.email.address}`, company.email, 'email address'],
    [
      `office address ${company.address.street}, ${company.address.locality}`,
      company.address,
      'street address and postcode',
    ],
    [
      `office hours ${company.hours.label} ${company.hours.opens}–${company.hours.closes}`,
      company.hours,
      'office hours',
    ],
    [
      `press contact ${pressContactParts(company.press).join(', ')}`,
      company.press,
      'press contact (email, and a name and phone if wanted)',
    ],
    ...company.social.map((link): [string, MaybeSample, string] => [
      `social link ${link.label}`,
      link,
      `${link.label} address`,
    ]),
    ...Object.entries(company.figures).map(([key, figure]): [string, MaybeSample, string] => [
      `figure "${figure.value} ${figure.label}" (figures.${key})`,
      figure,
      'figure (or remove the figure from the pages that show it)',
    ]),
    [
      `client countries ${company.clientCountries.countries.map((country) => country.name).join(', ')}`,
      company.clientCountries,
      'list of client countries',
    ],
  ];
  return facts
    .filter(([, fact]) => fact.sample)
    .map(([what, , field]) => ({
      what: `${source.name}: sample ${what}`,
      todo: `put the company's own ${field} ${source.edit} and delete its "sample": true`,
    }));
}

/** A launch item, as `item` words it, for each entry of `entries` still marked sample. */
function itemsForSamples<T extends MaybeSample>(
  entries: readonly T[],
  item: (entry: T) => LaunchItem,
): LaunchItem[] {
  return entries.filter((entry) => entry.sample).map((entry) => item(entry));
}

/** Every sample member of the team kept in `source`. */
function teamItems(team: Team, source: Source): LaunchItem[] {
  return itemsForSamples([...team.leadership, ...team.practice], (member) => ({
    what: `${source.name}: sample team member "${member.name ?? member.role}"`,
    todo: `confirm the role ${source.edit} (add the name and photo if the person agrees) and delete its "sample": true, or delete the member`,
  }));
}

/**
 * The company's facts and team as the site shows them: WordPress's options when the companion
 * plugin gives them, else `contentDir`'s files.
 */
async function companyAndTeamItems(
  contentDir: string,
  wordpress: PostFetcher | undefined,
): Promise<LaunchItem[]> {
  const [company, team] = await Promise.all([wordpress?.getCompany(), wordpress?.getTeam()]);
  return [
    ...(company
      ? companyItems(
          parseContent(wordpressSources.company.name, companySchema, company),
          wordpressSources.company,
        )
      : companyItems(await readContent(contentDir, 'company.json', companySchema), files.company)),
    ...(team
      ? teamItems(parseContent(wordpressSources.team.name, teamSchema, team), wordpressSources.team)
      : teamItems(await readContent(contentDir, 'team.json', teamSchema), files.team)),
  ];
}

/** Every post WordPress lists tagged Sample (the newest the site indexes), stories with their case studies. */
async function wordpressPostItems(wordpress: PostFetcher): Promise<LaunchItem[]> {
  const [posts, caseStudies] = await Promise.all([
    wordpress.getPostIndex(),
    wordpress.getCaseStudies(),
  ]);
  const withCaseStudy = new Set(caseStudies.map((story) => story.slug));
  return posts
    .filter((post) => isSamplePost(post.tags.nodes))
    .map((post) => ({
      what: `WordPress: sample ${withCaseStudy.has(post.slug) ? 'post and its case study' : 'post'} "${post.title}" (${post.slug})`,
      todo: "replace it with the company's own post, or untag Sample once the company confirms it, or delete it",
    }));
}

/** Every sample author of `contentDir`/authors.json (a byline and an author page each). */
async function authorItems(contentDir: string): Promise<LaunchItem[]> {
  const authors = await readContent(contentDir, 'authors.json', authorsSchema);
  return itemsForSamples(authors, (author) => ({
    what: `content/authors.json: sample author "${author.name}" (/blog/authors/${author.slug})`,
    todo: 'replace them with a real author of the company\'s posts (name, role, bio) and delete their "sample": true, or delete them with their posts',
  }));
}

/** What /the-birth-of-wasla cannot say yet: the founding year, and every sample founder and milestone. */
async function foundingItems(contentDir: string): Promise<LaunchItem[]> {
  const founding = await readContent(contentDir, 'founding.json', foundingSchema);
  const file = 'content/founding.json';
  return [
    ...(founding.year === null
      ? [
          {
            what: `${file}: the founding year is not given (/the-birth-of-wasla names none)`,
            todo: 'write the year Wasla was founded as "year", e.g. "year": 2018',
          },
        ]
      : []),
    ...itemsForSamples(founding.founders, (founder) => ({
      what: `${file}: sample founder "${founder.name ?? founder.role}" (${founder.focus})`,
      todo: 'confirm the founder (name, role, background; a photo if they agree) and delete their "sample": true, or delete them',
    })),
    ...itemsForSamples(founding.milestones, (milestone) => ({
      what: `${file}: sample milestone "${milestone.title}"`,
      todo: 'confirm what happened (and its "year") and delete its "sample": true, or delete it',
    })),
  ];
}

/** Every sample opening of `contentDir`/jobs.json (listed on /jobs-at-wasla, applied for by name). */
async function jobItems(contentDir: string): Promise<LaunchItem[]> {
  const openings = await readContent(contentDir, 'jobs.json', jobsSchema);
  return itemsForSamples(openings, (opening) => ({
    what: `content/jobs.json: sample opening "${opening.title}" (${opening.slug})`,
    todo: 'replace it with an opening the company is hiring for and delete its "sample": true, or delete it (the page then offers the general application only)',
  }));
}

/** Every post of `contentDir`/posts marked `sample: true` in its front matter. */
async function postItems(contentDir: string): Promise<LaunchItem[]> {
  const directory = path.join(contentDir, 'posts');
  const files = (await readdir(directory)).filter((file) => file.endsWith('.md')).sort();
  const items: LaunchItem[] = [];
  for (const file of files) {
    const { data } = matter(await readFile(path.join(directory, file), 'utf8'));
    if (data.sample === true)
      items.push({
        what: `content/posts/${file}: sample ${data.categories?.includes?.('story') ? `success story${data.caseStudy ? ' and its case study' : ''}` : 'post'} "${data.title}" by ${data.author}`,
        todo: "replace it with the company's own post by a real author, or delete the file",
      });
  }
  return items;
}

/**
 * What stands between this checkout and a public launch: sample content still in place and
 * production variables unset. Empty = ready. With NEXT_PUBLIC_WPGRAPHQL_URL in `env`, the facts,
 * team and posts are asked of WordPress as the site asks them (the files where it gives none).
 */
export async function launchCheck({
  contentDir,
  env,
}: {
  contentDir: string;
  env: Record<string, string | undefined>;
}): Promise<{ content: LaunchItem[]; configuration: LaunchItem[] }> {
  const url = env.NEXT_PUBLIC_WPGRAPHQL_URL?.trim();
  const wordpress = url
    ? createPostFetcher(
        createContentClient(httpTransport(url, { timeoutMs: readWordpressTimeoutMs(env) })),
      )
    : undefined;
  let content: LaunchItem[];
  try {
    content = [
      ...(await companyAndTeamItems(contentDir, wordpress)),
      // WordPress's authors are its users: content/authors.json is the built-in posts' only.
      ...(wordpress ? [] : await authorItems(contentDir)),
      ...(await foundingItems(contentDir)),
      ...(await jobItems(contentDir)),
      ...(wordpress ? await wordpressPostItems(wordpress) : await postItems(contentDir)),
    ];
  } catch (error) {
    content = [
      {
        what: (error as Error).message,
        todo: url
          ? 'correct the content named, or make WordPress answer at NEXT_PUBLIC_WPGRAPHQL_URL'
          : 'correct the content file named',
      },
    ];
  }
  return { content, configuration: configurationItems(env) };
}

/** The report `npm run launch:check` prints. */
export function launchReport(result: {
  content: LaunchItem[];
  configuration: LaunchItem[];
}): string {
  const total = result.content.length + result.configuration.length;
  if (total === 0) return 'Ready to launch: no sample content left, every production variable set.';
  const section = (title: string, items: LaunchItem[]) =>
    items.length
      ? [
          `${title} (${items.length}):`,
          ...items.map((item) => `  - ${item.what}\n    → ${item.todo}`),
          '',
        ]
      : [];
  return [
    `Not ready to launch: ${total} item${total === 1 ? '' : 's'} to resolve.`,
    '',
    ...section('Sample content still in place', result.content),
    ...section('Production variables', result.configuration),
  ]
    .join('\n')
    .trimEnd();
}
