import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** Visitor accounts. Emails are stored lower-cased, so the unique index is case-insensitive. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company'),
    phone: text('phone'),
    /** Part of every token; raising it revokes every token issued before. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** When the owner opened a link mailed to the address; null until then. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
  ],
);

/**
 * The links mailed to an account's address (email verification, password reset): each kept
 * only as the SHA-256 of its token, used once, until it expires.
 */
export const accountLinks = pgTable(
  'account_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verification', 'password_reset'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('account_links_user_id').on(table.userId)],
);

/**
 * Counters of the PostgreSQL-backed rate limiter (rate-limiter-flexible's RateLimiterPostgres,
 * whose layout this is: key, points, expiry in epoch milliseconds).
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

/** Raw bytes (PostgreSQL bytea): CVs are kept in the database, never on a public path. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Everything a visitor sends through the site: contact enquiries, proposal requests and job
 * applications (kind). A signed-in sender's enquiries go when the account goes (cascade).
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['enquiry', 'application'] }).notNull(),
    /** A topic of src/site/enquiry-topics.ts (applications: careers). */
    topic: text('topic').notNull(),
    /** Applications: the opening's slug, or null for a general application. */
    job: text('job'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    country: text('country'),
    phone: text('phone'),
    /** Applications: a LinkedIn or portfolio address. */
    link: text('link'),
    message: text('message').notNull(),
    /** The language of the page the form was sent from: staff reply in it. */
    locale: text('locale', { enum: ['en', 'ar'] })
      .notNull()
      .default('en'),
    status: text('status', { enum: ['new', 'handled'] })
      .notNull()
      .default('new'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** Staff notification: sent when notifiedAt is set; else retried at nextMailAt. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    mailAttempts: integer('mail_attempts').notNull().default(0),
    nextMailAt: timestamp('next_mail_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('enquiries_created_at').on(table.createdAt),
    index('enquiries_user_id').on(table.userId),
  ],
);

/** An application's CV, apart from the enquiry so lists never read the bytes. */
export const enquiryFiles = pgTable('enquiry_files', {
  enquiryId: uuid('enquiry_id')
    .primaryKey()
    .references(() => enquiries.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
});

export type UserRow = typeof users.$inferSelect;
export type AccountLinkRow = typeof accountLinks.$inferSelect;
export type EnquiryRow = typeof enquiries.$inferSelect;
