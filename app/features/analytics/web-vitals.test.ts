import { expect, test } from 'vitest'
import { rateVital } from './web-vitals'

test('rates each vital with the spec’s thresholds', () => {
	expect(rateVital('LCP', 2500)).toBe('good')
	expect(rateVital('LCP', 2501)).toBe('needs-improvement')
	expect(rateVital('LCP', 4000)).toBe('needs-improvement')
	expect(rateVital('LCP', 4001)).toBe('poor')
	expect(rateVital('FID', 100)).toBe('good')
	expect(rateVital('FID', 300)).toBe('needs-improvement')
	expect(rateVital('FID', 301)).toBe('poor')
	expect(rateVital('CLS', 0.1)).toBe('good')
	expect(rateVital('CLS', 0.25)).toBe('needs-improvement')
	expect(rateVital('CLS', 0.26)).toBe('poor')
	expect(rateVital('INP', 200)).toBe('good')
	expect(rateVital('INP', 501)).toBe('poor')
})
