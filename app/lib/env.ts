import { z } from 'zod'
import { isLoopbackHost } from './loopback'

// Every setting the app reads, parsed once per host start (Node) or per isolate
// (Workers). A bad value stops start-up with a message that names the variable.

const flag = (fallback: boolean) =>
	z
		.enum(['true', 'false', '1', '0', 'yes', 'no', ''], {
			error: 'expected true or false',
		})
		.optional()
		.transform((value) =>
			value === undefined || value === '' ? fallback : ['true', '1', 'yes'].includes(value),
		)

const optionalText = z
	.string()
	.optional()
	.transform((value) => (value?.trim() ? value.trim() : undefined))

const optionalUrl = optionalText.pipe(z.url({ error: 'expected a URL' }).optional())

export const EnvSchema = z.object({
	NODE_ENV: z
		.enum(['development', 'production', 'test'], {
			error: 'expected development, production or test',
		})
		.default('production'),
	BASE_URL: z
		.url({ error: 'expected an absolute URL such as https://northstar.app' })
		.transform((value) => value.replace(/\/+$/, '')),
	DATABASE_URL: z.string().min(1, 'expected a libSQL URL such as file:./data/northstar.db'),
	DATABASE_AUTH_TOKEN: optionalText,
	SESSION_SECRET: z.string().min(32, 'expected at least 32 characters'),

	SENTRY_DSN: optionalUrl,
	SENTRY_ENVIRONMENT: optionalText,
	SENTRY_RELEASE: optionalText,

	ANALYTICS_ENABLED: flag(false),
	GTM_ID: optionalText,
	GA_MEASUREMENT_ID: optionalText,
	GOOGLE_ADS_ENABLED: flag(false),
	GOOGLE_ADS_ID: optionalText,
	SESSION_RECORDING_ENABLED: flag(false),
	CLARITY_TAG_ID: optionalText,

	MAIL_FROM: z.string().default('Northstar <hello@northstar.local>'),
	/** Where /contact messages go. */
	CONTACT_EMAIL: z.email({ error: 'expected an email address' }).default('hello@northstar.local'),
	RESEND_API_KEY: optionalText,
	/** Where Resend's HTTP API is reached; unset means https://api.resend.com. Tests point it at a loopback stand-in. */
	RESEND_BASE_URL: optionalUrl,
	/** Node host only: smtp://user:pass@host:587 (or smtps://…); Workers send through Resend. */
	SMTP_URL: optionalText.pipe(
		z
			.string()
			.regex(/^smtps?:\/\/.+/, { error: 'expected an smtp:// or smtps:// URL' })
			.optional(),
	),

	/**
	 * Web push (VAPID, RFC 8292): the key pair from `npx web-push generate-vapid-keys`
	 * and a contact for the push services (mailto: or https:). Push is off unless all three are set.
	 */
	VAPID_PUBLIC_KEY: optionalText.pipe(z.string().regex(/^[A-Za-z0-9_-]{87}$/, { error: 'expected the public key printed by npx web-push generate-vapid-keys' }).optional()),
	VAPID_PRIVATE_KEY: optionalText.pipe(z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'expected the private key printed by npx web-push generate-vapid-keys' }).optional()),
	VAPID_SUBJECT: optionalText.pipe(z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, { error: 'expected a mailto: address or an https: URL' }).optional()),
	/** Tests only: lets a push subscription point at a loopback stand-in (http://127.0.0.1:…). Refused in deployments. */
	PUSH_ALLOW_LOOPBACK: flag(false),

	ENABLE_TEST_ROUTES: flag(false),
	/** A deployment may run the built-in test billing only when this says so (then every billing screen says it is test billing). */
	ALLOW_LOCAL_BILLING: flag(false),
	/** A deployment may write its mail (sign-in codes included) to the outbox folder only when this says so. */
	ALLOW_MAIL_OUTBOX: flag(false),

	/**
	 * The assistant's model: built-in (default, no key: answers from the plan and
	 * our guides), workers-ai (the Worker's AI binding), or any OpenAI-compatible
	 * endpoint (AI_BASE_URL, AI_API_KEY, AI_MODEL).
	 */
	AI_PROVIDER: z.enum(['built-in', 'workers-ai', 'openai-compatible'], { error: 'expected built-in, workers-ai or openai-compatible' }).default('built-in'),
	AI_BASE_URL: optionalUrl,
	AI_API_KEY: optionalText,
	AI_MODEL: optionalText,

	/** Free-trial length (DECISIONS.md): 7 days with no card, or 14 days of full access. */
	TRIAL_DAYS: z
		.enum(['7', '14'], { error: 'expected 7 or 14' })
		.default('7')
		.transform(Number),
	/** Which reading of the spec's pricing checkout sells: founder ($5/$50) or tiers ($10/$20/$30). */
	PRICING_CATALOG: z.enum(['founder', 'tiers'], { error: 'expected founder or tiers' }).default('founder'),
	/** app sends /pricing to the app-style picker at /pricing-app (spec §2). */
	PRICING_UI: z.enum(['classic', 'app'], { error: 'expected classic or app' }).default('classic'),
	STRIPE_SECRET_KEY: optionalText,
	STRIPE_WEBHOOK_SECRET: optionalText,
})

export type Env = z.infer<typeof EnvSchema>

/**
 * A deployment is any start whose BASE_URL is not this machine (DECISIONS.md
 * «Deployments and the embedded default»): it must not run with what only the
 * embedded default and the tests may use.
 */
export function isDeployment(env: Pick<Env, 'BASE_URL'>): boolean {
	return !isLoopbackHost(new URL(env.BASE_URL).hostname)
}

/** Settings that only make sense together, checked after each one parses. */
function crossCheck(env: Env): string[] {
	const problems: string[] = []
	if (isDeployment(env)) {
		const where = `BASE_URL ${env.BASE_URL} is a deployment`
		if (env.ENABLE_TEST_ROUTES) problems.push(`  ENABLE_TEST_ROUTES: test routes sign anyone in; ${where}, which refuses them`)
		if (env.PUSH_ALLOW_LOOPBACK) problems.push(`  PUSH_ALLOW_LOOPBACK: lets the server post to this machine's own addresses; ${where}, which refuses it`)
		if (!env.STRIPE_SECRET_KEY && !env.ALLOW_LOCAL_BILLING) {
			problems.push(`  STRIPE_SECRET_KEY: is required (${where}); set ALLOW_LOCAL_BILLING=true to run the built-in test billing there`)
		}
		if (!env.RESEND_API_KEY && !env.SMTP_URL && !env.ALLOW_MAIL_OUTBOX) {
			problems.push(`  RESEND_API_KEY or SMTP_URL: is required (${where}); without one, sign-in codes would be written to disk instead of mailed (ALLOW_MAIL_OUTBOX=true allows it)`)
		}
	}
	const vapid = [env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY, env.VAPID_SUBJECT].filter(Boolean).length
	if (vapid > 0 && vapid < 3) problems.push('  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT: set all three to turn web push on, or none to leave it off')
	if (env.AI_PROVIDER === 'openai-compatible' && !env.AI_BASE_URL) problems.push('  AI_BASE_URL: is required when AI_PROVIDER is openai-compatible')
	if (env.AI_PROVIDER === 'openai-compatible' && !env.AI_MODEL) problems.push('  AI_MODEL: is required when AI_PROVIDER is openai-compatible')
	return problems
}

export class EnvError extends Error {
	override name = 'EnvError'
}

/** Parses raw variables (process.env or Worker bindings); throws an EnvError naming each bad one. */
export function parseEnv(raw: Record<string, unknown>): Env {
	const strings = Object.fromEntries(
		Object.entries(raw).filter(([, value]) => typeof value === 'string'),
	)
	const result = EnvSchema.safeParse(strings)
	if (result.success) {
		const problems = crossCheck(result.data)
		if (problems.length) throw new EnvError(`Invalid environment:\n${problems.join('\n')}`)
		return result.data
	}
	const lines = result.error.issues.map((issue) => {
		const name = String(issue.path[0] ?? 'environment')
		const got = strings[name]
		if (got === undefined) return `  ${name}: is required but not set`
		const hideValue = /SECRET|TOKEN|KEY/.test(name)
		return `  ${name}: ${issue.message}${hideValue ? '' : ` (got ${JSON.stringify(got)})`}`
	})
	throw new EnvError(`Invalid environment:\n${lines.join('\n')}`)
}
