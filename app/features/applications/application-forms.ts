import { z } from 'zod'
import { coalitionSections, commonAppSections } from '../../../content/applications/platform-sections'
import { AcceptedPlatformsSchema, ApplicationSaveSchema } from './applications'
import { EssayCommentSchema, EssayFormSchema, essayStatuses, MAX_ESSAY_CHARS, StartEssaySchema } from './essays'
import { RecommendationFormSchema, RecommendationUpdateSchema, RequestChangeSchema } from './recommendations'

// The Applications page's forms (the tracker, the platform checklists, essays
// and their comments, recommenders): one schema per form, each naming its
// `intent`, shared by Conform in the panels and by the route's one
// discriminated union in the action. Ids travel in the forms and are checked
// here; whether they are this family's is the server's question (404).

const idOf = (gone: string) => z.string({ error: gone }).trim().min(1, gone).max(40, gone)
const essayId = idOf('That essay is no longer here.')
const recommendationId = idOf('That recommender is no longer here.')

/** Applications → the tracker: one college's application, and which platforms it takes. */
export const SaveApplicationFormSchema = ApplicationSaveSchema.extend({ intent: z.literal('save-application') })
export const SavePlatformsFormSchema = AcceptedPlatformsSchema.extend({ intent: z.literal('save-platforms') })

const sectionKeys = { 'common-app': commonAppSections.map((section) => section.key), coalition: coalitionSections.map((section) => section.key) }

/** The overview: a platform's section checklist, the ticked sections of that platform. */
export const SaveChecklistFormSchema = z
	.object({
		intent: z.literal('save-checklist'),
		list: z.enum(['common-app', 'coalition'], { error: 'Unknown checklist.' }),
		done: z
			.array(z.string().max(60))
			.max(20)
			.optional()
			.transform((value) => value ?? []),
	})
	.superRefine((value, ctx) => {
		if (value.done.some((key) => !sectionKeys[value.list].includes(key))) ctx.addIssue({ code: 'custom', path: ['done'], message: 'Tick sections from the list.' })
	})

/** Essays: the list's forms. */
export const CreateEssayFormSchema = EssayFormSchema.extend({ intent: z.literal('create-essay') })
export const StartEssayFormSchema = z.object({ intent: z.literal('start-essay'), promptKey: z.string({ error: 'Choose a prompt.' }).max(40) }).transform((value, ctx) => {
	const chosen = StartEssaySchema.safeParse({ promptKey: value.promptKey })
	if (!chosen.success) {
		ctx.addIssue({ code: 'custom', message: 'Choose one of the prompts listed.', path: ['promptKey'] })
		return z.NEVER
	}
	return { intent: value.intent, ...chosen.data }
})
export const DeleteEssayFormSchema = z.object({ intent: z.literal('delete-essay'), essayId })

/** Essays: the open essay's forms. An emptied essay posts no body (Conform reads an empty field as none). */
export const SaveEssayBodyFormSchema = z.object({
	intent: z.literal('save-body'),
	essayId,
	body: z
		.string()
		.max(MAX_ESSAY_CHARS, `Essays here are limited to ${MAX_ESSAY_CHARS.toLocaleString('en-US')} characters.`)
		.optional()
		.transform((value) => value ?? ''),
})
export const EssayStatusFormSchema = z.object({ intent: z.literal('set-status'), essayId, status: z.enum(essayStatuses, { error: 'Choose a status.' }) })
export const EssayPrivacyFormSchema = z.object({
	intent: z.literal('set-private'),
	essayId,
	private: z
		.string()
		.optional()
		.transform((value) => value === 'on'),
})
/** The status and the privacy switch share a form, each with its own button. */
export const EssaySettingsFormSchema = z.discriminatedUnion('intent', [EssayStatusFormSchema, EssayPrivacyFormSchema])
export const RestoreVersionFormSchema = z.object({ intent: z.literal('restore'), essayId, versionId: idOf('That version is no longer here.') })

/** An essay's comments. */
export const EssayCommentFormSchema = EssayCommentSchema.extend({ intent: z.literal('comment-essay'), essayId })
export const DeleteCommentFormSchema = z.object({ intent: z.literal('delete-comment'), commentId: idOf('That comment is no longer here, or it is not yours.') })

/** Recommenders. */
export const CreateRecommenderFormSchema = RecommendationFormSchema.extend({ intent: z.literal('rec-create') })
export const UpdateRecommenderFormSchema = RecommendationUpdateSchema.extend({ intent: z.literal('rec-update'), recommendationId })
export const LetterRequestFormSchema = RequestChangeSchema.extend({ intent: z.literal('rec-set-request'), recommendationId })
export const RecommenderFormSchema = z.object({ intent: z.enum(['rec-delete', 'rec-thanked', 'rec-unthanked']), recommendationId })

export const trackerForms = [SaveApplicationFormSchema, SavePlatformsFormSchema, SaveChecklistFormSchema] as const
export const essayForms = [CreateEssayFormSchema, StartEssayFormSchema, DeleteEssayFormSchema, SaveEssayBodyFormSchema, EssayStatusFormSchema, EssayPrivacyFormSchema, RestoreVersionFormSchema, EssayCommentFormSchema, DeleteCommentFormSchema] as const
export const recommendationForms = [CreateRecommenderFormSchema, UpdateRecommenderFormSchema, LetterRequestFormSchema, RecommenderFormSchema] as const

export type TrackerForm = z.output<(typeof trackerForms)[number]>
export type EssayForm = z.output<(typeof essayForms)[number]>
export type RecommendationFormInput = z.output<(typeof recommendationForms)[number]>
