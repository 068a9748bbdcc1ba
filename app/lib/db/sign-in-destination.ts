// The shape of a verification row's `carry` column (schema.ts): where a
// verified sign-in goes. Parsing and use live in features/auth/carry.ts.

export type SignInContext = 'signup' | 'login'
export type Billing = 'monthly' | 'yearly'

/** Where a verified sign-in goes: kept on the verification row. */
export interface SignInDestination {
	context: SignInContext
	plan: string
	billing: Billing
	returnTo?: string
}
