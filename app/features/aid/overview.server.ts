import { and, eq } from 'drizzle-orm'
import { listCollegeEntries } from '#app/features/colleges/college-list.server'
import { type IncomeBracket, netPriceFor } from '#app/features/colleges/match'
import { familyToday } from '#app/features/plan/dates'
import { syncLinkedTask } from '#app/features/plan/linked-tasks.server'
import { refreshPlan } from '#app/features/plan-engine/engine.server'
import type { AppContext } from '#app/lib/app-context'
import { accounts, applications, checklists } from '#app/lib/db/schema'
import { type IntentResult, intentError, intentOk } from '#app/lib/intent-result'
import { pageOf } from '#app/lib/paging'
import type { ChecklistTick, PriorityDate } from './aid-forms'
import { type AidChecklist, aidChecklists } from './checklists'
import { aidCycle } from './cycle'

// The financial aid overview: the family's aid cycle, the FAFSA and CSS
// Profile checklists (ticks kept in `checklists`), each listed college's aid
// priority date and CSS Profile requirement (on its `applications` row, whose
// other columns the applications page owns) and net price by income bracket.

type Ctx = Pick<AppContext, 'db' | 'now'>

/** The listed colleges' priority dates and net prices, eight a page: a full list (40) made a 150 KB page (issue 27; page-size.test.ts). */
export const AID_COLLEGES_PER_PAGE = 8

/** The student's name, class year and today in the family's time zone. */
export async function getAidAccount(ctx: Ctx, accountId: string) {
	const [account] = await ctx.db
		.select({ studentName: accounts.studentName, graduationYear: accounts.graduationYear, timeZone: accounts.timeZone })
		.from(accounts)
		.where(eq(accounts.id, accountId))
		.limit(1)
	if (!account) throw new Error(`No account ${accountId}`)
	return { studentName: account.studentName, graduationYear: account.graduationYear, today: familyToday(account.timeZone, ctx.now()) }
}

/** A college's own net price calculator, as a safe absolute link (the catalog often omits the scheme). */
export function calculatorHref(url: string | null): string | null {
	if (!url?.trim()) return null
	const candidate = /^https?:\/\//i.test(url.trim()) ? url.trim() : `https://${url.trim()}`
	try {
		const parsed = new URL(candidate)
		return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null
	} catch {
		return null
	}
}

export async function loadAidOverview(ctx: Ctx, accountId: string, income: IncomeBracket, { page = 1 }: { page?: number } = {}) {
	const [account, rows, applicationRows, ticks] = await Promise.all([
		getAidAccount(ctx, accountId),
		listCollegeEntries(ctx, accountId),
		ctx.db
			.select({ listEntryId: applications.listEntryId, deadline: applications.deadline, aidPriorityDeadline: applications.aidPriorityDeadline, cssProfileRequired: applications.cssProfileRequired })
			.from(applications)
			.where(eq(applications.accountId, accountId)),
		ctx.db.select({ list: checklists.list, done: checklists.done }).from(checklists).where(eq(checklists.accountId, accountId)),
	])
	const byEntry = new Map(applicationRows.map((row) => [row.listEntryId, row]))
	const doneFor = (list: AidChecklist) => ticks.find((row) => row.list === list)?.done ?? []
	const shown = pageOf(rows, page, AID_COLLEGES_PER_PAGE)
	return {
		collegePage: { page: shown.page, pages: shown.pages, total: shown.total },
		today: account.today,
		cycle: aidCycle(account.today, account.graduationYear),
		checklists: { fafsa: doneFor('fafsa'), 'css-profile': doneFor('css-profile') },
		colleges: shown.items.map(({ entry, college }) => {
			const application = byEntry.get(entry.id)
			return {
				listEntryId: entry.id,
				collegeId: college.id,
				name: college.name,
				planType: entry.planType,
				applicationDeadline: application?.deadline ?? null,
				aidPriorityDeadline: application?.aidPriorityDeadline ?? null,
				cssProfileRequired: application?.cssProfileRequired ?? false,
				netPrice: netPriceFor(college, income),
				avgNetPrice: college.avgNetPrice,
				costOfAttendance: college.costOfAttendance,
				calculatorUrl: calculatorHref(college.netPriceCalculatorUrl),
			}
		}),
	}
}

export async function tickChecklistItem(ctx: Ctx, accountId: string, input: ChecklistTick): Promise<IntentResult> {
	const item = aidChecklists[input.list].find((entry) => entry.key === input.key)
	if (!item) return intentError(400, 'That checklist item does not exist.')
	const [row] = await ctx.db.select({ done: checklists.done }).from(checklists).where(and(eq(checklists.accountId, accountId), eq(checklists.list, input.list))).limit(1)
	const current = row?.done ?? []
	const done = input.done ? [...new Set([...current, input.key])] : current.filter((key) => key !== input.key)
	await ctx.db
		.insert(checklists)
		.values({ accountId, list: input.list, done, updatedAt: ctx.now().getTime() })
		.onConflictDoUpdate({ target: [checklists.accountId, checklists.list], set: { done, updatedAt: ctx.now().getTime() } })
	return intentOk(input.done ? 'Ticked off.' : 'Marked not done.')
}

export const aidPriorityTaskKey = (listEntryId: string) => `aid-priority:${listEntryId}`

/**
 * Saves a college's aid priority date and CSS Profile requirement. The date
 * becomes a plan task for the parent (the forms are mostly theirs); clearing
 * it takes the task out of the plan.
 */
export async function savePriorityDate(ctx: Ctx, accountId: string, input: PriorityDate): Promise<IntentResult> {
	const entry = (await listCollegeEntries(ctx, accountId)).find((row) => row.entry.id === input.listEntryId)
	if (!entry) return intentError(404, 'That college is no longer on the list.')
	const columns = { aidPriorityDeadline: input.aidPriorityDeadline, cssProfileRequired: input.cssProfileRequired }
	await ctx.db
		.insert(applications)
		.values({ accountId, listEntryId: input.listEntryId, ...columns })
		.onConflictDoUpdate({ target: applications.listEntryId, set: columns })
	const forms = input.cssProfileRequired ? 'FAFSA and CSS Profile' : 'FAFSA'
	await syncLinkedTask(ctx, accountId, {
		key: aidPriorityTaskKey(input.listEntryId),
		title: `Aid priority date for ${entry.college.name}: ${forms}`,
		dueDate: input.aidPriorityDeadline,
		category: 'financial-aid',
		owner: 'parent',
		link: `/a/${accountId}/financial-aid`,
		notes: 'Submit the forms by this date to be considered for the most grant aid, whether or not the student has been admitted yet.',
	})
	await refreshPlan(ctx, accountId)
	return intentOk(input.aidPriorityDeadline ? `Saved. The ${entry.college.name} date is in the plan.` : 'Saved.')
}
