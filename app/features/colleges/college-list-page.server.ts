import { inArray } from 'drizzle-orm'
import type { AccountAccess } from '#app/features/accounts/access.server'
import { deadlineLabel } from '#app/features/applications/applications'
import { familyTodayFor } from '#app/features/plan/plan.server'
import type { AppContext } from '#app/lib/app-context'
import { colleges } from '#app/lib/db/schema'
import { type FormAnswer, formError, formOk } from '#app/lib/form-result'
import { pageOf, parsePage } from '#app/lib/paging'
import { balanceAdvice, edWarning, fitReason, MAX_LIST } from './college-list'
import { getCollegeIndex } from './catalog.server'
import type { CollegeListForm } from './college-list-forms'
import {
	addCollege,
	getIncomeBracket,
	listCollegeEntries,
	listCollegeEntriesWithDeadlines,
	removeCollegeEntry,
	setIncomeBracket,
	studentScores,
	updateCollegeEntry,
} from './college-list.server'
import { MAX_COMPARED, parseIncome } from './costs'
import { actRange, satRange } from './fit'
import { parseListSort, rowScores, shownNetPrice, sortEntries } from './list-view'
import { netPriceFor } from './match'
import { searchCollegeIndex } from './search'

// What the college list page shows (app/routes/a/colleges.tsx): one row per
// college with its fit, admission rate, the student's scores against its
// middle 50%, the net price, plan type and deadline, status; the search
// results, the balance advice and the side-by-side comparison. And what its
// forms change.

type Ctx = Pick<AppContext, 'db' | 'now'>

/** Eight colleges a page keep the page under 60 KB of HTML with a full list of 40 (issue 27; page-size.test.ts). */
export const COLLEGES_PER_PAGE = 8

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
	const sorted = sortEntries(entries, sort)
	const shown = pageOf(sorted, parsePage(url.searchParams.get('page')), COLLEGES_PER_PAGE)
	return {
		/** This page of the sorted list; `listed` is every college on it, for the search's "on your list". */
		entries: shown.items,
		page: shown.page,
		pages: shown.pages,
		total: shown.total,
		listed: sorted.map((entry) => entry.collegeId),
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

/** What a save on the list carries besides its message: the entry, and the Early Decision warning. */
export type CollegeListAnswerExtra = { entryId: string; warning: string }

const entryGone = (intent: string) => formError(404, intent, 'That college is no longer on the list.')

/** The list's writes, parsed (college-list-forms.ts), access and plan already checked by the route. */
export async function handleCollegeListIntent(ctx: Ctx, access: Pick<AccountAccess, 'accountId' | 'sections'>, input: CollegeListForm): Promise<FormAnswer<CollegeListAnswerExtra>> {
	const { accountId } = access
	const { intent } = input
	switch (input.intent) {
		case 'add': {
			const result = await addCollege(ctx, accountId, input.collegeId)
			if (result === 'unknown') return formError(400, intent, 'That college is not in the catalog.')
			if (result === 'full') return formError(409, intent, `The list holds ${MAX_LIST} colleges. Remove one to add another.`)
			return formOk(intent, result === 'added' ? 'Added to the list.' : 'That college is already on the list.')
		}
		case 'update': {
			const { intent: _intent, entryId, ...changes } = input
			const rows = await listCollegeEntries(ctx, accountId)
			const warning = edWarning(rows.map(({ entry, college }) => ({ id: entry.id, planType: entry.planType, name: college.name })), entryId, changes.planType)
			if (!(await updateCollegeEntry(ctx, accountId, entryId, changes))) return entryGone(intent)
			return formOk<CollegeListAnswerExtra>(intent, 'Saved.', { entryId, warning: warning ?? undefined })
		}
		case 'visit': {
			const { intent: _intent, entryId, ...visit } = input
			const row = (await listCollegeEntries(ctx, accountId)).find(({ entry }) => entry.id === entryId)
			if (!row) return entryGone(intent)
			await updateCollegeEntry(ctx, accountId, entryId, { visits: [...row.entry.visits, visit].sort((a, b) => a.date.localeCompare(b.date)) })
			return formOk<CollegeListAnswerExtra>(intent, 'Visit logged.', { entryId, reply: { resetForm: true } })
		}
		case 'remove':
			return (await removeCollegeEntry(ctx, accountId, input.entryId)) ? formOk(intent, 'Removed from the list.') : entryGone(intent)
		case 'income':
			// The bracket belongs to the financial aid section: only those it is shared with may set it.
			if (!access.sections.includes('financial-aid')) return formError(403, intent, 'The family’s income is not shared with you.')
			await setIncomeBracket(ctx, accountId, input.incomeBracket)
			return formOk(intent, input.incomeBracket ? 'Net prices now show for your income.' : 'Income cleared: net prices show the average.')
	}
}
