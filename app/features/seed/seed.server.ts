import { eq } from 'drizzle-orm'
import { seedPlans } from '#app/features/billing/billing.server'
import { seedColleges } from '#app/features/colleges/catalog.server'
import { seedPlanForAccount } from '#app/features/plan/seed.server'
import type { Database } from '#app/lib/db/client'
import { accounts, memberships, plans, subscriptions, users } from '#app/lib/db/schema'

// Demo data for the embedded default: one parent with one student account, so
// a fresh `npm start` has someone to sign in as. Seeding twice changes nothing.
// Later issues add their own demo rows (plans, tasks, colleges) here.

export const DEMO_USER = {
	id: 'demo-parent',
	email: 'parent@northstar.demo',
	name: 'Jordan Rivera',
} as const

export const DEMO_ACCOUNT = {
	id: 'demo-student',
	studentName: 'Maya Rivera',
} as const

export async function seedDatabase(
	db: Database,
	{ now = new Date(), collegesCsv, demoFamily }: { now?: Date; collegesCsv?: string; demoFamily: boolean },
) {
	await seedPlans(db)
	// The host reads scripts/data/colleges.csv and hands it over (app code reads no files).
	if (collegesCsv) await seedColleges(db, collegesCsv)
	// A deployment never gets the demo family: its address and its sign-in would be anyone's.
	if (!demoFamily) return { created: false, email: null }
	const [existing] = await db
		.select({ id: users.id })
		.from(users)
		.where(eq(users.email, DEMO_USER.email))
		.limit(1)
	if (existing) return { created: false, email: DEMO_USER.email }

	// The class graduating in the spring after next: a junior this school year.
	const graduationYear = now.getUTCFullYear() + (now.getUTCMonth() >= 6 ? 2 : 1)
	await db.batch([
		db.insert(users).values({
			...DEMO_USER,
			kind: 'parent',
			emailVerifiedAt: now.getTime(),
			signupSource: 'seed',
		}),
		db.insert(accounts).values({
			...DEMO_ACCOUNT,
			graduationYear,
			highSchool: 'Lincoln High School',
			state: 'OR',
			zip: '97201',
			intendedStartTerm: `Fall ${graduationYear}`,
			timeZone: 'America/Los_Angeles',
			testPlans: [
				{ test: 'PSAT', date: `${graduationYear - 2}-10-15` },
				{ test: 'SAT', date: `${graduationYear - 1}-03-13` },
			],
			concerns: ['deadlines'],
			createdByUserId: DEMO_USER.id,
		}),
		db.insert(memberships).values({
			accountId: DEMO_ACCOUNT.id,
			userId: DEMO_USER.id,
			role: 'owner',
		}),
	])
	// The demo family pays for Founder monthly through the local (test) provider.
	const [founder] = await db.select({ id: plans.id }).from(plans).where(eq(plans.slug, 'founder-monthly')).limit(1)
	const monthOn = new Date(now)
	monthOn.setUTCMonth(monthOn.getUTCMonth() + 1)
	await db.batch([
		db.update(accounts).set({ planId: founder!.id, onboardingCompletedAt: now.getTime() }).where(eq(accounts.id, DEMO_ACCOUNT.id)),
		db.insert(subscriptions).values({
			accountId: DEMO_ACCOUNT.id,
			planId: founder!.id,
			status: 'active',
			provider: 'local',
			currentPeriodEnd: monthOn.getTime(),
			createdAt: now.getTime(),
		}),
	])
	// Their junior-year plan, as onboarding would have made it.
	await seedPlanForAccount({ db, now: () => now }, DEMO_ACCOUNT.id)
	return { created: true, email: DEMO_USER.email }
}
