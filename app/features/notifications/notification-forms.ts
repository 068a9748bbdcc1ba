import { z } from 'zod'
import { planCategories } from '../../../content/plan/types'
import { pushKinds } from './notifications'

// Settings → Notifications' forms: a member's own reminder choices (by e-mail
// and by push, per kind), their push devices and their calendar link. Shared
// by Conform in the page and the route's action.

const HourSchema = z
	.number({ error: 'Choose an hour.' })
	.int()
	.min(0)
	.max(23)
	.optional()
	.transform((value) => value ?? null)

export const NotificationsFormSchema = z
	.object({
		intent: z.literal('save-notifications'),
		emailReminders: z
			.boolean()
			.optional()
			.transform((value) => value === true),
		emailDigest: z
			.boolean()
			.optional()
			.transform((value) => value === true),
		pushKinds: z
			.array(z.enum(pushKinds))
			.optional()
			.transform((value) => [...new Set(value ?? [])]),
		digestDay: z
			.number({ error: 'Choose a day.' })
			.int()
			.min(0, 'Choose a day.')
			.max(6, 'Choose a day.')
			.optional()
			.transform((value) => value ?? null),
		quietStart: HourSchema,
		quietEnd: HourSchema,
		categories: z
			.array(z.enum(planCategories))
			.optional()
			.transform((value) => value ?? []),
	})
	.refine((value) => (value.quietStart === null) === (value.quietEnd === null), {
		path: ['quietEnd'],
		error: 'Choose both ends of the quiet hours, or neither.',
	})
	.refine((value) => (!value.emailReminders && value.pushKinds.length === 0) || value.categories.length > 0, {
		path: ['categories'],
		error: 'Choose at least one category, or turn reminders off.',
	})
	.refine((value) => value.digestDay !== null || (!value.emailDigest && !value.pushKinds.includes('weekly-digest')), {
		path: ['digestDay'],
		error: 'Choose a day for the weekly digest, or untick it.',
	})

export const CreateFeedFormSchema = z.object({ intent: z.literal('create-feed') })
export const RevokeFeedFormSchema = z.object({ intent: z.literal('revoke-feed') })
/** The calendar form has two buttons: make a new link, or stop the one there is. */
export const FeedFormSchema = z.discriminatedUnion('intent', [CreateFeedFormSchema, RevokeFeedFormSchema])

/** Settings' list of devices: remove one of the member's own. */
export const RemovePushDeviceFormSchema = z.object({
	intent: z.literal('remove-push-device'),
	deviceId: z.string({ error: 'Choose a device.' }).trim().min(1, 'Choose a device.').max(64, 'Choose a device.'),
})

export const notificationForms = [NotificationsFormSchema, CreateFeedFormSchema, RevokeFeedFormSchema, RemovePushDeviceFormSchema] as const
export const notificationIntents = notificationForms.map((schema) => schema.shape.intent.value)
