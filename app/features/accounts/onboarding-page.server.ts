import { redirect } from 'react-router'
import { parseCarry } from '#app/features/auth/carry'
import { BillingNotStoppedError, defaultPlanSlug, getActivePlans, MAX_TRIALS_PER_USER, trialsLeft } from '#app/features/billing/billing.server'
import type { AppContext } from '#app/lib/app-context'
import { type FormAnswer, formError } from '#app/lib/form-result'
import { logError } from '#app/lib/redact'
import type { SessionUser } from '#app/lib/session.server'
import { requireAccountAccess } from './access.server'
import { listUserAccounts, setCurrentAccount } from './accounts.server'
import { graduationYearOptions } from './grade'
import { inviteMember, MemberChangeError } from './members.server'
import type { OnboardingIntent } from './onboarding-forms'
import {
	AccountLimitError,
	canMakeStudentAccount,
	clearOnboarding,
	completeOnboarding,
	getIncompleteOnboardingAccount,
	MAX_STUDENT_ACCOUNTS_PER_USER,
	saveGoalsStep,
	saveStudentStep,
	stepBack,
	stepName,
} from './onboarding.server'

// Onboarding's page (spec §2 /onboarding): the user, the active plans and any
// incomplete account, so onboarding resumes where it was left; and the one
// dispatch of its steps' posts, each of which comes back to the page.

async function loadActivePlans(app: AppContext) {
	try {
		return (await getActivePlans(app)).plans
	} catch (error) {
		// spec §8: logged, and onboarding goes on with an empty list.
		logError('Failed to load plans', error)
		return []
	}
}

/** The page's data; someone with a finished account and nothing under way goes to its dashboard (unless adding a student). */
export async function loadOnboardingPage(app: AppContext, user: SessionUser, url: URL) {
	const carry = parseCarry(url.searchParams, 'signup')
	const addingStudent = url.searchParams.get('addingStudent') === 'true'
	const [activePlans, incomplete, trials, canAddStudent] = await Promise.all([
		loadActivePlans(app),
		getIncompleteOnboardingAccount(app, user.id),
		trialsLeft(app, user.id),
		canMakeStudentAccount(app, user.id),
	])
	if (!incomplete.existingAccountId && !addingStudent) {
		const finished = await listUserAccounts(app, user.id)
		if (finished.length > 0) throw redirect(`/a/${finished[0]!.id}/dashboard`)
	}
	const step = incomplete.existingAccountData ? stepName(incomplete.existingAccountData.onboardingStep) : 'student'
	return {
		user: { name: user.name, email: user.email, kind: user.kind },
		plans: activePlans,
		existingAccountData: incomplete.existingAccountData,
		existingAccountId: incomplete.existingAccountId,
		step,
		carry,
		addingStudent,
		yearOptions: graduationYearOptions(app.now()),
		trialDays: app.env.TRIAL_DAYS,
		defaultPlan: defaultPlanSlug(app.env.PRICING_CATALOG),
		trialsLeft: trials,
		maxTrials: MAX_TRIALS_PER_USER,
		// Only a new account counts: an unfinished one is resumed.
		accountLimitReached: !incomplete.existingAccountId && !canAddStudent,
		maxStudentAccounts: MAX_STUDENT_ACCOUNTS_PER_USER,
	}
}
export type OnboardingPageData = Awaited<ReturnType<typeof loadOnboardingPage>>

/**
 * Runs one step's post. A step done redirects to `here` (the page, which
 * shows the next step), the last one to the new account; a refusal is the
 * answer.
 */
export async function runOnboardingIntent(app: AppContext, user: SessionUser, input: OnboardingIntent, here: string): Promise<FormAnswer> {
	if (input.intent === 'student') {
		const { intent: _, studentEmail, timeZone, ...student } = input
		let accountId: string
		try {
			accountId = await saveStudentStep(app, user, { ...student, ...(timeZone ? { timeZone } : {}) })
		} catch (error) {
			if (error instanceof AccountLimitError) return formError(409, input.intent, error.message, { reply: { fieldErrors: { studentName: [error.message] } } })
			throw error
		}
		if (studentEmail && studentEmail !== user.email) {
			const access = await requireAccountAccess({ db: app.db, user }, accountId, { minRole: 'owner' })
			await inviteMember(app, user, access, { email: studentEmail, role: 'student' }).catch((error) => {
				if (!(error instanceof MemberChangeError)) throw error
			})
		}
		throw redirect(here)
	}
	const { existingAccountId } = await getIncompleteOnboardingAccount(app, user.id)
	if (!existingAccountId) return formError(409, input.intent, 'Start with the student step.')
	switch (input.intent) {
		case 'goals': {
			const { intent: _, ...goals } = input
			await saveGoalsStep(app, existingAccountId, goals)
			throw redirect(here)
		}
		case 'plan': {
			const trial = await completeOnboarding(app, existingAccountId, input.plan || null, user.id)
			await setCurrentAccount(app, user, existingAccountId)
			// No trial (this sign-in's trials are used): straight to choosing a plan.
			throw redirect(trial.started ? `/a/${existingAccountId}/dashboard` : `/a/${existingAccountId}/settings?tab=billing`)
		}
		case 'back':
			await stepBack(app, existingAccountId)
			throw redirect(here)
		case 'restart':
			try {
				await clearOnboarding(app, user.id)
			} catch (error) {
				if (error instanceof BillingNotStoppedError) return formError(503, input.intent, error.message)
				throw error
			}
			throw redirect(here)
	}
}
