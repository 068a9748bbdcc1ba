import { z } from 'zod'
import { pushEndpointProblem } from '#app/lib/push'

// The body the browser posts to /a/:accountId/push-subscription: this
// device's subscription to add (PushSubscription.toJSON()), or its endpoint to
// remove. Keys are checked for their decoded length; the endpoint must be a
// known push service (decision 043), so the server never posts elsewhere.

/** A subscription's JSON is about 500 bytes; anything much larger is not one. */
export const PUSH_BODY_LIMIT = 4096

const base64Url = (bytes: number, name: string) => {
	const length = Math.ceil((bytes * 4) / 3)
	return z
		.string({ error: `The ${name} key is missing.` })
		.regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: `The ${name} key is not base64url.` })
		.refine((value) => value.replace(/=+$/, '').length === length, { error: `The ${name} key must be ${bytes} bytes.` })
}

const endpoint = (allowLoopback: boolean) =>
	z
		.string({ error: 'The push endpoint is missing.' })
		.max(2048, { error: 'The push endpoint is too long.' })
		.superRefine((value, ctx) => {
			const problem = pushEndpointProblem(value, { allowLoopback })
			if (problem) ctx.addIssue({ code: 'custom', message: problem })
		})

export function pushSubscriptionBodySchema({ allowLoopback }: { allowLoopback: boolean }) {
	return z.discriminatedUnion('intent', [
		z.object({
			intent: z.literal('subscribe'),
			subscription: z.object({
				endpoint: endpoint(allowLoopback),
				expirationTime: z.number().nullable().optional(),
				keys: z.object({ p256dh: base64Url(65, 'p256dh'), auth: base64Url(16, 'auth') }, { error: 'The subscription keys are missing.' }),
			}),
		}),
		z.object({ intent: z.literal('unsubscribe'), endpoint: endpoint(true) }),
	], { error: 'Say whether to subscribe or unsubscribe.' })
}

export type PushSubscriptionBody = z.output<ReturnType<typeof pushSubscriptionBodySchema>>
export type PushSubscriptionInput = Extract<PushSubscriptionBody, { intent: 'subscribe' }>['subscription']
