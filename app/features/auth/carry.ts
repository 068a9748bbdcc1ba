import { safeRedirect } from './redirects'

// What a sign-in carries from /signup or /login to where it ends (spec §2:
// plan, billing, returnTo, source), parsed leniently: a bad value falls back
// to its default rather than failing the page.

export type SignInContext = 'signup' | 'login'
export type Billing = 'monthly' | 'yearly'

export interface SignInCarry {
	context: SignInContext
	plan: string
	billing: Billing
	returnTo?: string
	dev?: boolean
}

export function parseCarry(params: URLSearchParams | FormData, context: SignInContext): SignInCarry {
	const get = (name: string) => {
		const value = params.get(name)
		return typeof value === 'string' ? value : null
	}
	const plan = get('plan')?.trim() ?? ''
	const returnTo = safeRedirect(get('returnTo'), '')
	return {
		context,
		plan: /^[a-z0-9-]{1,40}$/i.test(plan) ? plan.toLowerCase() : '',
		billing: get('billing') === 'yearly' ? 'yearly' : 'monthly',
		...(returnTo ? { returnTo } : {}),
		...(get('dev') === 'true' ? { dev: true } : {}),
	}
}

/** Sign-up attribution (navbar, adhd-support-hero, fb, …): free text, at most 64 characters. */
export function parseSource(value: unknown): string | null {
	if (typeof value !== 'string') return null
	const cleaned = value.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 64)
	return cleaned || null
}

export function parseContext(value: string | null): SignInContext | null {
	return value === 'signup' || value === 'login' ? value : null
}

/** Where the code is entered, carrying the sign-in's context and choices. */
export function verifyEmailPath(carry: SignInCarry, email?: string): string {
	const params = new URLSearchParams({ context: carry.context })
	if (email) params.set('email', email)
	if (carry.plan) params.set('plan', carry.plan)
	if (carry.billing !== 'monthly') params.set('billing', carry.billing)
	if (carry.returnTo) params.set('returnTo', carry.returnTo)
	if (carry.dev) params.set('dev', 'true')
	return `/verify-email?${params}`
}
