// Prices and the trial as the pages word them. Apart from the plan catalog, so
// a page that only prints a price does not ship every plan's definition.

export function formatPrice(cents: number): string {
	return `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`
}

/** What paying yearly saves against twelve monthly payments of the same plan. */
export function yearlySaving(monthlyCents: number, yearlyCents: number): number {
	return Math.max(0, monthlyCents * 12 - yearlyCents)
}

export function trialLine(trialDays: number): string {
	return trialDays >= 14
		? `Free ${trialDays}-day trial with full access • Cancel anytime`
		: `Free ${trialDays}-day trial • No credit card required • Cancel anytime`
}
