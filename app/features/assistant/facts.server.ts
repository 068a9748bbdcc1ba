import { and, asc, eq, isNull, lte, ne } from 'drizzle-orm'
import type { AccountAccess } from '#app/features/accounts/access.server'
import type { AccountSection } from '#app/features/accounts/permissions'
import { bindingConflict } from '#app/features/applications/applications'
import { loadApplications } from '#app/features/applications/applications.server'
import { summarizeOffer } from '#app/features/aid/offers'
import { listOffers } from '#app/features/aid/offers.server'
import { balanceAdvice, fitReason } from '#app/features/colleges/college-list'
import { listCollegeEntries, studentScores } from '#app/features/colleges/college-list.server'
import { addDays, familyToday } from '#app/features/plan/dates'
import { listScholarships } from '#app/features/scholarships/scholarships.server'
import { superscore, testLabel, upcomingTests } from '#app/features/test-scores/tests'
import { listTestRecords } from '#app/features/test-scores/tests.server'
import type { AppContext } from '#app/lib/app-context'
import { accounts, tasks } from '#app/lib/db/schema'

// What the assistant may know about a student, read for one member: each
// part only when that member may open its section, so a counselor who was
// not shared the college list gets no college list from the assistant
// either — whatever the question says. The built-in assistant answers from
// these facts; an LLM provider reads the same parts through its tools.

export interface AssistantFacts {
	accountId: string
	studentName: string
	today: string
	sections: AccountSection[]
	tasks?: Array<{ title: string; dueDate: string; category: string }>
	colleges?: Array<{ name: string; fit: 'reach' | 'target' | 'safety'; status: string; planType: string | null }>
	balance?: string[]
	applications?: Array<{ name: string; deadline: string | null; planType: string | null; status: string; missing: string[] }>
	bindingWarning?: string | null
	tests?: { upcoming: Array<{ label: string; date: string; registrationDeadline: string | null; status: string }>; satSuperscore: number | null; actSuperscore: number | null }
	offers?: Array<{ college: string; netPriceCents: number; loansCents: number; flags: string[] }>
	scholarships?: Array<{ name: string; deadline: string | null; status: string; amountCents: number | null }>
}

/** Which facts a member's sections allow: the single place the assistant's visibility is decided. */
export function allowedParts(sections: AccountSection[]) {
	return {
		tasks: sections.includes('tasks'),
		colleges: sections.includes('colleges'),
		applications: sections.includes('applications'),
		tests: sections.includes('tests'),
		offers: sections.includes('financial-aid'),
		scholarships: sections.includes('scholarships'),
	}
}

export async function loadAssistantFacts(ctx: Pick<AppContext, 'db' | 'now'>, access: AccountAccess): Promise<AssistantFacts> {
	const { accountId } = access
	const [account] = await ctx.db.select({ studentName: accounts.studentName, timeZone: accounts.timeZone }).from(accounts).where(eq(accounts.id, accountId)).limit(1)
	const today = familyToday(account?.timeZone ?? 'America/New_York', ctx.now())
	const allowed = allowedParts(access.sections)
	const facts: AssistantFacts = { accountId, studentName: account?.studentName ?? 'the student', today, sections: access.sections }
	await Promise.all([
		allowed.tasks &&
			ctx.db
				.select({ title: tasks.title, dueDate: tasks.dueDate, category: tasks.category })
				.from(tasks)
				.where(and(eq(tasks.accountId, accountId), eq(tasks.status, 'open'), isNull(tasks.parentId), lte(tasks.dueDate, addDays(today, 30)), ne(tasks.dueDate, '')))
				.orderBy(asc(tasks.dueDate))
				.limit(12)
				.then((rows) => {
					facts.tasks = rows.filter((row): row is typeof row & { dueDate: string } => row.dueDate !== null)
				}),
		allowed.colleges &&
			Promise.all([listCollegeEntries(ctx, accountId), studentScores(ctx, accountId)]).then(([rows, scores]) => {
				facts.colleges = rows.map(({ entry, college }) => ({ name: college.name, fit: entry.fitOverride ?? fitReason(scores, college).fit, status: entry.status, planType: entry.planType }))
				facts.balance = balanceAdvice(facts.colleges.map((college) => college.fit))
			}),
		allowed.applications &&
			loadApplications(ctx, accountId, access.role).then(({ applications }) => {
				facts.applications = applications.map(({ name, deadline, planType, status, missing }) => ({ name, deadline, planType, status, missing }))
				facts.bindingWarning = bindingConflict(applications)
			}),
		allowed.tests &&
			listTestRecords(ctx, accountId).then((records) => {
				facts.tests = {
					upcoming: upcomingTests(records, today).map((record) => ({ label: testLabel(record), date: record.date, registrationDeadline: record.registrationDeadline, status: record.status })),
					satSuperscore: superscore('SAT', records)?.total ?? null,
					actSuperscore: superscore('ACT', records)?.total ?? null,
				}
			}),
		allowed.offers &&
			listOffers(ctx, accountId).then((offers) => {
				facts.offers = offers.map((offer) => {
					const summary = summarizeOffer(offer)
					return { college: offer.collegeName, netPriceCents: summary.netPriceCents, loansCents: summary.loansCents, flags: summary.flags.map((flag) => flag.message) }
				})
			}),
		allowed.scholarships &&
			listScholarships(ctx, accountId).then((rows) => {
				facts.scholarships = rows.map(({ name, deadline, status, amountCents }) => ({ name, deadline, status, amountCents }))
			}),
	])
	return facts
}
