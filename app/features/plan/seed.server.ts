import { eq } from 'drizzle-orm'
import type { AppContext } from '#app/lib/app-context'
import { createId } from '#app/lib/ids'
import { accounts, tasks } from '#app/lib/db/schema'
import { planLibrary } from '../../../content/plan'
import { familyToday } from './dates'
import { schedulePlan } from './schedule'

// Turns the plan library into an account's tasks when onboarding finishes
// (and, for accounts made before plans existed, on their first dashboard
// visit). Each library task keeps its template id, unique per account, so
// running this twice adds nothing and never touches what a family changed.

type Ctx = Pick<AppContext, 'db' | 'now'>

export async function seedPlanForAccount(ctx: Ctx, accountId: string): Promise<number> {
	const [account] = await ctx.db
		.select({ graduationYear: accounts.graduationYear, testPlans: accounts.testPlans, concerns: accounts.concerns, timeZone: accounts.timeZone })
		.from(accounts)
		.where(eq(accounts.id, accountId))
		.limit(1)
	if (!account?.graduationYear) return 0
	const today = familyToday(account.timeZone, ctx.now())
	const scheduled = schedulePlan(planLibrary.tasks, {
		graduationYear: account.graduationYear,
		today,
		answers: { tests: (account.testPlans ?? []).map((plan) => plan.test), concerns: account.concerns ?? [] },
	})

	if (scheduled.length === 0) {
		await ctx.db.update(accounts).set({ planVersion: planLibrary.version }).where(eq(accounts.id, accountId))
		return 0
	}
	// Two round trips whatever the plan's size: the tasks (ids made here, so the
	// steps can point at them), then the steps of the tasks that were new.
	const rows = scheduled.map(({ template, start, due }) => ({
		id: createId(),
		accountId,
		templateId: template.id,
		title: template.title,
		why: template.why,
		how: template.how,
		category: template.category,
		owner: template.owner,
		priority: template.priority,
		minutes: template.minutes,
		startDate: start,
		dueDate: due,
		dependsOn: template.dependsOn ?? null,
		link: template.link ?? null,
	}))
	const inserted = await ctx.db.insert(tasks).values(rows).onConflictDoNothing().returning({ id: tasks.id })
	const fresh = new Set(inserted.map((row) => row.id))
	const steps = scheduled.flatMap(({ template, start, due }, index) =>
		fresh.has(rows[index]!.id)
			? (template.steps ?? []).map((step, position) => ({
					accountId,
					parentId: rows[index]!.id,
					templateId: `${template.id}#${position + 1}`,
					title: step.title,
					category: template.category,
					owner: template.owner,
					priority: template.priority,
					minutes: step.minutes,
					startDate: start,
					dueDate: due,
					position,
				}))
			: [],
	)
	if (steps.length) await ctx.db.insert(tasks).values(steps).onConflictDoNothing()
	await ctx.db.update(accounts).set({ planVersion: planLibrary.version }).where(eq(accounts.id, accountId))
	return fresh.size
}
