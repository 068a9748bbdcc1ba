import { getFormProps, getInputProps, getSelectProps } from '@conform-to/react'
import { Form, useNavigation } from 'react-router'
import { EmptyState } from '#app/components/empty-state'
import { useFamilyTime } from '#app/components/family-time-zone'
import { ErrorList, Field, SelectField } from '#app/components/forms'
import { Button } from '#app/components/ui/button'
import { CheckboxField } from '#app/components/ui/checkbox'
import { Select, SelectOptions } from '#app/components/ui/select'
import type { AccountAccess } from '#app/features/accounts/access.server'
import type { loadUsersTab } from '#app/features/accounts/members-settings.server'
import { accountSections, roleLabels, sectionLabels } from '#app/features/accounts/permissions'
import { ChangeRoleFormSchema, InviteFormSchema, RemoveMemberFormSchema, RevokeInvitationFormSchema, SharingFormSchema } from '#app/features/accounts/settings-forms'
import { type MemberRole, memberRoles } from '#app/lib/db/roles'
import type { FormResult } from '#app/lib/form-result'
import { allErrorsOf, errorAria, usePageForm } from '#app/components/page-form'

// Settings → Family and sharing: members and their roles, what each one sees,
// pending invitations, inviting someone, and (owners) the activity log.

type UsersTabData = Awaited<ReturnType<typeof loadUsersTab>>
type Member = NonNullable<UsersTabData['members']>['members'][number]
type Invitation = NonNullable<UsersTabData['members']>['pending'][number]

export function UsersTab({ access, members, audit, invitable, actionData }: { access: Pick<AccountAccess, 'role' | 'userId'>; actionData: FormResult | undefined } & UsersTabData) {
	const navigation = useNavigation()
	const when = useFamilyTime()
	if (!members) {
		return (
			<EmptyState title="Family and sharing">
				The family manages who can see this student's plan. Your access is view-only.
			</EmptyState>
		)
	}
	const isOwner = access.role === 'owner'
	return (
		<div className="flex flex-col gap-8">
			<section aria-labelledby="members-heading" className="rounded-xl border bg-background p-6">
				<h2 id="members-heading" className="text-lg font-semibold">
					Members
				</h2>
				<ul className="mt-4 flex flex-col divide-y" data-testid="members">
					{members.members.map((member) => (
						<li key={member.userId} className="flex flex-col gap-3 py-4" data-testid={`member-${member.email}`}>
							<div className="flex flex-wrap items-center justify-between gap-2">
								<div>
									<p className="font-medium">{member.name || member.email}</p>
									<p className="text-sm text-muted-foreground">
										{member.email} · {roleLabels[member.role]}
									</p>
								</div>
								{isOwner && member.userId !== access.userId ? (
									<div className="flex flex-wrap gap-2">
										<RoleForm member={member} actionData={actionData} />
										<RemoveForm member={member} actionData={actionData} />
									</div>
								) : null}
							</div>
							{isOwner && member.role !== 'owner' ? (
								<SectionsForm userId={member.userId} email={member.email} sections={member.sections} actionData={actionData} />
							) : (
								<p className="text-sm text-muted-foreground">
									{member.sections === null ? 'Sees every section' : `Sees: ${member.sections.map((s) => sectionLabels[s as keyof typeof sectionLabels] ?? s).join(', ') || 'nothing yet'}`}
								</p>
							)}
						</li>
					))}
				</ul>
			</section>

			{members.pending.length ? (
				<section aria-labelledby="pending-heading" className="rounded-xl border bg-background p-6">
					<h2 id="pending-heading" className="text-lg font-semibold">
						Pending invitations
					</h2>
					<ul className="mt-3 flex flex-col gap-2">
						{members.pending.map((invite) => (
							<li key={invite.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
								<span>
									{invite.email} · {roleLabels[invite.role]} · expires {when(invite.expiresAt, { year: 'numeric', month: 'numeric', day: 'numeric' })}
								</span>
								{isOwner ? <RevokeForm invite={invite} actionData={actionData} /> : null}
							</li>
						))}
					</ul>
				</section>
			) : null}

			{invitable.length ? <InviteForm invitable={invitable} actionData={actionData} submitting={navigation.formData?.get('intent') === 'invite'} /> : null}

			{audit ? (
				<section aria-labelledby="audit-heading" className="rounded-xl border bg-background p-6">
					<h2 id="audit-heading" className="text-lg font-semibold">
						Activity log
					</h2>
					{audit.length ? (
						<ol className="mt-3 flex flex-col gap-1 text-sm" data-testid="audit-log">
							{audit.map((entry) => (
								<li key={entry.id}>
									<time dateTime={new Date(entry.createdAt).toISOString()} className="text-muted-foreground">
										{when(entry.createdAt, { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' })}
									</time>{' '}
									{entry.actorName || entry.actorEmail || 'Northstar'}: {describeAudit(entry.action, entry.details)}
								</li>
							))}
						</ol>
					) : (
						<p className="mt-2 text-muted-foreground">Nothing has changed yet.</p>
					)}
				</section>
			) : null}
		</div>
	)
}

function describeAudit(action: string, details: Record<string, unknown> | null) {
	const d = details ?? {}
	switch (action) {
		case 'account.created':
			return 'created the student account'
		case 'member.invited':
			return `invited ${String(d.email)} as ${String(d.role)}`
		case 'member.joined':
			return `joined as ${String(d.role)}`
		case 'member.declined':
			return 'declined an invitation'
		case 'member.role_changed':
			return `changed a role from ${String(d.from)} to ${String(d.to)}`
		case 'member.removed':
			return `removed a ${String(d.role)}`
		case 'member.visibility_changed':
			return 'changed what a member can see'
		case 'member.invitation_revoked':
			return 'withdrew an invitation'
		default:
			return action
	}
}

function RoleForm({ member, actionData }: { member: Member; actionData: FormResult | undefined }) {
	const [form, fields] = usePageForm({ id: `change-role-${member.userId}`, schema: ChangeRoleFormSchema, actionData, intents: ['change-role'], same: { userId: member.userId } })
	return (
		<Form method="post" {...getFormProps(form)} className="flex gap-2">
			<input type="hidden" name="intent" value="change-role" />
			<input type="hidden" name="userId" value={member.userId} />
			<label className="sr-only" htmlFor={`role-${member.userId}`}>
				Role for {member.email}
			</label>
			<Select id={`role-${member.userId}`} name="role" defaultValue={member.role} box={{ height: 'h-9', width: 'w-auto', text: 'text-sm' }} {...errorAria(fields.role)}>
				<SelectOptions options={memberRoles.map((role) => [role, roleLabels[role]])} />
			</Select>
			<Button type="submit" size="sm" variant="outline">
				Change role
			</Button>
			<ErrorList id={fields.role.errorId} errors={allErrorsOf(form)} />
		</Form>
	)
}

function RemoveForm({ member, actionData }: { member: Member; actionData: FormResult | undefined }) {
	const [form, fields] = usePageForm({ id: `remove-${member.userId}`, schema: RemoveMemberFormSchema, actionData, intents: ['remove'], same: { userId: member.userId } })
	return (
		<Form method="post" {...getFormProps(form)}>
			<input type="hidden" name="intent" value="remove" />
			<input type="hidden" name="userId" value={member.userId} />
			<Button type="submit" size="sm" variant="ghost" aria-label={`Remove ${member.email}`}>
				Remove
			</Button>
			<ErrorList id={fields.userId.errorId} errors={allErrorsOf(form)} />
		</Form>
	)
}

function RevokeForm({ invite, actionData }: { invite: Invitation; actionData: FormResult | undefined }) {
	const [form, fields] = usePageForm({ id: `revoke-${invite.id}`, schema: RevokeInvitationFormSchema, actionData, intents: ['revoke'], same: { invitationId: invite.id } })
	return (
		<Form method="post" {...getFormProps(form)}>
			<input type="hidden" name="intent" value="revoke" />
			<input type="hidden" name="invitationId" value={invite.id} />
			<Button type="submit" size="sm" variant="ghost">
				Withdraw
			</Button>
			<ErrorList id={fields.invitationId.errorId} errors={allErrorsOf(form)} />
		</Form>
	)
}

function SectionsForm({ userId, email, sections, actionData }: { userId: string; email: string; sections: string[] | null; actionData: FormResult | undefined }) {
	const [form, fields] = usePageForm({ id: `sharing-${userId}`, schema: SharingFormSchema, actionData, intents: ['set-sections', 'share-all'], same: { userId } })
	return (
		<Form method="post" {...getFormProps(form)} className="rounded-md bg-muted/60 p-3">
			<input type="hidden" name="userId" value={userId} />
			<fieldset>
				<legend className="text-sm font-medium">What {email} can see</legend>
				<div className="mt-2 grid gap-2 sm:grid-cols-3">
					{accountSections.map((section) => (
						<CheckboxField key={section} name="sections" value={section} defaultChecked={sections === null || sections.includes(section)} label={sectionLabels[section]} />
					))}
				</div>
			</fieldset>
			<ErrorList id={fields.sections.errorId} errors={allErrorsOf(form)} />
			<div className="mt-3 flex gap-2">
				<Button type="submit" name="intent" value="set-sections" size="sm" variant="outline">
					Save sharing
				</Button>
				<Button type="submit" name="intent" value="share-all" size="sm" variant="ghost">
					Share everything
				</Button>
			</div>
		</Form>
	)
}

function InviteForm({ invitable, actionData, submitting }: { invitable: MemberRole[]; actionData: FormResult | undefined; submitting: boolean }) {
	const [form, fields] = usePageForm({
		id: 'invite',
		schema: InviteFormSchema,
		actionData,
		intents: ['invite'],
		validateOnBlur: true,
		defaultValue: { role: invitable.includes('counselor') ? 'counselor' : invitable[0] },
	})
	return (
		<section aria-labelledby="invite-heading" className="rounded-xl border bg-background p-6">
			<h2 id="invite-heading" className="text-lg font-semibold">
				Invite someone
			</h2>
			<p className="mt-1 text-sm text-muted-foreground">
				They get an email with a link that works once and expires in 7 days. Counselors see only what you share, read-only.
			</p>
			<Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4 sm:max-w-xl">
				<ErrorList id={form.errorId} errors={form.errors} />
				<input type="hidden" name="intent" value="invite" />
				<Field label="Their email" inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'off' }} errors={fields.email.errors} />
				<SelectField label="Role" meta={fields.role} selectProps={getSelectProps(fields.role)} options={invitable.map((role) => [role, roleLabels[role]])} />
				<fieldset>
					<legend className="text-sm font-medium">If a counselor: what they can see</legend>
					<div className="mt-2 grid gap-2 sm:grid-cols-3">
						{accountSections.map((section) => (
							<CheckboxField key={section} name="sections" value={section} label={sectionLabels[section]} />
						))}
					</div>
					<ErrorList id={fields.sections.errorId} errors={fields.sections.errors} />
				</fieldset>
				<Button type="submit" variant="brand" className="justify-self-start" loading={submitting} loadingLabel="Sending the invitation">
					Send invitation
				</Button>
			</Form>
		</section>
	)
}
