/**
 * A deliberately simplified approximation of the federal Student Aid Index
 * (SAI) for a dependent student. It is NOT the federal formula: the real one
 * uses actual taxes paid, state tax allowances, employment expense
 * allowances, business/farm net worth and more. Every step here:
 *
 * 1. Parent available income = AGI − income protection allowance (IPA, by
 *    household size, APPROXIMATE_IPA below) − estimated taxes (15% of AGI).
 * 2. Parent contribution from assets = 12% of reportable assets above $10,000
 *    (assets exclude retirement accounts and the family's home).
 * 3. Adjusted available income (AAI) = 1 + 2.
 * 4. Parent contribution = AAI taxed on a graduated 22%–47% schedule
 *    (PARENT_RATE_BANDS); a negative AAI gives 22% of it (a negative number).
 * 5. Student contribution = 50% of student income above $11,510 + 20% of student assets.
 * 6. SAI = 4 + 5, never lower than −1,500.
 *
 * The range shown is the estimate ± the larger of $1,000 or 15%, because a
 * simplified formula can only point to a neighbourhood.
 */

export const ESTIMATED_TAX_RATE = 0.15
export const ASSET_PROTECTION = 10_000
export const PARENT_ASSET_RATE = 0.12
export const STUDENT_INCOME_ALLOWANCE = 11_510
export const STUDENT_INCOME_RATE = 0.5
export const STUDENT_ASSET_RATE = 0.2
export const MINIMUM_SAI = -1_500

/** Approximate, rounded income protection allowance by household size (not the official table). */
export const APPROXIMATE_IPA: Readonly<Record<number, number>> = { 2: 23_000, 3: 29_000, 4: 36_000, 5: 42_000, 6: 50_000 }
/** Added for each household member beyond six (approximate). */
export const APPROXIMATE_IPA_EXTRA_PERSON = 5_600

/** Graduated rates on adjusted available income: each band's rate applies to the dollars inside it. */
export const PARENT_RATE_BANDS: ReadonlyArray<{ upTo: number; rate: number }> = [
	{ upTo: 19_000, rate: 0.22 },
	{ upTo: 24_000, rate: 0.25 },
	{ upTo: 29_000, rate: 0.29 },
	{ upTo: 34_000, rate: 0.34 },
	{ upTo: 39_000, rate: 0.4 },
	{ upTo: Number.POSITIVE_INFINITY, rate: 0.47 },
]

/**
 * The maximum Pell Grant for the 2024–25 and 2025–26 award years. Students
 * whose SAI is below it may qualify for some Pell Grant (other rules apply).
 */
export const MAX_PELL_GRANT = 7_395

export function incomeProtectionAllowance(householdSize: number): number {
	const size = Math.max(2, Math.floor(householdSize))
	if (size <= 6) return APPROXIMATE_IPA[size]!
	return APPROXIMATE_IPA[6]! + (size - 6) * APPROXIMATE_IPA_EXTRA_PERSON
}

export function graduatedParentContribution(aai: number): number {
	if (aai <= 0) return aai * PARENT_RATE_BANDS[0]!.rate
	let remaining = aai
	let floor = 0
	let total = 0
	for (const band of PARENT_RATE_BANDS) {
		const inBand = Math.min(remaining, band.upTo - floor)
		total += inBand * band.rate
		remaining -= inBand
		floor = band.upTo
		if (remaining <= 0) break
	}
	return total
}

export type SaiInputs = {
	parentAgi: number
	householdSize: number
	numberInCollege: number
	parentAssets: number
	studentIncome: number
	studentAssets: number
}

export type SaiEstimate = {
	ipa: number
	estimatedTaxes: number
	availableIncome: number
	assetContribution: number
	adjustedAvailableIncome: number
	parentContribution: number
	studentContribution: number
	sai: number
	range: { low: number; high: number }
	pell: 'likely' | 'possible' | 'unlikely'
}

export function estimateSai(input: SaiInputs): SaiEstimate {
	const ipa = incomeProtectionAllowance(input.householdSize)
	const estimatedTaxes = input.parentAgi * ESTIMATED_TAX_RATE
	const availableIncome = input.parentAgi - ipa - estimatedTaxes
	const assetContribution = Math.max(0, input.parentAssets - ASSET_PROTECTION) * PARENT_ASSET_RATE
	const adjustedAvailableIncome = availableIncome + assetContribution
	const parentContribution = graduatedParentContribution(adjustedAvailableIncome)
	const studentContribution =
		Math.max(0, input.studentIncome - STUDENT_INCOME_ALLOWANCE) * STUDENT_INCOME_RATE + input.studentAssets * STUDENT_ASSET_RATE
	const sai = Math.max(MINIMUM_SAI, Math.round(parentContribution + studentContribution))
	const spread = Math.max(1_000, Math.abs(sai) * 0.15)
	const range = { low: Math.max(MINIMUM_SAI, Math.round(sai - spread)), high: Math.round(sai + spread) }
	const pell = sai <= 0 ? 'likely' : sai < MAX_PELL_GRANT ? 'possible' : 'unlikely'
	return {
		ipa,
		estimatedTaxes: Math.round(estimatedTaxes),
		availableIncome: Math.round(availableIncome),
		assetContribution: Math.round(assetContribution),
		adjustedAvailableIncome: Math.round(adjustedAvailableIncome),
		parentContribution: Math.round(parentContribution),
		studentContribution: Math.round(studentContribution),
		sai,
		range,
		pell,
	}
}

// ── The form ────────────────────────────────────────────────────────────────
// Its fields and state; the query is read by financial-aid-calculator-query.ts,
// in the loader, so the page's script does without zod.

export const SAI_FIELDS = ['parentAgi', 'householdSize', 'numberInCollege', 'parentAssets', 'studentIncome', 'studentAssets'] as const
export type SaiField = (typeof SAI_FIELDS)[number]

export type SaiFormState =
	| { submitted: false; values: Record<SaiField, string> }
	| { submitted: true; values: Record<SaiField, string>; errors: Partial<Record<SaiField, string[]>>; estimate: SaiEstimate | null; numberInCollege: number | null }
