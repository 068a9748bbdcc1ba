import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useState } from 'react'
import { eq } from 'drizzle-orm'
import { data, Form, redirect, useNavigation } from 'react-router'
import { Checkbox } from '#app/components/ui/checkbox'
import { Select } from '#app/components/ui/select'
import { familyTimeZones } from '#app/features/plan/dates'
import { z } from 'zod'
import { AuthLayout } from '#app/components/auth-layout'
import { FormMessage, inputClassName } from '#app/components/form-controls'
import { ErrorList, Field } from '#app/components/forms'
import { Button } from '#app/components/ui/button'
import { requireAccountAccess } from '#app/features/accounts/access.server'
import { listUserAccounts, setCurrentAccount } from '#app/features/accounts/accounts.server'
import { graduationYearOptions } from '#app/features/accounts/grade'
import { inviteMember, MemberChangeError } from '#app/features/accounts/members.server'
import {
	AccountLimitError,
	canMakeStudentAccount,
	MAX_STUDENT_ACCOUNTS_PER_USER,
	clearOnboarding,
	completeOnboarding,
	getIncompleteOnboardingAccount,
	saveGoalsStep,
	saveStudentStep,
	stepName,
} from '#app/features/accounts/onboarding.server'
import { concernOptions, GoalsStepSchema, studentStepSchema, testOptions } from '#app/features/accounts/schemas'
import { requireUser } from '#app/features/auth/auth.server'
import { BillingNotStoppedError, defaultPlanSlug, getActivePlans, MAX_TRIALS_PER_USER, trialsLeft } from '#app/features/billing/billing.server'
import { features as featureLabels, formatPrice, trialLine } from '#app/features/billing/catalog'
import { parseCarry } from '#app/features/auth/carry'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { safeRedirect } from '#app/features/auth/redirects'
import { getAppContext } from '#app/lib/app-context'
import { accounts } from '#app/lib/db/schema'
import { readFormData } from '#app/lib/form-data.server'
import type { Route } from './+types/onboarding'
import { logError } from '#app/lib/redact'

// spec §2 /onboarding: signed in only; loads the user, the active plans and
// any incomplete account so onboarding resumes. Three steps, each a form that
// works without JavaScript: student, goals, plan.

const PlanStepSchema = z.object({ plan: z.string().max(40).optional() })

// Empty test rows are left out before validation.
const GoalsFormSchema = z.preprocess((value) => {
	if (typeof value !== 'object' || value === null) return value
	const record = value as { testPlans?: Array<{ test?: string; date?: string }> }
	return { ...record, testPlans: record.testPlans?.filter((row) => row && (row.test || row.date)) }
}, GoalsStepSchema)

async function loadActivePlans(app: ReturnType<typeof getAppContext>) {
	try {
		return (await getActivePlans(app)).plans
	} catch (error) {
		// spec §8: logged, and onboarding goes on with an empty list.
		logError('Failed to load plans', error)
		return []
	}
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const app = getAppContext(context)
	const user = await requireUser(request, app)
	const url = new URL(request.url)
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

export async function action({ request, context }: Route.ActionArgs) {
	const app = getAppContext(context)
	const user = await requireUser(request, app)
	requireSameOrigin(request, app.env)
	const url = new URL(request.url)
	const formData = await readFormData(request)
	const intent = formData.get('intent')
	const { existingAccountId } = await getIncompleteOnboardingAccount(app, user.id)
	// Each step comes back here; the path goes through the one return-path gate like every other hop.
	const here = safeRedirect(`${url.pathname}${url.search}`, '/onboarding')

	if (intent === 'student') {
		const schema = studentStepSchema(app.now())
		const submission = parseWithZod(formData, { schema })
		if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
		const { studentEmail, ...student } = submission.value
		// The browser's time zone, when it is one we offer; else the default (Eastern), changeable in Settings.
		const browserZone = String(formData.get('timeZone') ?? '')
		const timeZone = familyTimeZones.some(([zone]) => zone === browserZone) ? browserZone : undefined
		let accountId: string
		try {
			accountId = await saveStudentStep(app, user, { ...student, ...(timeZone ? { timeZone } : {}) })
		} catch (error) {
			if (error instanceof AccountLimitError) return data({ result: submission.reply({ fieldErrors: { studentName: [error.message] } }) }, { status: 409 })
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
	if (!existingAccountId) {
		return data({ result: null, message: 'Start with the student step.' }, { status: 409 })
	}
	if (intent === 'goals') {
		const submission = parseWithZod(formData, { schema: GoalsFormSchema })
		if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
		await saveGoalsStep(app, existingAccountId, submission.value)
		throw redirect(here)
	}
	if (intent === 'plan') {
		const submission = parseWithZod(formData, { schema: PlanStepSchema })
		if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
		const trial = await completeOnboarding(app, existingAccountId, submission.value.plan || null, user.id)
		await setCurrentAccount(app, user, existingAccountId)
		// No trial (this sign-in's trials are used): straight to choosing a plan.
		throw redirect(trial.started ? `/a/${existingAccountId}/dashboard` : `/a/${existingAccountId}/settings?tab=billing`)
	}
	if (intent === 'back') {
		const [row] = await app.db
			.select({ step: accounts.onboardingStep })
			.from(accounts)
			.where(eq(accounts.id, existingAccountId))
		await app.db
			.update(accounts)
			.set({ onboardingStep: Math.max(1, (row?.step ?? 2) - 1) })
			.where(eq(accounts.id, existingAccountId))
		throw redirect(here)
	}
	if (intent === 'restart') {
		try {
			await clearOnboarding(app, user.id)
		} catch (error) {
			if (error instanceof BillingNotStoppedError) return data({ result: null, message: error.message }, { status: 503 })
			throw error
		}
		throw redirect(here)
	}
	return data({ result: null, message: 'Unknown step.' }, { status: 400 })
}

const stepTitles = { student: 'About your student', goals: 'Goals and concerns', plan: 'Choose a plan' } as const

/** Sends the browser's time zone with step 1, so due dates and reminders follow the family's clock. */
function BrowserTimeZone() {
	const [zone, setZone] = useState('')
	useEffect(() => setZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? ''), [])
	return <input type="hidden" name="timeZone" value={zone} />
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
			{actionData && 'message' in actionData && actionData.message ? <FormMessage>{actionData.message}</FormMessage> : null}
			{step === 'student' ? <StudentStepForm loaderData={loaderData} actionData={actionData} /> : null}
			{step === 'goals' ? <GoalsStepForm loaderData={loaderData} actionData={actionData} /> : null}
			{step === 'plan' ? <PlanStepForm loaderData={loaderData} /> : null}
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

type StepProps = {
	loaderData: Route.ComponentProps['loaderData']
	actionData?: Route.ComponentProps['actionData']
}

function StudentStepForm({ loaderData, actionData }: StepProps) {
	const { existingAccountData: existing, yearOptions, user } = loaderData
	const schema = studentStepSchema(new Date(Date.UTC(yearOptions[0]!, 6, 1)))
	const navigation = useNavigation()
	const [form, fields] = useForm({
		id: 'onboarding-student',
		lastResult: actionData && 'result' in actionData ? actionData.result : undefined,
		defaultValue: {
			studentName: existing?.studentName ?? '',
			graduationYear: existing?.graduationYear ? String(existing.graduationYear) : '',
			highSchool: existing?.highSchool ?? '',
			state: existing?.state ?? '',
			zip: existing?.zip ?? '',
			filledBy: existing?.filledBy ?? user.kind,
		},
		constraint: getZodConstraint(schema),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
	})
	return (
		<Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
			{loaderData.accountLimitReached ? (
				<FormMessage>
					You have {loaderData.maxStudentAccounts} student accounts, the most one sign-in can make. Remove one you no longer use
					(Settings → Profile) to add another.
				</FormMessage>
			) : null}
			<input type="hidden" name="intent" value="student" />
			<BrowserTimeZone />
			<fieldset className="flex flex-col gap-2">
				<legend className="mb-1 text-sm font-medium">Who is filling this in?</legend>
				<div className="grid grid-cols-2 gap-3">
					{(['parent', 'student'] as const).map((value) => (
						<label key={value} className="flex items-center gap-2 rounded-md border px-3 py-2.5 text-sm has-checked:border-brand has-checked:bg-brand/5">
							<input {...getInputProps(fields.filledBy, { type: 'radio', value })} key={value} className="accent-brand" />
							{value === 'parent' ? 'A parent' : 'The student'}
						</label>
					))}
				</div>
				<ErrorList id={fields.filledBy.errorId} errors={fields.filledBy.errors} />
			</fieldset>
			<Field label="Student's name" inputProps={{ ...getInputProps(fields.studentName, { type: 'text' }), autoComplete: 'off' }} errors={fields.studentName.errors} />
			<div className="flex flex-col gap-1.5">
				<label htmlFor={fields.graduationYear.id} className="text-sm font-medium">
					Class of (high-school graduation year)
				</label>
				<Select {...getSelectProps(fields.graduationYear)}>
					<option value="">Choose a year</option>
					{yearOptions.map((year) => (
						<option key={year} value={year}>
							{year}
						</option>
					))}
				</Select>
				<ErrorList id={fields.graduationYear.errorId} errors={fields.graduationYear.errors} />
			</div>
			<Field label="High school (optional)" inputProps={getInputProps(fields.highSchool, { type: 'text' })} errors={fields.highSchool.errors} />
			<div className="grid grid-cols-2 gap-3">
				<Field label="State (optional)" inputProps={{ ...getInputProps(fields.state, { type: 'text' }), maxLength: 2, placeholder: 'OR' }} errors={fields.state.errors} />
				<Field label="ZIP (optional)" inputProps={{ ...getInputProps(fields.zip, { type: 'text' }), inputMode: 'numeric', maxLength: 5 }} errors={fields.zip.errors} />
			</div>
			<Field
				label="Student's email (optional)"
				hint="We'll invite them to their own login. Students need to be 13 or older."
				inputProps={{ ...getInputProps(fields.studentEmail, { type: 'email' }), autoComplete: 'off' }}
				errors={fields.studentEmail.errors}
			/>
			<Button type="submit" variant="brand" size="lg" loading={navigation.state === 'submitting'} loadingLabel="Saving">
				Continue
			</Button>
		</Form>
	)
}

function GoalsStepForm({ loaderData, actionData }: StepProps) {
	const existing = loaderData.existingAccountData
	const [form, fields] = useForm({
		id: 'onboarding-goals',
		lastResult: actionData && 'result' in actionData ? actionData.result : undefined,
		defaultValue: {
			intendedMajors: existing?.intendedMajors?.join(', ') ?? '',
			regions: existing?.regions?.join(', ') ?? '',
			concerns: existing?.concerns ?? [],
		},
		shouldValidate: 'onBlur',
	})
	const tests = existing?.testPlans ?? []
	return (
		<Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
			<Field label="Intended majors (optional)" hint="Separate with commas, like Biology, Nursing." inputProps={getInputProps(fields.intendedMajors, { type: 'text' })} errors={fields.intendedMajors.errors} />
			<Field label="Regions or states you're considering (optional)" hint="Like Pacific Northwest, California." inputProps={getInputProps(fields.regions, { type: 'text' })} errors={fields.regions.errors} />
			<fieldset>
				<legend className="text-sm font-medium">Test plans (optional)</legend>
				{[0, 1].map((row) => (
					<div key={row} className="mt-2 grid grid-cols-2 gap-3">
						<label className="sr-only" htmlFor={`test-${row}`}>
							Test {row + 1}
						</label>
						<Select id={`test-${row}`} name={`testPlans[${row}].test`} defaultValue={tests[row]?.test ?? ''}>
							<option value="">Test</option>
							{testOptions.map((test) => (
								<option key={test} value={test}>
									{test}
								</option>
							))}
						</Select>
						<label className="sr-only" htmlFor={`test-date-${row}`}>
							Date of test {row + 1}
						</label>
						<input id={`test-date-${row}`} type="date" name={`testPlans[${row}].date`} defaultValue={tests[row]?.date ?? ''} className={inputClassName} />
					</div>
				))}
				<ErrorList
					errors={Object.entries(form.allErrors)
						.filter(([key]) => key.startsWith('testPlans'))
						.flatMap(([, errors]) => errors)}
				/>
			</fieldset>
			<fieldset>
				<legend className="text-sm font-medium">Where could you use help? (optional)</legend>
				<div className="mt-2 flex flex-col gap-2">
					{Object.entries(concernOptions).map(([value, label]) => (
						<label key={value} className="flex items-center gap-2 text-sm">
							<Checkbox name="concerns" value={value} defaultChecked={existing?.concerns?.includes(value)} />
							{label}
						</label>
					))}
				</div>
			</fieldset>
			<div className="flex gap-3">
				<Button type="submit" name="intent" value="back" variant="outline" size="lg" formNoValidate>
					Back
				</Button>
				<Button type="submit" name="intent" value="goals" variant="brand" size="lg" className="grow basis-0">
					Continue
				</Button>
			</div>
		</Form>
	)
}

function PlanStepForm({ loaderData }: { loaderData: Route.ComponentProps['loaderData'] }) {
	const { plans: available, carry, trialDays, defaultPlan, trialsLeft, maxTrials } = loaderData
	const wanted = carry.billing === 'yearly' ? carry.plan.replace(/-monthly$/, '-yearly') : carry.plan
	const chosen = available.find((plan) => plan.slug === wanted)?.slug ?? defaultPlan
	return (
		<Form method="post" className="flex flex-col gap-4">
			{trialsLeft > 0 ? (
				<p className="text-sm text-muted-foreground" data-testid="trial-line">
					{trialLine(trialDays)}
				</p>
			) : (
				<FormMessage tone="info">
					You have started {maxTrials} free trials, the most one sign-in can, so this student starts on a paid plan: choose it
					next, in Settings → Billing.
				</FormMessage>
			)}
			{available.length ? (
				<fieldset className="flex flex-col gap-3">
					<legend className="sr-only">Plan</legend>
					{available.map((plan) => (
						<label key={plan.slug} className="flex cursor-pointer items-start gap-3 rounded-md border p-4 has-checked:border-brand has-checked:bg-brand/5">
							<input type="radio" name="plan" value={plan.slug} defaultChecked={plan.slug === chosen} className="mt-1 accent-brand" />
							<span>
								<span className="block font-medium">
									{plan.name} · {formatPrice(plan.priceCents)}/{plan.interval}
								</span>
								<span className="block text-sm text-muted-foreground">
									{plan.features.map((feature) => featureLabels[feature as keyof typeof featureLabels] ?? feature).join(' · ')}
								</span>
							</span>
						</label>
					))}
				</fieldset>
			) : (
				<FormMessage tone="info">
					We couldn't load the plans just now. Your trial starts on our standard plan, and you can pick another in
					Settings.
				</FormMessage>
			)}
			<div className="flex gap-3">
				<Button type="submit" name="intent" value="back" variant="outline" size="lg">
					Back
				</Button>
				<Button type="submit" name="intent" value="plan" variant="brand" size="lg" className="grow basis-0">
					{trialsLeft > 0 ? `Start my free ${trialDays}-day trial` : 'Continue'}
				</Button>
			</div>
		</Form>
	)
}

export function meta() {
	return [{ title: 'Get started | Northstar' }, { name: 'robots', content: 'noindex' }]
}
