import type { Billing, SignInContext, SignInDestination } from '#app/lib/db/sign-in-destination'
import { safeRedirect } from './redirects'

// What a sign-in carries from /signup or /login to where it ends (spec §2:
// plan, billing, returnTo, source), parsed leniently: a bad value falls back
// to its default rather than failing the page. The server keeps it on the
// code's row, so the typed code and the magic link end in the same place.

export type { Billing, SignInContext, SignInDestination }

export interface SignInCarry extends SignInDestination {
	/** ?dev=true: show the code on screen, under `npm run dev` only. */
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

/** The part of a carry the row keeps (the dev switch is the browser's, not the sign-in's). */
export function destinationOf({ context, plan, billing, returnTo }: SignInCarry): SignInDestination {
	return { context, plan, billing, ...(returnTo ? { returnTo } : {}) }
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

/** Where the code is entered: the page needs only the context (for its words) and the dev switch. */
export function verifyEmailPath(carry: Pick<SignInCarry, 'context' | 'dev'>, email?: string): string {
	const params = new URLSearchParams({ context: carry.context })
	if (email) params.set('email', email)
	if (carry.dev) params.set('dev', 'true')
	return `/verify-email?${params}`
}

/** Where "use a different email" starts over, with the same plan, billing and return path. */
export function startOverPath(carry: SignInDestination): string {
	const params = new URLSearchParams()
	if (carry.plan) params.set('plan', carry.plan)
	if (carry.billing !== 'monthly') params.set('billing', carry.billing)
	if (carry.returnTo) params.set('returnTo', carry.returnTo)
	const query = params.toString()
	return `${carry.context === 'signup' ? '/signup' : '/login'}${query ? `?${query}` : ''}`
}
