import { z } from 'zod'
import { fourYearTotal } from '#app/features/colleges/costs'
import { formatMoney } from '#app/lib/format'

// Aid offers compared the way a family pays them: gift aid (grants and
// scholarships) lowers the price; loans and work-study only change how the
// rest is paid, and loans come back with interest. Money is integer cents.

export const loanKinds = ['subsidized', 'unsubsidized', 'parent-plus', 'private', 'other'] as const
export type LoanKind = (typeof loanKinds)[number]
export const loanKindLabels: Record<LoanKind, string> = {
	subsidized: 'Federal Direct subsidized',
	unsubsidized: 'Federal Direct unsubsidized',
	'parent-plus': 'Parent PLUS (the parent’s loan)',
	private: 'Private loan',
	other: 'Other loan',
}

export interface Grant {
	name: string
	amountCents: number
	renewable: boolean
}
export interface Loan {
	kind: LoanKind
	amountCents: number
}
export interface AidOffer {
	id: string
	collegeName: string
	costOfAttendanceCents: number
	grants: Grant[]
	workStudyCents: number
	loans: Loan[]
}

export const MAX_COMPARED_OFFERS = 4
/** Fixed rows on the offer form, so it works without JavaScript. */
export const GRANT_ROWS = 4
export const LOAN_ROWS = 4
export const REPAYMENT_YEARS = 10

// Starting points only: the family's to change on the page. Cost of attendance
// has tended to rise a few percent a year; the loan rates are the federal
// rates for loans first paid out from July 1, 2025 (undergraduate Direct
// loans 6.39%, Parent PLUS 8.94%; they change every July 1), and private loans
// vary by lender and credit, so 10% is a cautious placeholder.
export const DEFAULT_COA_INCREASE_PERCENT = 3
export const DEFAULT_LOAN_RATES = { federal: 6.39, parentPlus: 8.94, private: 10 } as const

export interface CompareSettings {
	yearlyIncreasePercent: number
	/** Yearly interest rates in percent. */
	rates: { federal: number; parentPlus: number; private: number }
}

export const defaultCompareSettings: CompareSettings = { yearlyIncreasePercent: DEFAULT_COA_INCREASE_PERCENT, rates: { ...DEFAULT_LOAN_RATES } }

/** Reads the comparison settings from the query string, within sensible bounds. */
export function parseCompareSettings(params: URLSearchParams): CompareSettings {
	const read = (name: string, fallback: number, max: number) => {
		const raw = params.get(name)
		const value = Number(raw)
		return raw !== null && raw.trim() !== '' && Number.isFinite(value) ? Math.min(max, Math.max(0, value)) : fallback
	}
	return {
		yearlyIncreasePercent: read('increase', DEFAULT_COA_INCREASE_PERCENT, 15),
		rates: {
			federal: read('rateFederal', DEFAULT_LOAN_RATES.federal, 25),
			parentPlus: read('ratePlus', DEFAULT_LOAN_RATES.parentPlus, 25),
			private: read('ratePrivate', DEFAULT_LOAN_RATES.private, 25),
		},
	}
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

export function rateFor(kind: LoanKind, rates: CompareSettings['rates']): number {
	if (kind === 'subsidized' || kind === 'unsubsidized') return rates.federal
	if (kind === 'parent-plus') return rates.parentPlus
	return rates.private
}

/** The level monthly payment that repays `principalCents` over `years` at a yearly rate (standard plan). */
export function monthlyPayment(principalCents: number, yearlyRatePercent: number, years = REPAYMENT_YEARS): number {
	if (principalCents <= 0) return 0
	const months = years * 12
	const rate = yearlyRatePercent / 100 / 12
	if (rate === 0) return Math.round(principalCents / months)
	return Math.round((principalCents * rate) / (1 - (1 + rate) ** -months))
}

export type OfferFlag = { kind: 'loans-as-aid' | 'parent-plus' | 'private-loan' | 'work-study' | 'non-renewable' | 'over-cost'; message: string }

export interface OfferSummary {
	id: string
	collegeName: string
	costOfAttendanceCents: number
	giftAidCents: number
	renewableGiftAidCents: number
	workStudyCents: number
	loansCents: number
	loansByKind: Record<LoanKind, number>
	/** What the letter would call "total aid": gift aid, work-study and loans together. */
	letterTotalCents: number
	/** Cost of attendance minus gift aid: the real price of the year. */
	netPriceCents: number
	/** The net price less loans and work-study: what the family pays from savings and income this year. */
	cashToPayCents: number
	/** Four years of net price: cost rising each year, only renewable gift aid repeating. */
	fourYearCostCents: number
	/** Loans owed after four years if the same loans are taken every year (before interest). */
	fourYearLoansCents: number
	/** Estimated monthly payments on a 10-year standard plan for four years of these loans. */
	monthly: { studentCents: number; parentCents: number; totalCents: number }
	flags: OfferFlag[]
}

export const money = (cents: number) => formatMoney(Math.round(cents / 100))

export function summarizeOffer(offer: AidOffer, settings: CompareSettings = defaultCompareSettings): OfferSummary {
	const giftAidCents = sum(offer.grants.map((grant) => grant.amountCents))
	const renewableGiftAidCents = sum(offer.grants.filter((grant) => grant.renewable).map((grant) => grant.amountCents))
	const loansByKind = Object.fromEntries(loanKinds.map((kind) => [kind, sum(offer.loans.filter((loan) => loan.kind === kind).map((loan) => loan.amountCents))])) as Record<LoanKind, number>
	const loansCents = sum(Object.values(loansByKind))
	const netPriceCents = Math.max(0, offer.costOfAttendanceCents - giftAidCents)
	const cashToPayCents = Math.max(0, netPriceCents - loansCents - offer.workStudyCents)
	const nonRenewableCents = giftAidCents - renewableGiftAidCents
	const years = 4
	const fourYearCostCents = Math.max(0, fourYearTotal(offer.costOfAttendanceCents, settings.yearlyIncreasePercent, years) - renewableGiftAidCents * years - nonRenewableCents)
	const payments = loanKinds.map((kind) => ({ kind, cents: monthlyPayment(loansByKind[kind] * years, rateFor(kind, settings.rates)) }))
	const parentCents = sum(payments.filter((payment) => payment.kind === 'parent-plus').map((payment) => payment.cents))
	const studentCents = sum(payments.filter((payment) => payment.kind !== 'parent-plus').map((payment) => payment.cents))

	const flags: OfferFlag[] = []
	if (loansCents > 0) flags.push({ kind: 'loans-as-aid', message: `${money(loansCents)} of this “aid” is loans you must repay, with interest.` })
	if (loansByKind['parent-plus'] > 0) {
		flags.push({ kind: 'parent-plus', message: `${money(loansByKind['parent-plus'])} is a Parent PLUS loan: the parent borrows it and owes it, not the student, and it isn’t need-based aid.` })
	}
	if (loansByKind.private > 0) {
		flags.push({ kind: 'private-loan', message: `${money(loansByKind.private)} is a private loan: not federal aid, with the lender’s rate and fewer repayment protections.` })
	}
	if (offer.workStudyCents > 0) {
		flags.push({ kind: 'work-study', message: `Work-study (${money(offer.workStudyCents)}) isn’t guaranteed: the student has to find a job and earns it as paychecks during the year, so it can’t pay the first bill.` })
	}
	const firstYearOnly = offer.grants.filter((grant) => !grant.renewable && grant.amountCents > 0)
	if (firstYearOnly.length) {
		flags.push({
			kind: 'non-renewable',
			message: `${firstYearOnly.map((grant) => grant.name).join(', ')} (${money(nonRenewableCents)}) is for the first year only: later years cost that much more unless it is renewed.`,
		})
	}
	if (giftAidCents > offer.costOfAttendanceCents) flags.push({ kind: 'over-cost', message: 'The gift aid is more than the cost of attendance. Check the figures against the letter.' })

	return {
		id: offer.id,
		collegeName: offer.collegeName,
		costOfAttendanceCents: offer.costOfAttendanceCents,
		giftAidCents,
		renewableGiftAidCents,
		workStudyCents: offer.workStudyCents,
		loansCents,
		loansByKind,
		letterTotalCents: giftAidCents + offer.workStudyCents + loansCents,
		netPriceCents,
		cashToPayCents,
		fourYearCostCents,
		fourYearLoansCents: loansCents * years,
		monthly: { studentCents, parentCents, totalCents: studentCents + parentCents },
		flags,
	}
}

/** The offers to compare: the chosen ids (known ones, at most four), else the first four. */
export function chooseCompared(offerIds: string[], chosen: string[]): string[] {
	const picked = [...new Set(chosen)].filter((id) => offerIds.includes(id)).slice(0, MAX_COMPARED_OFFERS)
	return picked.length ? picked : offerIds.slice(0, MAX_COMPARED_OFFERS)
}

export interface ComparisonBest {
	cashToPay: string | null
	fourYearCost: string | null
	fourYearLoans: string | null
}

/** Which offer is lowest on each measure that matters (null on a tie or with one offer). */
export function bestOffers(summaries: OfferSummary[]): ComparisonBest {
	const lowest = (value: (summary: OfferSummary) => number) => {
		if (summaries.length < 2) return null
		const sorted = [...summaries].sort((a, b) => value(a) - value(b))
		return value(sorted[0]!) < value(sorted[1]!) ? sorted[0]!.id : null
	}
	return { cashToPay: lowest((summary) => summary.cashToPayCents), fourYearCost: lowest((summary) => summary.fourYearCostCents), fourYearLoans: lowest((summary) => summary.fourYearLoansCents) }
}

export interface ChartSegment {
	key: 'gift' | 'work-study' | 'loans' | 'remaining'
	label: string
	cents: number
	/** Share of the widest bar, 0–100. */
	percent: number
}

export const chartSegmentLabels: Record<ChartSegment['key'], string> = { gift: 'Gift aid', 'work-study': 'Work-study', loans: 'Loans', remaining: 'Cash to pay' }

/** Stacked bars for the chart: how each year's cost is covered, scaled to the largest offer. */
export function chartBars(summaries: OfferSummary[]): Array<{ id: string; collegeName: string; segments: ChartSegment[] }> {
	const parts = (summary: OfferSummary) =>
		[
			['gift', Math.min(summary.giftAidCents, summary.costOfAttendanceCents)],
			['work-study', summary.workStudyCents],
			['loans', summary.loansCents],
			['remaining', summary.cashToPayCents],
		] as Array<[ChartSegment['key'], number]>
	const widest = Math.max(1, ...summaries.map((summary) => sum(parts(summary).map(([, cents]) => cents))))
	return summaries.map((summary) => ({
		id: summary.id,
		collegeName: summary.collegeName,
		segments: parts(summary)
			.filter(([, cents]) => cents > 0)
			.map(([key, cents]) => ({ key, label: chartSegmentLabels[key], cents, percent: (cents / widest) * 100 })),
	}))
}

// --- The offer form (Conform + zod): dollars in, cents out. ---

const dollarsPattern = /^\$?\s*\d{1,3}(,?\d{3})*(\.\d{1,2})?$|^\$?\s*\d+(\.\d{1,2})?$/

/** "$12,500", "12500" or "12500.50" → cents; an empty field → undefined. */
export function parseDollars(value: string | undefined): number | undefined | 'invalid' {
	const trimmed = value?.trim() ?? ''
	if (!trimmed) return undefined
	if (!dollarsPattern.test(trimmed)) return 'invalid'
	return Math.round(Number(trimmed.replace(/[$,\s]/g, '')) * 100)
}

const MAX_CENTS = 1_000_000_00

const GrantRowSchema = z.object({
	name: z.string().trim().max(120, 'Keep the name under 120 characters.').optional(),
	amount: z.string().optional(),
	renewable: z.string().optional(),
})
const LoanRowSchema = z.object({
	kind: z.enum(loanKinds, { error: 'Choose the kind of loan.' }).optional(),
	amount: z.string().optional(),
})

const offerGone = 'That aid offer is no longer here.'

/**
 * The offer form, to add an offer or edit one (`offerId`). `listedCollegeIds`
 * are the colleges on the family's list the select offers. Amounts are
 * checked together in one pass so every field's error shows at once.
 */
export function offerFormSchema(listedCollegeIds: string[]) {
	return z
		.object({
			intent: z.enum(['create-offer', 'update-offer']),
			offerId: z.string({ error: offerGone }).trim().min(1, offerGone).max(40, offerGone).optional(),
			collegeId: z.string().max(20).optional(),
			collegeName: z.string().trim().max(160, 'Keep the name under 160 characters.').optional(),
			costOfAttendance: z.string().optional(),
			workStudy: z.string().optional(),
			grants: z.array(GrantRowSchema.optional()).max(GRANT_ROWS * 3).optional(),
			loans: z.array(LoanRowSchema.optional()).max(LOAN_ROWS * 3).optional(),
			notes: z.string().trim().max(2000, 'Keep the notes under 2,000 characters.').optional(),
		})
		.transform((form, ctx) => {
			const issue = (path: Array<string | number>, message: string) => ctx.addIssue({ code: 'custom', path, message })
			if (form.intent === 'update-offer' && !form.offerId) issue(['offerId'], offerGone)
			if (form.collegeId && !listedCollegeIds.includes(form.collegeId)) issue(['collegeId'], 'That college is not on the list any more; type its name instead.')
			if (!form.collegeId && !form.collegeName) issue(['collegeName'], 'Choose a college from the list or type its name.')
			const cost = parseDollars(form.costOfAttendance)
			if (cost === undefined) issue(['costOfAttendance'], 'Enter the cost of attendance from the letter.')
			else if (cost === 'invalid' || cost <= 0 || cost > MAX_CENTS) issue(['costOfAttendance'], 'Enter the cost of attendance in dollars, like 62,000.')
			const workStudy = parseDollars(form.workStudy)
			if (workStudy === 'invalid' || (workStudy ?? 0) > MAX_CENTS) issue(['workStudy'], 'Enter the work-study amount in dollars, like 2,500.')
			const grants: Grant[] = []
			;(form.grants ?? []).forEach((row, index) => {
				const amount = parseDollars(row?.amount)
				if (!row?.name && amount === undefined) return
				if (!row?.name) return issue(['grants', index, 'name'], 'Name the grant or scholarship.')
				if (amount === undefined || amount === 'invalid' || amount <= 0 || amount > MAX_CENTS) return issue(['grants', index, 'amount'], 'Enter the yearly amount in dollars, like 8,000.')
				grants.push({ name: row.name, amountCents: amount, renewable: row.renewable === 'on' || row.renewable === 'true' })
			})
			const loans: Loan[] = []
			;(form.loans ?? []).forEach((row, index) => {
				const amount = parseDollars(row?.amount)
				if (amount === undefined) return
				if (amount === 'invalid' || amount <= 0 || amount > MAX_CENTS) return issue(['loans', index, 'amount'], 'Enter the loan amount in dollars, like 5,500.')
				if (!row?.kind) return issue(['loans', index, 'kind'], 'Choose the kind of loan.')
				loans.push({ kind: row.kind, amountCents: amount })
			})
			return {
				intent: form.intent,
				offerId: form.offerId ?? null,
				collegeId: form.collegeId || null,
				collegeName: form.collegeName ?? '',
				costOfAttendanceCents: typeof cost === 'number' ? cost : 0,
				workStudyCents: typeof workStudy === 'number' ? workStudy : 0,
				grants,
				loans,
				notes: form.notes || null,
			}
		})
}
export type OfferForm = z.output<ReturnType<typeof offerFormSchema>>
/** An offer's details, as saved. */
export type OfferInput = Omit<OfferForm, 'intent' | 'offerId'>
export type OfferFormFields = z.input<ReturnType<typeof offerFormSchema>>

/** The form's starting values for an offer being edited (dollars as the family typed them). */
export function offerFormDefaults(offer: Omit<AidOffer, 'id'> & { collegeId: string | null; notes: string | null }) {
	const dollars = (cents: number) => (cents ? String(cents / 100) : '')
	return {
		collegeId: offer.collegeId ?? '',
		collegeName: offer.collegeId ? '' : offer.collegeName,
		costOfAttendance: dollars(offer.costOfAttendanceCents),
		workStudy: dollars(offer.workStudyCents),
		grants: Array.from({ length: Math.max(GRANT_ROWS, offer.grants.length) }, (_, index) => {
			const grant = offer.grants[index]
			return grant ? { name: grant.name, amount: dollars(grant.amountCents), renewable: grant.renewable ? 'on' : '' } : { name: '', amount: '', renewable: '' }
		}),
		loans: Array.from({ length: Math.max(LOAN_ROWS, offer.loans.length) }, (_, index) => {
			const loan = offer.loans[index]
			return loan ? { kind: loan.kind, amount: dollars(loan.amountCents) } : { kind: '', amount: '' }
		}),
		notes: offer.notes ?? '',
	}
}
