import { z } from 'zod'
import { parseSource } from '#app/features/auth/carry'
import { EmailSchema } from '#app/features/auth/email'
import { captureEmailLead, isEmailCaptured } from '#app/features/leads/leads.server'
import { defineServerFn, rateLimitedError } from './define'

export const leadServerFns = [
	defineServerFn({
		id: 'captureEmailLead',
		method: 'POST',
		access: 'public',
		input: z.object({ email: EmailSchema, source: z.string().max(64).optional() }),
		async handler({ app, input }) {
			const result = await captureEmailLead(app, { email: input.email, source: parseSource(input.source) })
			if (result.status === 'rate-limited') {
				throw rateLimitedError(result.retryAfterSeconds)
			}
			return { captured: result.status === 'captured', alreadyCaptured: result.status === 'already-captured' }
		},
	}),
	defineServerFn({
		id: 'checkEmailCaptured',
		method: 'POST',
		access: 'public',
		input: z.object({ email: EmailSchema }),
		async handler({ app, input }) {
			const result = await isEmailCaptured(app, input.email)
			if (result.status === 'rate-limited') throw rateLimitedError(result.retryAfterSeconds, 'Too many questions from here. Please try again later.')
			return { captured: result.captured }
		},
	}),
]
