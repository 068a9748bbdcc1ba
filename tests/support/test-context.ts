import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Client } from '@libsql/client'
import { seedPlans, startTrial } from '#app/features/billing/billing.server'
import { createBillingProvider } from '#app/features/billing/provider.server'
import type { AppContext } from '#app/lib/app-context'
import { users, accounts, memberships } from '#app/lib/db/schema'
import { parseEnv } from '#app/lib/env'
import { createUserSession } from '#app/lib/session.server'
import { createDatabase, migrateDatabase, openDatabase } from '../../server/database'
import { createDiskFileStore, createLruCache, createOutboxMailer } from '../../server/services'

export interface TestContext extends AppContext {
	client: Client
	dir: string
	outboxDir: string
	cleanup: () => Promise<void>
}

/** A real AppContext over a fresh, migrated libSQL file in a temp folder: no mocks. */
export async function createTestContext(envOverrides: Record<string, string> = {}): Promise<TestContext> {
	const dir = mkdtempSync(path.join(tmpdir(), 'northstar-test-'))
	const env = parseEnv({
		NODE_ENV: 'test',
		BASE_URL: 'http://localhost:3000',
		DATABASE_URL: `file:${path.join(dir, 'test.db')}`,
		SESSION_SECRET: 'test-secret-0123456789abcdef0123456789',
		...envOverrides,
	})
	const client = await openDatabase(env.DATABASE_URL)
	const db = createDatabase(client)
	await migrateDatabase(db)
	await seedPlans(db)
	const outboxDir = path.join(dir, 'outbox')
	return {
		env,
		db,
		client,
		dir,
		outboxDir,
		cache: createLruCache(),
		files: createDiskFileStore(path.join(dir, 'uploads')),
		mail: createOutboxMailer({ dir: outboxDir, from: env.MAIL_FROM }),
		push: null,
		billing: createBillingProvider(env),
		waitUntil: () => {},
		reportError: () => {},
		now: () => new Date(),
		clientAddress: '127.0.0.1',
		pageCache: null,
		documentRequest: false,
		async cleanup() {
			client.close()
			rmSync(dir, { recursive: true, force: true })
		},
	}
}

let counter = 0

/**
 * Inserts a user (optionally with a student account and role) and signs them in.
 * With `plan`, the account is on that plan's free trial: writes that use a plan feature need one (decision 022).
 */
export async function createSignedInUser(
	ctx: AppContext,
	{ isAdmin = false, role, plan }: { isAdmin?: boolean; role?: 'owner' | 'parent' | 'student' | 'counselor'; plan?: string } = {},
) {
	counter += 1
	const [user] = await ctx.db
		.insert(users)
		.values({ email: `user${counter}-${Date.now()}@example.com`, name: `User ${counter}`, isAdmin })
		.returning()
	let accountId: string | null = null
	if (role) {
		const [account] = await ctx.db.insert(accounts).values({ studentName: 'Sam Student' }).returning()
		accountId = account!.id
		await ctx.db.insert(memberships).values({ accountId, userId: user!.id, role })
		if (plan) await startTrial(ctx, accountId, plan, user!.id)
	}
	const { setCookie } = await createUserSession(ctx, user!.id, { currentAccountId: accountId })
	const cookie = setCookie.split(';')[0]!
	return { user: user!, accountId, cookie }
}

export interface OutboxMail {
	to: string
	subject: string
	text: string
	tag?: string
}

/** Every mail the outbox mailer wrote, oldest first (none yet is an empty list). */
export function readOutbox(outboxDir: string): OutboxMail[] {
	let files: string[] = []
	try {
		files = readdirSync(outboxDir).filter((file) => file.endsWith('.json'))
	} catch {
		return []
	}
	return files.sort().map((file) => JSON.parse(readFileSync(path.join(outboxDir, file), 'utf8')) as OutboxMail)
}
