import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the schema: `npx drizzle-kit generate`. The server applies
// them itself at start (src/server/db/migrate.ts); never run `drizzle-kit migrate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
