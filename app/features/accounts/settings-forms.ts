import { z } from 'zod'
import { EmailSchema } from '#app/features/auth/email'
import { familyTimeZones } from '#app/features/plan/dates'
import { memberRoles } from '#app/lib/db/roles'
import { accountSections } from './permissions'
import { InviteSchema, StudentUpdateSchema } from './schemas'

// Settings' forms for the account, its members and the signed-in person: one
// schema per form, each naming its `intent`, shared by Conform in the page and
// the route's one discriminated union in the action.

const idOf = (what: string) => z.string({ error: `Choose ${what}.` }).trim().min(1, `Choose ${what}.`).max(64, `Choose ${what}.`)
const MemberIdSchema = idOf('a member')
const InvitationIdSchema = idOf('an invitation')

/** Settings → Student: school, address and goals are the profile's (decision 022). */
export const StudentDetailsFormSchema = z.object({
	intent: z.literal('update-student'),
	...StudentUpdateSchema.omit({ accountId: true, intendedMajors: true, regions: true, concerns: true }).shape,
})

const timeZoneError = 'Choose a time zone from the list.'
export const TimeZoneFormSchema = z.object({
	intent: z.literal('update-timezone'),
	timeZone: z.string({ error: timeZoneError }).refine((zone) => familyTimeZones.some(([value]) => value === zone), timeZoneError),
})

/** Settings → Family and sharing. */
export const InviteFormSchema = z.object({ intent: z.literal('invite'), ...InviteSchema.shape })
export const ChangeRoleFormSchema = z.object({ intent: z.literal('change-role'), userId: MemberIdSchema, role: z.enum(memberRoles, { error: 'Choose a role.' }) })
export const SetSectionsFormSchema = z.object({
	intent: z.literal('set-sections'),
	userId: MemberIdSchema,
	// None ticked is a valid answer: it stops sharing.
	sections: z
		.array(z.enum(accountSections, { error: 'Choose sections from the list.' }))
		.optional()
		.transform((value) => value ?? []),
})
export const ShareAllFormSchema = z.object({ intent: z.literal('share-all'), userId: MemberIdSchema })
export const RemoveMemberFormSchema = z.object({ intent: z.literal('remove'), userId: MemberIdSchema })
export const RevokeInvitationFormSchema = z.object({
	intent: z.literal('revoke'),
	invitationId: InvitationIdSchema,
})
/** The sharing form has two buttons: save the ticked sections, or share everything. */
export const SharingFormSchema = z.discriminatedUnion('intent', [SetSectionsFormSchema, ShareAllFormSchema])

/** Settings → Profile: the signed-in person's own name, address and data. */
export const DELETE_CONFIRMATION = 'DELETE'
export const UpdateNameFormSchema = z.object({
	intent: z.literal('update-name'),
	name: z.string({ error: 'Enter your name.' }).trim().min(1, 'Enter your name.').max(80, 'Keep your name under 80 characters.'),
})
export const ChangeEmailFormSchema = z.object({ intent: z.literal('change-email'), email: EmailSchema })
const codeError = 'Enter the 6-digit code from the email.'
export const ConfirmEmailFormSchema = z.object({
	intent: z.literal('confirm-email'),
	code: z.string({ error: codeError }).trim().regex(/^\d{6}$/, codeError),
})
const confirmError = `Type ${DELETE_CONFIRMATION} to confirm.`
export const DeleteMeFormSchema = z.object({
	intent: z.literal('delete-me'),
	confirm: z.string({ error: confirmError }).trim().refine((value) => value === DELETE_CONFIRMATION, confirmError),
})

export const studentForms = [StudentDetailsFormSchema, TimeZoneFormSchema] as const
export const memberForms = [InviteFormSchema, ChangeRoleFormSchema, SetSectionsFormSchema, ShareAllFormSchema, RemoveMemberFormSchema, RevokeInvitationFormSchema] as const
export const profileForms = [UpdateNameFormSchema, ChangeEmailFormSchema, ConfirmEmailFormSchema, DeleteMeFormSchema] as const

/** The signed-in person's own forms, which any member (read-only counselors too) may post. */
export const profileIntents = profileForms.map((schema) => schema.shape.intent.value)
