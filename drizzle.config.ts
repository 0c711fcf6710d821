import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the TypeScript schema and committed; the same SQL runs on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/platform/db/schema/index.ts',
  out: './src/server/platform/db/migrations',
});
