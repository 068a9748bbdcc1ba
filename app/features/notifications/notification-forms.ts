import { z } from 'zod'
import { planCategories } from '../../../content/plan/types'

// Settings → Notifications' forms: a member's own reminder choices and their
// calendar link. Shared by Conform in the page and the route's action.

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
	.refine((value) => !value.emailReminders || value.categories.length > 0, {
		path: ['categories'],
		error: 'Choose at least one category, or turn reminders off.',
	})

export const CreateFeedFormSchema = z.object({ intent: z.literal('create-feed') })
export const RevokeFeedFormSchema = z.object({ intent: z.literal('revoke-feed') })
/** The calendar form has two buttons: make a new link, or stop the one there is. */
export const FeedFormSchema = z.discriminatedUnion('intent', [CreateFeedFormSchema, RevokeFeedFormSchema])

export const notificationForms = [NotificationsFormSchema, CreateFeedFormSchema, RevokeFeedFormSchema] as const
export const notificationIntents = notificationForms.map((schema) => schema.shape.intent.value)
