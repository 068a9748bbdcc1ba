import { redirect } from 'react-router'
import type { z } from 'zod'
import { FeatureError } from '#app/features/billing/require-feature.server'
import type { AppContext } from '#app/lib/app-context'
import { type FormAnswer, formError, formOk } from '#app/lib/form-result'
import type { SessionUser } from '#app/lib/session.server'
import type { AccountAccess } from './access.server'
import { listAudit } from './audit.server'
import { changeMemberRole, inviteMember, listMembers, MemberChangeError, removeMember, revokeInvitation, setMemberSections } from './members.server'
import { invitableRoles } from './permissions'
import type { memberForms } from './settings-forms'

// Settings → Family and sharing: members, invitations, roles, who sees what,
// and (owners) the activity log. The member rules themselves, counselor
// sharing's plan check included, are members.server.ts's.

export async function loadUsersTab(app: AppContext, access: AccountAccess) {
	return {
		// A counselor is told the family manages this; they get no member list.
		members: access.readOnly ? null : await listMembers(app, access.accountId),
		audit: access.role === 'owner' ? await listAudit(app, access.accountId, 50) : null,
		invitable: invitableRoles(access.role),
	}
}

export type MembersInput = z.output<(typeof memberForms)[number]>

export async function handleMembersIntent(app: AppContext, user: SessionUser, access: AccountAccess, input: MembersInput): Promise<FormAnswer> {
	try {
		return await change(app, user, access, input)
	} catch (error) {
		if (error instanceof FeatureError) {
			// Said at the form: the plan has no counselor sharing now.
			return formError(403, input.intent, error.message, { code: error.code, reply: input.intent === 'invite' ? { fieldErrors: { role: [error.message] } } : undefined })
		}
		if (error instanceof MemberChangeError) {
			if (error.status === 429) {
				// Too many invitations: said at the form, with when to try again.
				return formError(429, input.intent, error.message, { headers: { 'retry-after': String(error.retryAfterSeconds ?? 60) }, reply: { formErrors: [error.message] } })
			}
			return formError(error.status, input.intent, error.message)
		}
		throw error
	}
}

async function change(app: AppContext, user: SessionUser, access: AccountAccess, input: MembersInput): Promise<FormAnswer> {
	switch (input.intent) {
		case 'invite':
			await inviteMember(app, user, access, input)
			return formOk(input.intent, `Invitation sent to ${input.email}.`, { reply: { resetForm: true } })
		case 'change-role':
			await changeMemberRole(app, access, input.userId, input.role)
			return formOk(input.intent, 'Role changed.')
		case 'set-sections':
			await setMemberSections(app, access, input.userId, input.sections)
			return formOk(input.intent, 'Sharing updated.')
		case 'share-all':
			await setMemberSections(app, access, input.userId, null)
			return formOk(input.intent, 'Sharing updated.')
		case 'remove':
			await removeMember(app, access, input.userId)
			// Leaving the family: this account is no longer theirs to look at.
			if (input.userId === user.id) throw redirect('/dashboard')
			return formOk(input.intent, 'Member removed.')
		case 'revoke':
			await revokeInvitation(app, access, input.invitationId)
			return formOk(input.intent, 'Invitation withdrawn.')
	}
}
