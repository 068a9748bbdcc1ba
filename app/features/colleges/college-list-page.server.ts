import { inArray } from 'drizzle-orm'
import type { AccountAccess } from '#app/features/accounts/access.server'
import { deadlineLabel } from '#app/features/applications/applications'
import { familyTodayFor } from '#app/features/plan/plan.server'
import type { AppContext } from '#app/lib/app-context'
import { colleges } from '#app/lib/db/schema'
import { balanceAdvice, fitReason } from './college-list'
import { getCollegeIndex, getIncomeBracket, listCollegeEntriesWithDeadlines, studentScores } from './college-list.server'
import { MAX_COMPARED, parseIncome } from './costs'
import { actRange, satRange } from './fit'
import { parseListSort, rowScores, shownNetPrice, sortEntries } from './list-view'
import { netPriceFor } from './match'
import { searchCollegeIndex } from './search'

// What the college list page shows (app/routes/a/colleges.tsx): one row per
// college with its fit, admission rate, the student's scores against its
// middle 50%, the net price, plan type and deadline, status; the search
// results, the balance advice and the side-by-side comparison.

type Ctx = Pick<AppContext, 'db' | 'now'>

export async function loadCollegeListPage(ctx: Ctx, access: Pick<AccountAccess, 'accountId' | 'sections' | 'readOnly'>, url: URL) {
	const { accountId } = access
	const query = url.searchParams.get('q')?.trim().slice(0, 80) ?? ''
	const sort = parseListSort(url.searchParams.get('sort'))
	// The GPA is the profile's and the income bracket the financial aid section's: each shows only to those it is shared with.
	const gpaShared = access.sections.includes('profile')
	const incomeShared = access.sections.includes('financial-aid')
	const [rows, scores, incomeBracket, today] = await Promise.all([
		listCollegeEntriesWithDeadlines(ctx, accountId),
		studentScores(ctx, accountId),
		incomeShared ? getIncomeBracket(ctx, accountId) : null,
		familyTodayFor(ctx, accountId),
	])
	const entries = rows.map(({ entry, college, deadline }) => {
		const rule = fitReason(scores, college, { gpaShown: gpaShared })
		const netPrice = shownNetPrice(college, incomeBracket)
		return {
			id: entry.id,
			collegeId: college.id,
			name: college.name,
			place: [college.city, college.state].filter(Boolean).join(', '),
			admissionRate: college.admissionRate,
			fit: entry.fitOverride ?? rule.fit,
			ruleFit: rule.fit,
			reason: rule.reason,
			overridden: entry.fitOverride !== null && entry.fitOverride !== rule.fit,
			fitOverride: entry.fitOverride,
			status: entry.status,
			planType: entry.planType,
			deadline,
			deadlineText: deadlineLabel(today, deadline),
			netPrice: netPrice.amount,
			netPriceLabel: netPrice.label,
			scores: rowScores(scores, { sat: satRange(college), act: actRange(college) }),
			notes: entry.notes,
			visits: entry.visits,
		}
	})

	const compareIds = url.searchParams
		.getAll('compare')
		.filter((id) => rows.some((row) => row.college.id === id))
		.slice(0, MAX_COMPARED)
	// The comparison's income: the one picked there, else the family's own bracket.
	const income = url.searchParams.has('income') ? parseIncome(url.searchParams.get('income')) : (incomeBracket ?? parseIncome(null))
	const compared = compareIds.length ? await ctx.db.select().from(colleges).where(inArray(colleges.id, compareIds)) : []
	return {
		entries: sortEntries(entries, sort),
		sort,
		advice: balanceAdvice(entries.map((entry) => entry.fit)),
		results: query ? searchCollegeIndex(await getCollegeIndex(ctx), query, {}, 20) : [],
		query,
		income,
		incomeBracket,
		incomeShared,
		compared: compared.map((college) => ({
			id: college.id,
			name: college.name,
			costOfAttendance: college.costOfAttendance,
			netPrice: netPriceFor(college, income),
			admissionRate: college.admissionRate,
			sat: satRange(college)?.join('–') ?? null,
			act: actRange(college)?.join('–') ?? null,
			completionRate: college.completionRate,
			medianEarnings10yr: college.medianEarnings10yr,
			medianDebt: college.medianDebt,
		})),
		scores: { ...scores, gpa: gpaShared ? scores.gpa : null },
		gpaShared,
		readOnly: access.readOnly,
	}
}
