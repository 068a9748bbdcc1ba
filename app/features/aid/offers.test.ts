import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { type AidOffer, bestOffers, chartBars, chooseCompared, DEFAULT_LOAN_RATES, defaultCompareSettings, monthlyPayment, offerFormDefaults, offerFormSchema, parseCompareSettings, parseDollars, summarizeOffer } from './offers'

const dollars = (value: number) => Math.round(value * 100)

// A typical private-college letter: $60,000 cost, three grants (one only for
// the first year), work-study, and three kinds of loans listed as "aid".
const stateU: AidOffer = {
	id: 'state-u',
	collegeName: 'State University',
	costOfAttendanceCents: dollars(60_000),
	grants: [
		{ name: 'University grant', amountCents: dollars(20_000), renewable: true },
		{ name: 'Merit scholarship', amountCents: dollars(5_000), renewable: true },
		{ name: 'Welcome grant', amountCents: dollars(2_000), renewable: false },
	],
	workStudyCents: dollars(2_500),
	loans: [
		{ kind: 'subsidized', amountCents: dollars(3_500) },
		{ kind: 'unsubsidized', amountCents: dollars(2_000) },
		{ kind: 'parent-plus', amountCents: dollars(10_000) },
	],
}

const smallCollege: AidOffer = {
	id: 'small',
	collegeName: 'Small College',
	costOfAttendanceCents: dollars(50_000),
	grants: [{ name: 'Need-based grant', amountCents: dollars(30_000), renewable: true }],
	workStudyCents: 0,
	loans: [{ kind: 'subsidized', amountCents: dollars(3_500) }],
}

describe('aid comparison math', () => {
	test('gift aid, net price, loans by kind, work-study and cash to pay for one year', () => {
		const summary = summarizeOffer(stateU)
		expect(summary.giftAidCents).toBe(dollars(27_000))
		expect(summary.renewableGiftAidCents).toBe(dollars(25_000))
		expect(summary.netPriceCents).toBe(dollars(33_000))
		expect(summary.loansCents).toBe(dollars(15_500))
		expect(summary.loansByKind).toEqual({ subsidized: dollars(3_500), unsubsidized: dollars(2_000), 'parent-plus': dollars(10_000), private: 0, other: 0 })
		expect(summary.workStudyCents).toBe(dollars(2_500))
		expect(summary.cashToPayCents).toBe(dollars(15_000))
		// What the letter calls "total aid" counts the loans and work-study too.
		expect(summary.letterTotalCents).toBe(dollars(45_000))
	})

	test('four years: cost rises 3% a year and only renewable gift aid repeats', () => {
		const summary = summarizeOffer(stateU)
		// 60,000 × (1 + 1.03 + 1.0609 + 1.092727) = 251,017.62; less 4 × 25,000 renewable and 2,000 once.
		expect(summary.fourYearCostCents).toBe(25_101_762 - dollars(100_000) - dollars(2_000))
		expect(summary.fourYearLoansCents).toBe(dollars(62_000))
		const flat = summarizeOffer(stateU, { ...defaultCompareSettings, yearlyIncreasePercent: 0 })
		expect(flat.fourYearCostCents).toBe(dollars(240_000 - 100_000 - 2_000))
	})

	test('monthly payments on a 10-year standard plan, the parent’s loan apart from the student’s', () => {
		expect(monthlyPayment(dollars(10_000), 6)).toBe(11_102)
		expect(monthlyPayment(dollars(12_000), 0)).toBe(dollars(100))
		expect(monthlyPayment(0, 6)).toBe(0)
		const { monthly } = summarizeOffer(stateU)
		// Four years of each loan: 14,000 subsidized and 8,000 unsubsidized at 6.39%, 40,000 Parent PLUS at 8.94%.
		expect(monthly).toEqual({ studentCents: 15_818 + 9_039, parentCents: 50_541, totalCents: 15_818 + 9_039 + 50_541 })
		const cheaper = summarizeOffer(stateU, { yearlyIncreasePercent: 3, rates: { federal: 0, parentPlus: 0, private: 0 } })
		expect(cheaper.monthly.parentCents).toBe(Math.round(dollars(40_000) / 120))
	})

	test('cash to pay never goes below zero', () => {
		const generous = summarizeOffer({ ...smallCollege, loans: [{ kind: 'private', amountCents: dollars(25_000) }] })
		expect(generous.netPriceCents).toBe(dollars(20_000))
		expect(generous.cashToPayCents).toBe(0)
		const overCovered = summarizeOffer({ ...smallCollege, grants: [{ name: 'Full ride', amountCents: dollars(55_000), renewable: true }] })
		expect(overCovered.netPriceCents).toBe(0)
		expect(overCovered.flags.map((flag) => flag.kind)).toContain('over-cost')
	})

	test('flags: loans counted as aid, Parent PLUS and private loans named, work-study not guaranteed, first-year-only grants', () => {
		const flags = summarizeOffer(stateU).flags
		expect(flags.map((flag) => flag.kind)).toEqual(['loans-as-aid', 'parent-plus', 'work-study', 'non-renewable'])
		expect(flags[0]!.message).toBe('$15,500 of this “aid” is loans you must repay, with interest.')
		expect(flags[1]!.message).toContain('$10,000 is a Parent PLUS loan: the parent borrows it')
		expect(flags[2]!.message).toContain('Work-study ($2,500) isn’t guaranteed')
		expect(flags[3]!.message).toBe('Welcome grant ($2,000) is for the first year only: later years cost that much more unless it is renewed.')
		const privateLoan = summarizeOffer({ ...smallCollege, loans: [{ kind: 'private', amountCents: dollars(8_000) }] }).flags
		expect(privateLoan.map((flag) => flag.kind)).toEqual(['loans-as-aid', 'private-loan'])
		expect(summarizeOffer({ ...smallCollege, loans: [] }).flags).toEqual([])
	})

	test('side by side: the lowest cash to pay, 4-year cost and debt; ties name nobody', () => {
		const summaries = [summarizeOffer(stateU), summarizeOffer(smallCollege)]
		// Small College: net 20,000, cash 16,500 this year, but 4-year cost 4 × ~52,000 − 120,000 and 14,000 of loans.
		expect(summaries[1]!.cashToPayCents).toBe(dollars(16_500))
		expect(bestOffers(summaries)).toEqual({ cashToPay: 'state-u', fourYearCost: 'small', fourYearLoans: 'small' })
		expect(bestOffers([summaries[0]!, { ...summaries[0]!, id: 'twin' }]).cashToPay).toBeNull()
		expect(bestOffers([summaries[0]!]).cashToPay).toBeNull()
	})

	test('chart bars: gift aid, work-study, loans and cash to pay, scaled to the widest offer', () => {
		const [first, second] = chartBars([summarizeOffer(stateU), summarizeOffer(smallCollege)])
		expect(first!.segments.map((segment) => [segment.key, segment.cents])).toEqual([
			['gift', dollars(27_000)],
			['work-study', dollars(2_500)],
			['loans', dollars(15_500)],
			['remaining', dollars(15_000)],
		])
		expect(first!.segments.reduce((total, segment) => total + segment.percent, 0)).toBeCloseTo(100)
		expect(second!.segments.map((segment) => segment.key)).toEqual(['gift', 'loans', 'remaining'])
		expect(second!.segments.reduce((total, segment) => total + segment.percent, 0)).toBeCloseTo((50_000 / 60_000) * 100)
	})

	test('which offers are compared: the chosen known ones (at most four), else the first four', () => {
		const ids = ['a', 'b', 'c', 'd', 'e']
		expect(chooseCompared(ids, [])).toEqual(['a', 'b', 'c', 'd'])
		expect(chooseCompared(ids, ['e', 'x', 'b', 'e'])).toEqual(['e', 'b'])
		expect(chooseCompared(ids, ['a', 'b', 'c', 'd', 'e'])).toHaveLength(4)
	})

	test('settings from the query string: defaults, bounds, nonsense ignored', () => {
		expect(parseCompareSettings(new URLSearchParams())).toEqual({ yearlyIncreasePercent: 3, rates: { ...DEFAULT_LOAN_RATES } })
		expect(parseCompareSettings(new URLSearchParams('increase=40&rateFederal=-1&ratePlus=abc&ratePrivate=12.5'))).toEqual({
			yearlyIncreasePercent: 15,
			rates: { federal: 0, parentPlus: DEFAULT_LOAN_RATES.parentPlus, private: 12.5 },
		})
	})
})

describe('the offer form', () => {
	const form = (entries: Record<string, string>) => {
		const formData = new FormData()
		for (const [key, value] of Object.entries({ intent: 'create-offer', ...entries })) formData.append(key, value)
		return parseWithZod(formData, { schema: offerFormSchema(['110635']) })
	}

	test('dollars become cents; blank rows are skipped', () => {
		expect(parseDollars('$12,500')).toBe(1_250_000)
		expect(parseDollars('12500.5')).toBe(1_250_050)
		expect(parseDollars(' ')).toBeUndefined()
		expect(parseDollars('12,50')).toBe('invalid')
		const submission = form({
			collegeId: '110635',
			costOfAttendance: '$62,000',
			workStudy: '',
			'grants[0].name': 'Cal Grant',
			'grants[0].amount': '13,000',
			'grants[0].renewable': 'on',
			'grants[1].name': '',
			'grants[1].amount': '',
			'loans[0].kind': 'unsubsidized',
			'loans[0].amount': '2000',
			'loans[1].kind': '',
			'loans[1].amount': '',
		})
		expect(submission.status).toBe('success')
		if (submission.status !== 'success') return
		expect(submission.value).toEqual({
			intent: 'create-offer',
			offerId: null,
			collegeId: '110635',
			collegeName: '',
			costOfAttendanceCents: 6_200_000,
			workStudyCents: 0,
			grants: [{ name: 'Cal Grant', amountCents: 1_300_000, renewable: true }],
			loans: [{ kind: 'unsubsidized', amountCents: 200_000 }],
			notes: null,
		})
	})

	test('every field’s error at once, on the row it belongs to', () => {
		const submission = form({ collegeId: '', costOfAttendance: 'lots', 'grants[1].amount': '500', 'grants[2].name': 'Merit', 'grants[2].amount': '-4', 'loans[0].amount': '3000', 'loans[0].kind': '' })
		if (submission.status !== 'error') throw new Error('expected errors')
		expect(submission.error).toMatchObject({
			collegeName: ['Choose a college from the list or type its name.'],
			costOfAttendance: ['Enter the cost of attendance in dollars, like 62,000.'],
			'grants[1].name': ['Name the grant or scholarship.'],
			'grants[2].amount': ['Enter the yearly amount in dollars, like 8,000.'],
			'loans[0].kind': ['Choose the kind of loan.'],
		})
		const unknown = form({ collegeId: '999999', costOfAttendance: '' })
		expect(unknown.status === 'error' && unknown.error).toMatchObject({
			collegeId: ['That college is not on the list any more; type its name instead.'],
			costOfAttendance: ['Enter the cost of attendance from the letter.'],
		})
	})

	test('an edit names the offer it changes', () => {
		const anonymous = form({ intent: 'update-offer', collegeName: 'Small College', costOfAttendance: '50000' })
		expect(anonymous.status === 'error' && anonymous.error).toMatchObject({ offerId: ['That aid offer is no longer here.'] })
		const named = form({ intent: 'update-offer', offerId: 'offer-1', collegeName: 'Small College', costOfAttendance: '50000' })
		expect(named.status === 'success' && named.value).toMatchObject({ intent: 'update-offer', offerId: 'offer-1', collegeName: 'Small College' })
	})

	test('an offer being edited fills the fixed rows', () => {
		const defaults = offerFormDefaults({ ...smallCollege, collegeId: null, notes: null })
		expect(defaults).toMatchObject({ collegeId: '', collegeName: 'Small College', costOfAttendance: '50000', workStudy: '' })
		expect(defaults.grants).toHaveLength(4)
		expect(defaults.grants[0]).toEqual({ name: 'Need-based grant', amount: '30000', renewable: 'on' })
		expect(defaults.loans[0]).toEqual({ kind: 'subsidized', amount: '3500' })
	})
})
