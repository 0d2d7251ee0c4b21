// `npm run staff:verify -- <email>`: marks an account's email address as verified, for an
// operator who cannot receive the link by mail (no SMTP_URL yet). Staff access needs a verified
// address. It opens the database the server uses (DATABASE_URL, else PGlite in DATA_DIR; with
// PGlite the server must be stopped first: one process at a time).
import { findUserByEmail, markEmailVerified } from '@/server/accounts/users';
import { database } from '@/server/db/client';
import { hostConfig } from '#host/shared';

async function main() {
  const email = process.argv[2]?.trim().toLowerCase();
  if (!email) throw new Error('Usage: npm run staff:verify -- <email>');
  const { db, close } = await database();
  try {
    const user = await findUserByEmail(db, email);
    if (!user) throw new Error(`No account uses ${email}: register it on the site first.`);
    await markEmailVerified(db, user.id, new Date());
    const staff = hostConfig().STAFF_EMAILS.includes(email);
    console.log(
      `${email} is verified.${staff ? ' It is in STAFF_EMAILS: it opens the staff inbox.' : ' It is not in STAFF_EMAILS.'}`,
    );
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  // An unreachable database says why in its cause (e.g. the server holds the PGlite directory).
  console.error(((error as Error).cause as Error | undefined)?.message ?? (error as Error).message);
  process.exit(1);
});
