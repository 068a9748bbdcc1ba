import { parseWithZod } from '@conform-to/zod/v4'
import { Link } from 'react-router'
import { z } from 'zod'
import { AccountErrorBoundary } from '#app/components/account-error-boundary'
import { FormResultMessage } from '#app/components/page-form'
import { BillingTab } from '#app/components/settings/billing-tab'
import { NotificationsTab } from '#app/components/settings/notifications-tab'
import { ProfileTab } from '#app/components/settings/profile-tab'
import { StudentTab } from '#app/components/settings/student-tab'
import { UsersTab } from '#app/components/settings/users-tab'
import { requireAccountRoute } from '#app/features/accounts/account-route.server'
import { handleMembersIntent, loadUsersTab } from '#app/features/accounts/members-settings.server'
import { handleProfileIntent, loadProfileTab } from '#app/features/accounts/profile-settings.server'
import { memberForms, profileForms, profileIntents, studentForms } from '#app/features/accounts/settings-forms'
import { handleStudentIntent, loadStudentTab } from '#app/features/accounts/student-settings.server'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { billingForms } from '#app/features/billing/billing-forms'
import { handleBillingIntent, loadBillingTab } from '#app/features/billing/billing-settings.server'
import { requireWrite } from '#app/features/billing/require-feature.server'
import { type FormWrites, whenCounselor } from '#app/features/billing/writes'
import { notificationForms, notificationIntents } from '#app/features/notifications/notification-forms'
import { handleNotificationIntent, loadNotificationsTab } from '#app/features/notifications/notification-settings.server'
import { UndoPlanChangeFormSchema } from '#app/features/plan-engine/changes-log'
import { cn } from '#app/lib/cn'
import { firstError, formError, formResponse } from '#app/lib/form-result'
import { readFormData } from '#app/lib/form-data.server'
import type { Route } from './+types/settings'

// Settings (spec §2: tab users|profile|student|billing|notifications, default
// student; anything else falls back to it, spec §5). The route picks the tab
// and dispatches the intent; each tab's data and writes are its domain's
// (*-settings.server.ts) and its page is app/components/settings/*-tab.tsx.

const tabs = ['users', 'profile', 'student', 'billing', 'notifications'] as const
type Tab = (typeof tabs)[number]
const tabLabels: Record<Tab, string> = {
	users: 'Family and sharing',
	profile: 'Profile',
	student: 'Student',
	billing: 'Billing',
	notifications: 'Notifications',
}

/** Every form on the page, by its `intent`: one schema per form, the same ones the tabs give Conform. */
const SettingsFormSchema = z.discriminatedUnion('intent', [...studentForms, UndoPlanChangeFormSchema, ...memberForms, ...billingForms, ...profileForms, ...notificationForms])

/** A member's own settings, which read-only members (counselors) may change too. */
const personalIntents: readonly string[] = [...profileIntents, ...notificationIntents]

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
	// A member's own settings: spelled out, as the route's exports reach the browser.
	'save-notifications': null,
	'create-feed': null,
	'revoke-feed': null,
	'remove-push-device': null,
	'update-name': null,
	'change-email': null,
	'confirm-email': null,
	'delete-me': null,
} satisfies FormWrites

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { app, user, access } = await requireAccountRoute(request, context, params.accountId)
	const tabParam = new URL(request.url).searchParams.get('tab')
	const tab: Tab = tabs.find((value) => value === tabParam) ?? 'student'
	switch (tab) {
		case 'student':
			return { tab, access, ...(await loadStudentTab(app, access)) }
		case 'users':
			return { tab, access, ...(await loadUsersTab(app, access)) }
		case 'billing':
			return { tab, access, billing: await loadBillingTab(app, access.accountId) }
		case 'profile':
			return { tab, access, profile: await loadProfileTab(app, user) }
		case 'notifications':
			return { tab, access, notifications: await loadNotificationsTab(app, access, user) }
	}
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const { app, user, access } = await requireAccountRoute(request, context, params.accountId)
	requireSameOrigin(request, app.env)
	const formData = await readFormData(request)
	// The plan and the role are asked before the post is read any further (decision 022).
	const posted = formData.get('intent')
	const intent = typeof posted === 'string' ? posted : ''
	await requireWrite(app, access, writes, intent)
	if (access.readOnly && !personalIntents.includes(intent)) return formResponse(formError(403, intent, 'Counselors can view this plan but not change it.'))
	const submission = parseWithZod(formData, { schema: SettingsFormSchema })
	if (submission.status !== 'success') return formResponse(formError(400, intent, firstError(submission.error)), submission.reply)
	const input = submission.value
	switch (input.intent) {
		case 'update-student':
		case 'update-timezone':
		case 'undo-plan-change':
			return formResponse(await handleStudentIntent(app, access, input), submission.reply)
		case 'invite':
		case 'change-role':
		case 'set-sections':
		case 'share-all':
		case 'remove':
		case 'revoke':
			return formResponse(await handleMembersIntent(app, user, access, input), submission.reply)
		case 'choose-plan':
		case 'manage':
		case 'cancel':
			return formResponse(await handleBillingIntent(app, user, access, input), submission.reply)
		case 'update-name':
		case 'change-email':
		case 'confirm-email':
		case 'delete-me':
			return formResponse(await handleProfileIntent(app, user, input, request), submission.reply)
		case 'save-notifications':
		case 'create-feed':
		case 'revoke-feed':
		case 'remove-push-device':
			return formResponse(await handleNotificationIntent(app, access, user, input), submission.reply)
	}
}

export default function SettingsRoute({ loaderData, actionData, params }: Route.ComponentProps) {
	const { tab, access } = loaderData
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
			<FormResultMessage actionData={actionData} />
			{loaderData.tab === 'student' ? <StudentTab access={access} account={loaderData.account} planEngine={loaderData.planEngine} actionData={actionData} /> : null}
			{loaderData.tab === 'users' ? <UsersTab access={access} members={loaderData.members} audit={loaderData.audit} invitable={loaderData.invitable} actionData={actionData} /> : null}
			{loaderData.tab === 'profile' ? <ProfileTab profile={loaderData.profile} actionData={actionData} /> : null}
			{loaderData.tab === 'billing' ? <BillingTab billing={loaderData.billing} isOwner={access.role === 'owner'} actionData={actionData} /> : null}
			{loaderData.tab === 'notifications' ? <NotificationsTab settings={loaderData.notifications} accountId={params.accountId} actionData={actionData} /> : null}
		</main>
	)
}

export function meta() {
	return [{ title: 'Settings | Northstar' }, { name: 'robots', content: 'noindex' }]
}

export const ErrorBoundary = AccountErrorBoundary
