import { z } from 'zod'
import { EmailSchema } from './email'

// /verify-email's forms, each naming its `intent`: the code, the magic link's
// confirmation, and "Send a new code". The action parses the post with their
// one union; the page ships none of it (decision 051).

// Pasted codes arrive with spaces or dashes ("123 456"): keep the digits.
export const CodeSchema = z
	.string({ error: 'Enter the 6-digit code from the email.' })
	.max(32, 'The code is 6 digits, like 123456.')
	.transform((value) => value.replace(/[\s-]/g, ''))
	.pipe(z.string().regex(/^\d{6}$/, 'The code is 6 digits, like 123456.'))

export const VerifyCodeFormSchema = z.object({ intent: z.literal('verify'), code: CodeSchema })
export const MagicLinkFormSchema = z.object({ intent: z.literal('link'), token: z.string().max(100) })
export const ResendCodeFormSchema = z.object({ intent: z.literal('resend'), email: EmailSchema.optional() })

export const VerifyIntentSchema = z.discriminatedUnion('intent', [VerifyCodeFormSchema, MagicLinkFormSchema, ResendCodeFormSchema])
export type VerifyIntent = z.output<typeof VerifyIntentSchema>
