import { z } from 'zod'
import { ActivityFormSchema, HonorFormSchema } from './profile'

// The profile page's forms, each naming its `intent`: Conform checks a form
// with its own schema in the page, and the route's action parses the post
// with their one discriminated union, so both say the same errors.

const idOf = (what: string) => {
	const gone = `That ${what} is no longer on the profile.`
	return z.string({ error: gone }).trim().min(1, gone).max(64, gone)
}

export const AddActivityFormSchema = ActivityFormSchema.extend({ intent: z.literal('add-activity') })
export const AddHonorFormSchema = HonorFormSchema.extend({ intent: z.literal('add-honor') })

export const MAJORS_MAX_LENGTH = 500
/** Up to five, from a comma (or line) separated list; each at most 80 characters. Empty clears them. */
export const UpdateMajorsFormSchema = z.object({
	intent: z.literal('update-majors'),
	intendedMajors: z
		.string()
		.max(MAJORS_MAX_LENGTH, `Keep the majors under ${MAJORS_MAX_LENGTH} characters.`)
		.optional()
		.transform((value) =>
			(value ?? '')
				.split(/[,\n]/)
				.map((item) => item.trim().slice(0, 80))
				.filter(Boolean)
				.slice(0, 5),
		),
})

/** An activity's buttons (move up, move down, remove) and an honor's (remove) post its id. */
const activityId = idOf('activity')
export const MoveActivityUpSchema = z.object({ intent: z.literal('move-up'), id: activityId })
export const MoveActivityDownSchema = z.object({ intent: z.literal('move-down'), id: activityId })
export const RemoveActivitySchema = z.object({ intent: z.literal('remove-activity'), id: activityId })
export const RemoveHonorSchema = z.object({ intent: z.literal('remove-honor'), id: idOf('honor') })

/** Every write the profile page posts, by `intent`. */
export const ProfileIntentSchema = z.discriminatedUnion('intent', [
	AddActivityFormSchema,
	AddHonorFormSchema,
	UpdateMajorsFormSchema,
	MoveActivityUpSchema,
	MoveActivityDownSchema,
	RemoveActivitySchema,
	RemoveHonorSchema,
])
export type ProfileIntent = z.output<typeof ProfileIntentSchema>
