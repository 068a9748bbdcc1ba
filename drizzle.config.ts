import { defineConfig } from 'drizzle-kit'

export default defineConfig({
	dialect: 'turso',
	schema: './app/lib/db/schema.ts',
	out: './migrations',
	dbCredentials: { url: process.env.DATABASE_URL ?? 'file:./data/northstar.db' },
})
