import * as z from 'zod/mini';

// The company's facts and team are content (content/*.json), checked when a module
// first reads them. zod/mini keeps the check small in the browser bundles that show a figure;
// it carries no built-in wording, so every rule states its own message.

const text = (what: string) =>
  z.string(`must be ${what}`).check(z.trim(), z.minLength(1, `must be ${what}, not empty`));

/** A slug, the last word of a page's address (a post's, an author's, an opening's). */
export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const slugRule = 'must be lowercase words joined by hyphens';

const slug = (example: string) =>
  z.string().check(z.regex(slugPattern, `${slugRule}, e.g. "${example}"`));

/** A list whose entries are found by slug names each slug once. */
const eachSlugOnce = (message: string) =>
  z.refine<{ slug: string }[]>(
    (entries) => new Set(entries.map((entry) => entry.slug)).size === entries.length,
    message,
  );

/** Set on a fact the company has not confirmed: the site marks it as sample and launch:check lists it. */
const sample = z.optional(z.boolean('must be true or false (true: not confirmed by the company)'));

const figure = z.object(
  { value: text('the figure, e.g. "SAR 100M+"'), label: text('what it counts'), sample },
  'must be { "value", "label" }',
);

const time = z
  .string('must be a time, e.g. "09:00"')
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time from 00:00 to 23:59, e.g. "09:00"'));

const weekdays = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const phone = z.object(
  {
    display: text('the number as people read it, e.g. "+966 11 520 4400"'),
    tel: z
      .string('must be the number to dial')
      .check(
        z.regex(
          /^\+\d{6,15}$/,
          'must be + and the digits to dial, no spaces, e.g. "+966115204400"',
        ),
      ),
  },
  'must be { "display", "tel" }',
);

export const companySchema = z.object({
  phone: z.object({ ...phone.shape, sample }, 'must be { "display", "tel" }'),
  email: z.object(
    { address: z.email('must be an email address'), sample },
    'must be { "address" }',
  ),
  address: z.object(
    {
      street: text('the street address'),
      locality: text('the city'),
      postalCode: text('the postcode'),
      country: z
        .string()
        .check(z.regex(/^[A-Z]{2}$/, 'must be the two-letter country code, e.g. "SA"')),
      countryName: text('the country'),
      sample,
    },
    'must be { "street", "locality", "postalCode", "country", "countryName" }',
  ),
  hours: z.object(
    {
      days: z
        .array(z.enum(weekdays, `must be days of the week: ${weekdays.join(', ')}`))
        .check(z.minLength(1, 'must name at least one day')),
      label: text('the days as people read them, e.g. "Sunday to Thursday"'),
      opens: time,
      closes: time,
      sample,
    },
    'must be { "days", "label", "opens", "closes" }',
  ),
  /** Who journalists write to (/media): an email, and a name and phone when the company gives them. */
  press: z.object(
    {
      name: z.optional(text('the press officer’s name')),
      email: z.email('must be an email address'),
      phone: z.optional(phone),
      sample,
    },
    'must be { "email" }, with "name" and "phone" if wanted',
  ),
  social: z._default(
    z.array(
      z.object({
        label: text('the network, e.g. "LinkedIn"'),
        href: z.url({ protocol: /^https$/, error: 'must be an https:// address' }),
        sample,
      }),
    ),
    [],
  ),
  figures: z.object(
    { tenders: figure, experience: figure, countries: figure },
    'must be { "tenders", "experience", "countries" }, each { "value", "label" }',
  ),
  clientCountries: z.object(
    {
      countries: z.array(
        z.object({ code: text('a short code, e.g. "UK"'), name: text('the country') }),
      ),
      sample,
    },
    'must be { "countries": [{ "code", "name" }] }',
  ),
});

const memberWords = {
  role: text('the role, e.g. "Managing Partner"'),
  focus: text('what the role covers'),
  bio: text('one or two sentences about the person'),
  name: z.optional(text('the person’s name')),
};

/** A person's photo, a file under public/ (the site serves no other host's images). */
const photo = z.optional(
  z.object(
    {
      src: z
        .string()
        .check(z.regex(/^\/[^/]/, 'must be a path under public/, e.g. /images/team/x.webp')),
      width: z.number().check(z.int(), z.positive()),
      height: z.number().check(z.int(), z.positive()),
      alt: text('who the photo shows'),
    },
    'must be { "src", "width", "height", "alt" }',
  ),
);

const teamMember = z.object(
  {
    ...memberWords,
    photo,
    /** The Arabic words for the card (/ar/our-team); the English ones stand in without them. */
    ar: z.optional(z.object(memberWords, 'must be { "role", "focus", "bio" } in Arabic')),
    sample,
  },
  'must be { "role", "focus", "bio" }',
);

export const teamSchema = z.object(
  { leadership: z.array(teamMember), practice: z.array(teamMember) },
  'must be { "leadership": [...], "practice": [...] }',
);

const milestoneWords = {
  label: text('when, in words, e.g. "The early days" (shown when there is no year)'),
  title: text('the title'),
  body: text('what happened'),
};

/**
 * How Wasla began (content/founding.json), on /the-birth-of-wasla: the founding year (null until
 * the company gives it: the page then names none), the founders and the milestones since.
 */
export const foundingSchema = z.object(
  {
    year: z.nullable(
      z
        .number('must be the year Wasla was founded, e.g. 2018, or null while unknown')
        .check(z.int(), z.gte(1900), z.lte(2100)),
    ),
    founders: z.array(teamMember),
    milestones: z.array(
      z.object(
        {
          ...milestoneWords,
          /** The year it happened; the label stands in without it. */
          year: z.optional(z.number('must be a year, e.g. 2019').check(z.int(), z.gte(1900))),
          ar: z.optional(
            z.object(milestoneWords, 'must be { "label", "title", "body" } in Arabic'),
          ),
          sample,
        },
        'must be { "label", "title", "body" }',
      ),
    ),
  },
  'must be { "year", "founders": [...], "milestones": [...] }',
);

const authorWords = {
  name: text('the name as the byline shows it'),
  role: text('the role, e.g. "Bid and proposal manager"'),
  bio: text('one or two sentences about the author'),
};

/**
 * The authors of the built-in posts (content/authors.json): a post's front matter `author` names
 * one by its name or slug, and each has a page at /blog/authors/<slug>.
 */
export const authorsSchema = z
  .array(
    z.object(
      {
        slug: slug('sara-al-harbi'),
        ...authorWords,
        photo,
        /** The Arabic words for /ar/blog/authors/<slug>; the English ones stand in without them. */
        ar: z.optional(
          z.object(
            { ...authorWords, name: z.optional(authorWords.name) },
            'must be { "role", "bio" } in Arabic (and "name" if written differently)',
          ),
        ),
        sample,
      },
      'must be { "slug", "name", "role", "bio" }',
    ),
  )
  .check(eachSlugOnce('must give each author a slug of their own'));

const openingWords = {
  title: text('the role, e.g. "Senior Bid Manager"'),
  location: text('where the work is, e.g. "Riyadh, Saudi Arabia"'),
  summary: text('one or two sentences about the role'),
  responsibilities: z.array(text('a responsibility')),
};

/**
 * The current openings on /jobs-at-wasla (content/jobs.json), each with its JobPosting data;
 * an application names an opening by its slug. An empty list shows only the general application.
 */
export const jobsSchema = z
  .array(
    z.object(
      {
        slug: slug('senior-bid-manager'),
        ...openingWords,
        employmentType: z.enum(
          ['FULL_TIME', 'PART_TIME', 'CONTRACTOR'],
          'must be "FULL_TIME", "PART_TIME" or "CONTRACTOR"',
        ),
        datePosted: z
          .string()
          .check(
            z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be the date it was posted, e.g. "2026-10-05"'),
          ),
        /** The Arabic words for /ar/jobs-at-wasla; the English ones stand in without them. */
        ar: z.optional(
          z.object(
            openingWords,
            'must be { "title", "location", "summary", "responsibilities" } in Arabic',
          ),
        ),
        sample,
      },
      'must be { "slug", "title", "location", "employmentType", "datePosted", "summary", "responsibilities" }',
    ),
  )
  .check(eachSlugOnce('must give each opening a slug of its own'));

export type Company = z.output<typeof companySchema>;

/** The press contact as one line's parts: the name if given, the email, the phone if given. */
export const pressContactParts = (press: Company['press']): string[] =>
  [press.name, press.email, press.phone?.display].filter((part): part is string => Boolean(part));
export type Team = z.output<typeof teamSchema>;
export type Founding = z.output<typeof foundingSchema>;
export type AuthorEntry = z.output<typeof authorsSchema>[number];
export type JobEntry = z.output<typeof jobsSchema>[number];

/**
 * `raw` checked against `schema`; otherwise an error naming the file and each bad field, e.g.
 * `content/company.json: phone.tel must be + and the digits to dial…`.
 */
export function parseContent<T>(file: string, schema: z.ZodMiniType<T>, raw: unknown): T {
  const result = z.safeParse(schema, raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `${issue.path.length ? fieldName(issue.path) : '(the file)'} ${issue.message}`,
  );
  throw new Error(`${file}: ${problems.join('; ')}`);
}

/** `['social', 0, 'href']` as `social[0].href`. */
function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index ? '.' : ''}${String(key)}`,
    )
    .join('');
}
