import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from 'react-router'
import { AuthLayout } from '#app/components/auth-layout'
import { FormMessage } from '#app/components/form-controls'
import { GoalsStep } from '#app/components/onboarding/goals-step'
import { PlanStep } from '#app/components/onboarding/plan-step'
import { StudentStep } from '#app/components/onboarding/student-step'
import { Button } from '#app/components/ui/button'
import { onboardingIntentSchema } from '#app/features/accounts/onboarding-forms'
import { loadOnboardingPage, runOnboardingIntent } from '#app/features/accounts/onboarding-page.server'
import { requireUser } from '#app/features/auth/auth.server'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { safeRedirect } from '#app/features/auth/redirects'
import { getAppContext } from '#app/lib/app-context'
import { firstError, formError, formResponse, shownAtForm } from '#app/lib/form-result'
import { readFormData } from '#app/lib/form-data.server'
import type { Route } from './+types/onboarding'

// spec §2 /onboarding: signed in only; loads the user, the active plans and
// any incomplete account so onboarding resumes. Three steps, each a form that
// works without JavaScript: student, goals, plan. The steps' forms live in
// app/components/onboarding/, their reads and writes in
// app/features/accounts/onboarding-page.server.ts.

const stepTitles = { student: 'About your student', goals: 'Goals and concerns', plan: 'Choose a plan' } as const
/** The steps' forms, whose errors Conform shows at their fields; Back and Start over are buttons. */
const stepForms = new Set(['student', 'goals', 'plan'])

export async function loader({ request, context }: Route.LoaderArgs) {
	const app = getAppContext(context)
	const user = await requireUser(request, app)
	return loadOnboardingPage(app, user, new URL(request.url))
}

export async function action({ request, context }: Route.ActionArgs) {
	const app = getAppContext(context)
	const user = await requireUser(request, app)
	requireSameOrigin(request, app.env)
	const url = new URL(request.url)
	const formData = await readFormData(request)
	const posted = formData.get('intent')
	const intent = typeof posted === 'string' ? posted : ''
	const submission = parseWithZod(formData, { schema: onboardingIntentSchema(app.now()) })
	if (submission.status !== 'success') {
		if (!stepForms.has(intent)) return formResponse(formError(400, null, 'Unknown step.'))
		return formResponse(formError(400, intent, firstError(submission.error)), submission.reply)
	}
	// Each step comes back here; the path goes through the one return-path gate like every other hop.
	const here = safeRedirect(`${url.pathname}${url.search}`, '/onboarding')
	return formResponse(await runOnboardingIntent(app, user, submission.value, here), submission.reply)
}

export default function OnboardingRoute({ loaderData, actionData }: Route.ComponentProps) {
	const { step, user } = loaderData
	const index = ['student', 'goals', 'plan'].indexOf(step) + 1
	return (
		<AuthLayout
			title={stepTitles[step]}
			focusKey={step}
			description={
				<>
					<span className="font-medium text-foreground" data-testid="onboarding-step">
						Step {index} of 3
					</span>{' '}
					· signed in as {user.email}
				</>
			}
		>
			{/* A refusal Conform shows at its field or form is not said twice. */}
			{actionData?.message && !actionData.ok && !shownAtForm(actionData.result) ? <FormMessage>{actionData.message}</FormMessage> : null}
			{step === 'student' ? <StudentStep page={loaderData} actionData={actionData} /> : null}
			{step === 'goals' ? <GoalsStep page={loaderData} actionData={actionData} /> : null}
			{step === 'plan' ? <PlanStep page={loaderData} actionData={actionData} /> : null}
			{loaderData.existingAccountId ? (
				<Form method="post" className="mt-6 border-t pt-4 text-center">
					<Button type="submit" name="intent" value="restart" variant="link" size="sm">
						Start over with a different student
					</Button>
				</Form>
			) : null}
		</AuthLayout>
	)
}

export function meta() {
	return [{ title: 'Get started | Northstar' }, { name: 'robots', content: 'noindex' }]
}
