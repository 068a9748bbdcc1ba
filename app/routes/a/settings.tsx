import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { z } from 'zod'
import { AccountErrorBoundary } from '#app/components/account-error-boundary'
import { EmptyState } from '#app/components/empty-state'
import { FormMessage, inputClass, inputClassName } from '#app/components/form-controls'
import { ErrorList, Field } from '#app/components/forms'
import { Button } from '#app/components/ui/button'
import { requireAccountRoute } from '#app/features/accounts/account-route.server'
import { detailsForMember, getAccountDetails, updateStudentData } from '#app/features/accounts/accounts.server'
import { listAudit } from '#app/features/accounts/audit.server'
import {
	changeMemberRole,
	inviteMember,
	listMembers,
	MemberChangeError,
	removeMember,
	revokeInvitation,
	setMemberSections,
} from '#app/features/accounts/members.server'
import {
	accountSections,
	invitableRoles,
	roleLabels,
	sectionLabels,
} from '#app/features/accounts/permissions'
import { InviteSchema, MemberRoleSchema, StudentUpdateSchema } from '#app/features/accounts/schemas'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import {
	cancelSubscription,
	findSellablePlan,
	getActivePlans,
	getSubscriptionStatus,
} from '#app/features/billing/billing.server'
import { formatPrice } from '#app/features/billing/catalog'
import { TrialLine } from '#app/components/pricing'
import { NotificationSettings } from '#app/components/notification-settings'
import { PlanEngineLog } from '#app/components/plan-engine-log'
import { listEngineChanges, UndoPlanChangeSchema, undoPlanChange } from '#app/features/plan-engine/changes-log.server'
import { familyTimeZones } from '#app/features/plan/dates'
import { accounts } from '#app/lib/db/schema'
import { eq } from 'drizzle-orm'
import { ProfileSettings } from '#app/components/profile-settings'
import { handleProfileIntent, loadProfileTab, profileIntents } from '#app/features/accounts/profile-settings.server'
import { handleNotificationIntent, loadNotificationsTab, notificationIntents } from '#app/features/plan/notification-settings.server'
import type { AppContext } from '#app/lib/app-context'
import type { MemberRole } from '#app/lib/db/roles'
import { cn } from '#app/lib/cn'
import { readFormData } from '#app/lib/form-data.server'
import { TestBillingNotice } from '#app/components/test-billing-notice'
import { FeatureError, requireWrite } from '#app/features/billing/require-feature.server'
import { type FormWrites, whenCounselor } from '#app/features/billing/writes'
import type { Route } from './+types/settings'

// Settings (spec §2: tab users|profile|student|billing|notifications, default
// student). «Accounts» delivers the users tab (members, invitations, roles,
// who sees what, the audit log) and the student tab.

const tabs = ['users', 'profile', 'student', 'billing', 'notifications'] as const
type Tab = (typeof tabs)[number]
const tabLabels: Record<Tab, string> = {
	users: 'Family and sharing',
	profile: 'Profile',
	student: 'Student',
	billing: 'Billing',
	notifications: 'Notifications',
}

// The page's form carries an `intent` besides the fields, so it is not strict.
const StudentFormSchema = z.object(
	StudentUpdateSchema.omit({ accountId: true, intendedMajors: true, regions: true, concerns: true }).shape,
)

/** What each write here uses of the plan, by intent (decision 022): checked by requireWrite before it runs. */
export const writes = {
	'update-student': null,
	'update-timezone': null,
	'undo-plan-change': 'plan',
	invite: whenCounselor,
	'change-role': whenCounselor,
	'set-sections': whenCounselor,
	'share-all': whenCounselor,
	remove: null,
	revoke: null,
	'choose-plan': null,
	manage: null,
	cancel: null,
	// A member's own settings (notificationIntents, profileIntents): spelled out, as the route's exports reach the browser.
	'save-notifications': null,
	'create-feed': null,
	'revoke-feed': null,
	'update-name': null,
	'change-email': null,
	'confirm-email': null,
	'delete-me': null,
} satisfies FormWrites

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { app, user, access } = await requireAccountRoute(request, context, params.accountId)
	const tabParam = new URL(request.url).searchParams.get('tab')
	const tab: Tab = tabs.find((value) => value === tabParam) ?? 'student'
	const account = await getAccountDetails(app, access.accountId)
	const members = tab === 'users' && !access.readOnly ? await listMembers(app, access.accountId) : null
	const audit = tab === 'users' && access.role === 'owner' ? await listAudit(app, access.accountId, 50) : null
	const billing = tab === 'billing' ? await loadBillingTab(app, access.accountId) : null
	const notifications = tab === 'notifications' ? await loadNotificationsTab(app, access, user) : null
	const profile = tab === 'profile' ? await loadProfileTab(app, user) : null
	// What the plan engine did, with Undo (no off switch: spec §1 FAQ); counselors only read the plan.
	const planEngine = tab === 'student' && !access.readOnly ? await listEngineChanges(app, access.accountId) : null
	return { tab, access, account: detailsForMember(account!, access.sections), members, audit, invitable: invitableRoles(access.role), billing, notifications, profile, planEngine }
}

async function loadBillingTab(app: AppContext, accountId: string) {
	const { providerCustomerId: _customer, ...status } = await getSubscriptionStatus(app, accountId)
	const { plans, trialDays } = await getActivePlans(app)
	return { status, plans, trialDays, provider: app.billing.name }
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const { app, user, access } = await requireAccountRoute(request, context, params.accountId)
	requireSameOrigin(request, app.env)
	const formData = await readFormData(request)
	const intent = formData.get('intent')
	await requireWrite(app, access, writes, String(intent ?? ''))
	// A member's own notification choices are theirs to change, read-only members included.
	if ((notificationIntents as readonly unknown[]).includes(intent)) return handleNotificationIntent(app, access, user, String(intent), formData)
	if ((profileIntents as readonly unknown[]).includes(intent)) return handleProfileIntent(app, user, String(intent), formData, request)
	if (access.readOnly) return data({ ok: false, intent, message: 'Counselors can view this plan but not change it.' }, { status: 403 })
	try {
		switch (intent) {
			case 'update-student': {
				// School, address and goals are the profile's: only those it is shared with change them.
				if (!access.sections.includes('profile')) return data({ ok: false, intent, code: 'not_shared', message: 'The student profile has not been shared with you.' }, { status: 403 })
				const submission = parseWithZod(formData, { schema: StudentFormSchema })
				if (submission.status !== 'success') return data({ ok: false, intent, result: submission.reply() }, { status: 400 })
				await updateStudentData(app, access.accountId, submission.value)
				return { ok: true, intent, result: submission.reply(), message: 'Student details saved.' }
			}
			case 'update-timezone': {
				const zone = String(formData.get('timeZone') ?? '')
				if (!familyTimeZones.some(([value]) => value === zone)) return data({ ok: false, intent, message: 'Choose a time zone from the list.' }, { status: 400 })
				await app.db.update(accounts).set({ timeZone: zone }).where(eq(accounts.id, access.accountId))
				return { ok: true, intent, message: 'Time zone saved: due dates and reminders follow it.' }
			}
			case 'undo-plan-change': {
				const parsed = UndoPlanChangeSchema.safeParse(Object.fromEntries(formData))
				if (!parsed.success) return data({ ok: false, intent, message: parsed.error.issues[0]?.message ?? 'Choose a change to undo.' }, { status: 400 })
				const result = await undoPlanChange(app, access.accountId, parsed.data.changeId)
				return result.ok ? { ok: true, intent, message: result.message } : data({ ok: false, intent, message: result.message }, { status: result.status })
			}
			case 'invite': {
				const submission = parseWithZod(formData, { schema: InviteSchema })
				if (submission.status !== 'success') return data({ ok: false, intent, result: submission.reply() }, { status: 400 })
				try {
					await inviteMember(app, user, access, submission.value)
				} catch (error) {
					// Said at the form: the plan has no counselor sharing now, or too many were sent.
					if (error instanceof FeatureError) return data({ ok: false, intent, code: error.code, result: submission.reply({ fieldErrors: { role: [error.message] } }), message: error.message }, { status: 403 })
					if (error instanceof MemberChangeError && error.status === 429) {
						return data({ ok: false, intent, result: submission.reply({ formErrors: [error.message] }), message: error.message }, { status: 429, headers: { 'retry-after': String(error.retryAfterSeconds ?? 60) } })
					}
					throw error
				}
				return { ok: true, intent, result: submission.reply({ resetForm: true }), message: `Invitation sent to ${submission.value.email}.` }
			}
			case 'change-role': {
				const role = MemberRoleSchema.safeParse(formData.get('role'))
				if (!role.success) return data({ ok: false, intent, message: 'Choose a role.' }, { status: 400 })
				await changeMemberRole(app, access, String(formData.get('userId')), role.data)
				return { ok: true, intent, message: 'Role changed.' }
			}
			case 'set-sections': {
				const sections = z.array(z.enum(accountSections)).safeParse(formData.getAll('sections'))
				if (!sections.success) return data({ ok: false, intent, message: 'Choose sections from the list.' }, { status: 400 })
				await setMemberSections(app, access, String(formData.get('userId')), sections.data)
				return { ok: true, intent, message: 'Sharing updated.' }
			}
			case 'share-all': {
				await setMemberSections(app, access, String(formData.get('userId')), null)
				return { ok: true, intent, message: 'Sharing updated.' }
			}
			case 'remove': {
				await removeMember(app, access, String(formData.get('userId')))
				if (String(formData.get('userId')) === user.id) throw redirect('/dashboard')
				return { ok: true, intent, message: 'Member removed.' }
			}
			case 'revoke': {
				await revokeInvitation(app, access, String(formData.get('invitationId')))
				return { ok: true, intent, message: 'Invitation withdrawn.' }
			}
			case 'choose-plan':
			case 'manage':
			case 'cancel': {
				if (access.role !== 'owner') {
					return data({ ok: false, intent, message: 'Only the account owner manages billing.' }, { status: 403 })
				}
				const base = app.env.BASE_URL
				if (intent === 'choose-plan') {
					const plan = await findSellablePlan(app, String(formData.get('plan') ?? ''))
					if (!plan) return data({ ok: false, intent, message: 'Choose one of the plans.' }, { status: 400 })
					const { url } = await app.billing.createCheckout({
						accountId: access.accountId,
						plan,
						customerEmail: user.email,
						successUrl: `${base}/subscription-confirm?accountId=${access.accountId}&checkout=success`,
						cancelUrl: `${base}/a/${access.accountId}/settings?tab=billing`,
					})
					throw redirect(url)
				}
				const status = await getSubscriptionStatus(app, access.accountId)
				if (intent === 'manage' || status.provider === 'stripe') {
					const { url } = await app.billing.createPortal({
						accountId: access.accountId,
						customerId: status.providerCustomerId,
						returnUrl: `${base}/a/${access.accountId}/settings?tab=billing`,
					})
					throw redirect(url)
				}
				const { canceled } = await cancelSubscription(app, access.accountId, user.id)
				return canceled
					? { ok: true, intent, message: 'The plan is canceled. It stays active until the end of the period.' }
					: data({ ok: false, intent, message: 'There is no plan to cancel.' }, { status: 409 })
			}
			default:
				return data({ ok: false, intent: null, message: 'Unknown action.' }, { status: 400 })
		}
	} catch (error) {
		if (error instanceof MemberChangeError) return data({ ok: false, intent, message: error.message }, { status: error.status })
		if (error instanceof FeatureError) return data({ ok: false, intent, code: error.code, message: error.message }, { status: 403 })
		throw error
	}
}

export default function SettingsRoute({ loaderData, actionData, params }: Route.ComponentProps) {
	const { tab } = loaderData
	return (
		<main id="main-content" className="flex flex-col gap-6">
			<h1 className="text-2xl font-bold">Settings</h1>
			<nav aria-label="Settings" className="flex flex-wrap gap-2">
				{tabs.map((value) => (
					<Link
						key={value}
						to={`/a/${params.accountId}/settings?tab=${value}`}
						aria-current={tab === value ? 'page' : undefined}
						className={cn('rounded-md px-3 py-1.5 text-sm hover:bg-muted', tab === value && 'bg-brand/10 font-medium text-brand')}
					>
						{tabLabels[value]}
					</Link>
				))}
			</nav>
			{actionData && 'message' in actionData && actionData.message ? (
				<FormMessage tone={actionData.ok ? 'info' : 'error'}>{actionData.message}</FormMessage>
			) : null}
			{tab === 'users' ? <UsersTab loaderData={loaderData} actionData={actionData} /> : null}
			{tab === 'student' ? <StudentTab loaderData={loaderData} actionData={actionData} /> : null}
			{tab === 'profile' && loaderData.profile ? <ProfileSettings profile={loaderData.profile} /> : null}
			{tab === 'billing' ? <BillingTab loaderData={loaderData} /> : null}
			{tab === 'notifications' && loaderData.notifications ? (
				<NotificationSettings settings={loaderData.notifications} feedUrl={actionData && 'feedUrl' in actionData ? actionData.feedUrl : undefined} />
			) : null}
		</main>
	)
}

type TabProps = { loaderData: Route.ComponentProps['loaderData']; actionData: Route.ComponentProps['actionData'] }

const statusText: Record<string, string> = {
	trialing: 'Free trial',
	active: 'Active',
	past_due: 'Payment due: update the card to keep the plan',
	canceled: 'Canceled',
	trial_expired: 'Trial ended: choose a plan to go on',
	none: 'No plan yet',
}

function BillingTab({ loaderData }: { loaderData: Route.ComponentProps['loaderData'] }) {
	const { billing, access } = loaderData
	if (!billing) return null
	const { status, plans, trialDays, provider } = billing
	const isOwner = access.role === 'owner'
	const date = (ms: number | null) => (ms ? new Date(ms).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' }) : '—')
	return (
		<div className="flex flex-col gap-6">
			<section aria-labelledby="plan-heading" className="rounded-xl border bg-background p-6">
				<div className="flex flex-wrap items-center justify-between gap-2">
					<h2 id="plan-heading" className="text-lg font-semibold">
						Plan
					</h2>
					{provider === 'local' ? <TestBillingNotice /> : null}
				</div>
				<dl className="mt-4 grid gap-2 text-sm sm:grid-cols-[12rem_1fr]" data-testid="billing-status">
					<dt className="text-muted-foreground">Status</dt>
					<dd className="font-medium">{statusText[status.status]}</dd>
					<dt className="text-muted-foreground">Plan</dt>
					<dd>{status.planName ? `${status.planName} · ${formatPrice(status.priceCents ?? 0)}/${status.interval}` : '—'}</dd>
					{status.status === 'trialing' ? (
						<>
							<dt className="text-muted-foreground">Trial days left</dt>
							<dd>
								{status.trialDaysLeft} (ends {date(status.trialEndsAt)})
							</dd>
						</>
					) : null}
					{status.status === 'active' || status.status === 'past_due' ? (
						<>
							<dt className="text-muted-foreground">Next invoice</dt>
							<dd>{status.provider === 'comp' ? `None (complimentary: ${status.compReason})` : date(status.currentPeriodEnd)}</dd>
						</>
					) : null}
					{status.status === 'canceled' && status.hasAccess ? (
						<>
							<dt className="text-muted-foreground">Active until</dt>
							<dd>{date(status.accessUntil)}</dd>
						</>
					) : null}
				</dl>
				{isOwner && (status.status === 'active' || status.status === 'past_due' || status.status === 'trialing') && status.provider !== 'comp' ? (
					<Form method="post" className="mt-4 flex flex-wrap gap-2">
						{status.provider === 'stripe' ? (
							<Button type="submit" name="intent" value="manage" variant="outline">
								Manage billing
							</Button>
						) : (
							<Button type="submit" name="intent" value="cancel" variant="outline">
								{status.status === 'trialing' ? 'End the trial' : 'Cancel plan'}
							</Button>
						)}
					</Form>
				) : null}
			</section>
			{isOwner ? (
				<section aria-labelledby="choose-heading" className="flex flex-col gap-4">
					<h2 id="choose-heading" className="text-lg font-semibold">
						{status.status === 'active' ? 'Change plan' : 'Choose a plan'}
					</h2>
					<TrialLine days={trialDays} />
					<div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
						{plans.map((plan) => (
							<Form key={plan.slug} method="post" className="flex flex-col rounded-xl border bg-background p-5" data-testid={`choose-${plan.slug}`}>
								<input type="hidden" name="plan" value={plan.slug} />
								<p className="font-semibold">{plan.name}</p>
								<p className="mt-1">
									<span className="text-2xl font-bold">{formatPrice(plan.priceCents)}</span>
									<span className="text-muted-foreground">/{plan.interval}</span>
								</p>
								<Button
									type="submit"
									name="intent"
									value="choose-plan"
									variant={status.planSlug === plan.slug && status.status === 'active' ? 'outline' : 'brand'}
									className="mt-4"
									disabled={status.planSlug === plan.slug && status.status === 'active'}
								>
									{status.planSlug === plan.slug && status.status === 'active' ? 'Current plan' : `Choose ${plan.name}${plan.interval === 'year' ? ' yearly' : ''}`}
								</Button>
							</Form>
						))}
					</div>
				</section>
			) : (
				<p className="text-muted-foreground">The account owner manages this student's plan.</p>
			)}
		</div>
	)
}

function StudentTab({ loaderData, actionData }: TabProps) {
	const { account, access } = loaderData
	const [form, fields] = useForm({
		id: 'student-details',
		lastResult: actionData && actionData.intent === 'update-student' && 'result' in actionData ? actionData.result : undefined,
		defaultValue: {
			studentName: account.studentName,
			graduationYear: account.graduationYear ? String(account.graduationYear) : '',
			highSchool: account.highSchool ?? '',
			state: account.state ?? '',
			zip: account.zip ?? '',
			intendedStartTerm: account.intendedStartTerm ?? '',
		},
		constraint: getZodConstraint(StudentFormSchema),
		shouldValidate: 'onBlur',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: StudentFormSchema }),
	})
	if (access.readOnly) {
		return <EmptyState title="View only">Counselors see the student's details on the profile page, when the family shares it.</EmptyState>
	}
	return (
		<>
		{!access.sections.includes('profile') ? (
			<EmptyState title="Not shared with you">The student's details are part of the profile, which the family has not shared with you.</EmptyState>
		) : (
		<Form method="post" {...getFormProps(form)} className="grid max-w-xl gap-4 rounded-xl border bg-background p-6">
			<input type="hidden" name="intent" value="update-student" />
			<Field label="Student name" inputProps={getInputProps(fields.studentName, { type: 'text' })} errors={fields.studentName.errors} />
			<Field label="Class of (graduation year)" inputProps={getInputProps(fields.graduationYear, { type: 'number' })} errors={fields.graduationYear.errors} />
			<Field label="High school" inputProps={getInputProps(fields.highSchool, { type: 'text' })} errors={fields.highSchool.errors} />
			<div className="grid grid-cols-2 gap-4">
				<Field label="State" inputProps={{ ...getInputProps(fields.state, { type: 'text' }), maxLength: 2 }} errors={fields.state.errors} />
				<Field label="ZIP" inputProps={{ ...getInputProps(fields.zip, { type: 'text' }), inputMode: 'numeric' }} errors={fields.zip.errors} />
			</div>
			<Field label="Intended start term" inputProps={getInputProps(fields.intendedStartTerm, { type: 'text' })} errors={fields.intendedStartTerm.errors} />
			<Button type="submit" variant="brand" className="justify-self-start">
				Save student details
			</Button>
		</Form>
		)}
		<Form method="post" className="mt-6 grid max-w-xl gap-3 rounded-xl border bg-background p-6">
			<label htmlFor="family-time-zone" className="text-sm font-medium">
				Family time zone
			</label>
			<p className="text-sm text-muted-foreground">Due dates are your calendar days, and reminders arrive at 8 a.m. here.</p>
			<select id="family-time-zone" name="timeZone" defaultValue={account.timeZone} className={inputClassName}>
				{familyTimeZones.map(([zone, label]) => (
					<option key={zone} value={zone}>
						{label}
					</option>
				))}
			</select>
			<Button type="submit" name="intent" value="update-timezone" variant="outline" className="justify-self-start">
				Save time zone
			</Button>
		</Form>
		{loaderData.planEngine ? <PlanEngineLog entries={loaderData.planEngine} canUndo={!access.readOnly} /> : null}
		</>
	)
}

function UsersTab({ loaderData, actionData }: TabProps) {
	const { access, members, audit, invitable } = loaderData
	const navigation = useNavigation()
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
										<Form method="post" className="flex gap-2">
											<input type="hidden" name="intent" value="change-role" />
											<input type="hidden" name="userId" value={member.userId} />
											<label className="sr-only" htmlFor={`role-${member.userId}`}>
												Role for {member.email}
											</label>
											<select id={`role-${member.userId}`} name="role" defaultValue={member.role} className={inputClass({ height: 'h-9', width: 'w-auto', text: 'text-sm' })}>
												{(['owner', 'parent', 'student', 'counselor'] as MemberRole[]).map((role) => (
													<option key={role} value={role}>
														{roleLabels[role]}
													</option>
												))}
											</select>
											<Button type="submit" size="sm" variant="outline">
												Change role
											</Button>
										</Form>
										<Form method="post">
											<input type="hidden" name="intent" value="remove" />
											<input type="hidden" name="userId" value={member.userId} />
											<Button type="submit" size="sm" variant="ghost" aria-label={`Remove ${member.email}`}>
												Remove
											</Button>
										</Form>
									</div>
								) : null}
							</div>
							{isOwner && member.role !== 'owner' ? (
								<SectionsForm userId={member.userId} email={member.email} sections={member.sections} />
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
									{invite.email} · {roleLabels[invite.role]} · expires {new Date(invite.expiresAt).toLocaleDateString('en-US')}
								</span>
								{isOwner ? (
									<Form method="post">
										<input type="hidden" name="intent" value="revoke" />
										<input type="hidden" name="invitationId" value={invite.id} />
										<Button type="submit" size="sm" variant="ghost">
											Withdraw
										</Button>
									</Form>
								) : null}
							</li>
						))}
					</ul>
				</section>
			) : null}

			{invitable.length ? (
				<InviteForm invitable={invitable} actionData={actionData} submitting={navigation.formData?.get('intent') === 'invite'} />
			) : null}

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
										{new Date(entry.createdAt).toLocaleString('en-US')}
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

function SectionsForm({ userId, email, sections }: { userId: string; email: string; sections: string[] | null }) {
	return (
		<Form method="post" className="rounded-md bg-muted/60 p-3">
			<input type="hidden" name="userId" value={userId} />
			<fieldset>
				<legend className="text-sm font-medium">What {email} can see</legend>
				<div className="mt-2 grid gap-2 sm:grid-cols-3">
					{accountSections.map((section) => (
						<label key={section} className="flex items-center gap-2 text-sm">
							<input
								type="checkbox"
								name="sections"
								value={section}
								defaultChecked={sections === null || sections.includes(section)}
								className="size-4 accent-brand"
							/>
							{sectionLabels[section]}
						</label>
					))}
				</div>
			</fieldset>
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

function InviteForm({
	invitable,
	actionData,
	submitting,
}: {
	invitable: MemberRole[]
	actionData: Route.ComponentProps['actionData']
	submitting: boolean
}) {
	const [form, fields] = useForm({
		id: 'invite',
		lastResult: actionData && actionData.intent === 'invite' && 'result' in actionData ? actionData.result : undefined,
		defaultValue: { role: invitable.includes('counselor') ? 'counselor' : invitable[0] },
		constraint: getZodConstraint(InviteSchema),
		shouldValidate: 'onBlur',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: InviteSchema }),
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
				<input type="hidden" name="intent" value="invite" />
				<Field label="Their email" inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'off' }} errors={fields.email.errors} />
				<div className="flex flex-col gap-1.5">
					<label htmlFor={fields.role.id} className="text-sm font-medium">
						Role
					</label>
					<select {...getSelectProps(fields.role)} className={inputClassName}>
						{invitable.map((role) => (
							<option key={role} value={role}>
								{roleLabels[role]}
							</option>
						))}
					</select>
					<ErrorList id={fields.role.errorId} errors={fields.role.errors} />
				</div>
				<fieldset>
					<legend className="text-sm font-medium">If a counselor: what they can see</legend>
					<div className="mt-2 grid gap-2 sm:grid-cols-3">
						{accountSections.map((section) => (
							<label key={section} className="flex items-center gap-2 text-sm">
								<input type="checkbox" name="sections" value={section} className="size-4 accent-brand" />
								{sectionLabels[section]}
							</label>
						))}
					</div>
				</fieldset>
				<Button type="submit" variant="brand" className="justify-self-start" loading={submitting} loadingLabel="Sending the invitation">
					Send invitation
				</Button>
			</Form>
		</section>
	)
}

export const ErrorBoundary = AccountErrorBoundary

export function meta() {
	return [{ title: 'Settings | Northstar' }, { name: 'robots', content: 'noindex' }]
}
