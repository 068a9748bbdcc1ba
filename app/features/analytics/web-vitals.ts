// Web-vitals ratings sent to analytics (spec §9). FID is retired by browsers,
// so INP is reported beside it with the web's standard thresholds.

export type VitalName = 'LCP' | 'FID' | 'INP' | 'CLS'
export type VitalRating = 'good' | 'needs-improvement' | 'poor'

export const VITAL_THRESHOLDS: Record<VitalName, readonly [good: number, needsImprovement: number]> = {
	LCP: [2500, 4000],
	FID: [100, 300],
	INP: [200, 500],
	CLS: [0.1, 0.25],
}

/** Tracking starts 1 s after the page has loaded; CLS is reported again 5 s after that. */
export const VITALS_START_DELAY_MS = 1000
export const CLS_EARLY_REPORT_MS = 5000

export function rateVital(name: VitalName, value: number): VitalRating {
	const [good, needsImprovement] = VITAL_THRESHOLDS[name]
	if (value <= good) return 'good'
	if (value <= needsImprovement) return 'needs-improvement'
	return 'poor'
}
