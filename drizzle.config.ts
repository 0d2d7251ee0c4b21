import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the schema: `npx drizzle-kit generate`. The server applies
// them itself when it opens the database (src/server/db/client.ts); never run `drizzle-kit migrate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
