import { type Fit } from './fit'
import { bracketNetPrice, type IncomeBracket, incomeBrackets, type NetPrices } from './match'

// How the college list reads, pure: the sort chosen in the URL (?sort=), where
// the student's score sits against a college's middle 50%, and which net price
// a row shows (the family's bracket when it is stored, else the average).

export const listSorts = ['added', 'fit', 'deadline', 'net-price'] as const
export type ListSort = (typeof listSorts)[number]
export const listSortLabels: Record<ListSort, string> = { added: 'Date added', fit: 'Fit', deadline: 'Deadline', 'net-price': 'Net price' }

/** An unknown or missing ?sort= keeps the list in the order it was built. */
export function parseListSort(value: string | null): ListSort {
	return (listSorts as readonly string[]).includes(value ?? '') ? (value as ListSort) : 'added'
}

const fitOrder: Record<Fit, number> = { reach: 0, target: 1, safety: 2 }

export interface SortableEntry {
	name: string
	fit: Fit
	/** YYYY-MM-DD or null. */
	deadline: string | null
	netPrice: number | null
}

/**
 * A sorted copy. Fit runs reach → target → safety; deadline soonest first and
 * net price lowest first, with colleges lacking one last. Ties keep the list's
 * own order (Array.prototype.sort is stable), so 'added' is the input order.
 */
export function sortEntries<Entry extends SortableEntry>(entries: readonly Entry[], sort: ListSort): Entry[] {
	const copy = [...entries]
	const last = (value: string | number | null, missing: string | number) => value ?? missing
	switch (sort) {
		case 'fit':
			return copy.sort((a, b) => fitOrder[a.fit] - fitOrder[b.fit])
		case 'deadline':
			return copy.sort((a, b) => String(last(a.deadline, '9999-99-99')).localeCompare(String(last(b.deadline, '9999-99-99'))))
		case 'net-price':
			return copy.sort((a, b) => Number(last(a.netPrice, Infinity)) - Number(last(b.netPrice, Infinity)))
		default:
			return copy
	}
}

export type ScoreTest = 'SAT' | 'ACT'
/** The whole scale of each test: every row's chart is drawn on the same one, so rows compare at a glance. */
export const scoreScales: Record<ScoreTest, [number, number]> = { SAT: [400, 1600], ACT: [1, 36] }

export interface ScorePosition {
	test: ScoreTest
	range: [number, number]
	/** Null when the student has no score for this test yet. */
	score: number | null
	place: 'below' | 'within' | 'above' | null
	/** Left edge and width of the middle 50% band, and the student's mark, as percentages of the scale. */
	band: { left: number; width: number }
	mark: number | null
	/** The chart's text alternative. */
	text: string
}

const percentOf = (value: number, [low, high]: [number, number]) => Math.min(100, Math.max(0, ((value - low) / (high - low)) * 100))
const round1 = (value: number) => Math.round(value * 10) / 10

/** Where a score sits against a college's 25th–75th percentile; null when the college reports no range for the test. */
export function scorePosition(test: ScoreTest, range: [number, number] | null, score: number | null | undefined): ScorePosition | null {
	if (!range) return null
	const scale = scoreScales[test]
	const left = percentOf(range[0], scale)
	const band = { left: round1(left), width: round1(percentOf(range[1], scale) - left) }
	const span = `${range[0]}–${range[1]}`
	if (score === null || score === undefined) {
		return { test, range, score: null, place: null, band, mark: null, text: `Middle 50% of admitted ${test} scores: ${span}. No ${test} score of yours saved yet.` }
	}
	const place = score < range[0] ? 'below' : score > range[1] ? 'above' : 'within'
	return { test, range, score, place, band, mark: round1(percentOf(score, scale)), text: `Your ${test} ${score} — ${place} the middle 50% (${span})` }
}

export interface ShownNetPrice {
	amount: number | null
	/** 'bracket': the family's income bracket; 'average': the average over all aided students. */
	basis: 'bracket' | 'average'
	label: string
}

/**
 * The net price a row shows. With the family's bracket stored and reported by
 * the college, that figure; otherwise the average net price, labelled as such
 * (the page then asks for the bracket when none is stored).
 */
export function shownNetPrice(college: NetPrices, bracket: IncomeBracket | null): ShownNetPrice {
	if (bracket) {
		const byBracket = bracketNetPrice(college, bracket)
		if (byBracket !== null) return { amount: byBracket, basis: 'bracket', label: `Net price, income ${incomeBrackets[bracket]}` }
	}
	return { amount: college.avgNetPrice, basis: 'average', label: 'Average net price' }
}

export function isIncomeBracket(value: unknown): value is IncomeBracket {
	return typeof value === 'string' && Object.hasOwn(incomeBrackets, value)
}

/**
 * The charts a row shows: each test the student has a score for and the college
 * reports; with no score of theirs to place, the college's SAT range (else ACT) alone.
 */
export function rowScores(student: { sat?: number | null; act?: number | null }, ranges: { sat: [number, number] | null; act: [number, number] | null }): ScorePosition[] {
	const placed = [scorePosition('SAT', student.sat ? ranges.sat : null, student.sat), scorePosition('ACT', student.act ? ranges.act : null, student.act)].filter((position) => position !== null)
	if (placed.length) return placed
	const bare = scorePosition('SAT', ranges.sat, null) ?? scorePosition('ACT', ranges.act, null)
	return bare ? [bare] : []
}
