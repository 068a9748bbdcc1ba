import { useState } from 'react'
import { data, Form, Link, useNavigation } from 'react-router'
import type { z } from 'zod'
import { AccountErrorBoundary } from '#app/components/account-error-boundary'
import { EmptyState } from '#app/components/empty-state'
import { FormMessage, inputClass, inputClassName, textareaBox } from '#app/components/form-controls'
import { ErrorList } from '#app/components/forms'
import { textLinkClass } from '#app/components/marketing'
import { Button } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { Checkbox } from '#app/components/ui/checkbox'
import { Select } from '#app/components/ui/select'
import { requireAccountRoute } from '#app/features/accounts/account-route.server'
import { getAccountDetails, updateStudentData } from '#app/features/accounts/accounts.server'
import { concernOptions } from '#app/features/accounts/schemas'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { WEIGHT_LABELS, type Weight } from '#app/features/gpa/gpa'
import {
	ACTIVITY_DESCRIPTION_MAX,
	ActivityFormSchema,
	HonorFormSchema,
	honorLevelLabels,
	honorLevels,
	MAX_ACTIVITIES,
	MAX_HONORS,
} from '#app/features/student-profile/profile'
import { addActivity, addHonor, getStudentProfile, moveActivity, ProfileLimitError, removeActivity, removeHonor } from '#app/features/student-profile/profile.server'
import { cn } from '#app/lib/cn'
import { readFormData } from '#app/lib/form-data.server'
import { requireWrite } from '#app/features/billing/require-feature.server'
import { type FormWrites } from '#app/features/billing/writes'
import type { Route } from './+types/profile'

// The student profile colleges care about: GPA (saved from the calculator)
// with its courses, up to 10 activities with 150-character descriptions as
// the Common App has them, up to 5 honors, and the student's details.

/** What each write here uses of the plan, by intent (decision 022): checked by requireWrite before it runs. */
export const writes = {
	'add-activity': 'plan',
	'add-honor': 'plan',
	'move-up': 'plan',
	'move-down': 'plan',
	// The student's details are the account itself, as in Settings → Student.
	'update-majors': null,
	'remove-activity': null,
	'remove-honor': null,
} satisfies FormWrites

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { app, access } = await requireAccountRoute(request, context, params.accountId, { section: 'profile' })
	const [account, profile] = await Promise.all([getAccountDetails(app, access.accountId), getStudentProfile(app, access.accountId)])
	return { account: account!, profile, canEdit: !access.readOnly }
}

type FieldErrors = Record<string, string[]>
const fieldErrors = (error: z.ZodError): FieldErrors => {
	const errors: FieldErrors = {}
	for (const issue of error.issues) (errors[String(issue.path[0] ?? 'form')] ??= []).push(issue.message)
	return errors
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const { app, access } = await requireAccountRoute(request, context, params.accountId, { section: 'profile', write: true })
	requireSameOrigin(request, app.env)
	const formData = await readFormData(request)
	const intent = String(formData.get('intent') ?? '')
	await requireWrite(app, access, writes, intent)
	const id = String(formData.get('id') ?? '')
	try {
		switch (intent) {
			case 'add-activity': {
				const parsed = ActivityFormSchema.safeParse({ ...Object.fromEntries(formData), grades: formData.getAll('grades') })
				if (!parsed.success) return data({ ok: false, intent, errors: fieldErrors(parsed.error), message: null }, { status: 400 })
				await addActivity(app, access.accountId, parsed.data)
				return { ok: true, intent, errors: null, message: 'Activity added.' }
			}
			case 'add-honor': {
				const parsed = HonorFormSchema.safeParse({ ...Object.fromEntries(formData), grades: formData.getAll('grades') })
				if (!parsed.success) return data({ ok: false, intent, errors: fieldErrors(parsed.error), message: null }, { status: 400 })
				await addHonor(app, access.accountId, parsed.data)
				return { ok: true, intent, errors: null, message: 'Honor added.' }
			}
			case 'update-majors': {
				const majors = String(formData.get('intendedMajors') ?? '')
				if (majors.length > 500) return data({ ok: false, intent, errors: null, message: 'Keep the majors under 500 characters.' }, { status: 400 })
				const list = majors.split(/[,\n]/).map((item) => item.trim().slice(0, 80)).filter(Boolean).slice(0, 5)
				await updateStudentData(app, access.accountId, { intendedMajors: list })
				return { ok: true, intent, errors: null, message: 'Intended majors saved.' }
			}
			case 'remove-activity':
				await removeActivity(app, access.accountId, id)
				return { ok: true, intent, errors: null, message: 'Activity removed.' }
			case 'move-up':
			case 'move-down':
				await moveActivity(app, access.accountId, id, intent === 'move-up' ? -1 : 1)
				return { ok: true, intent, errors: null, message: null }
			case 'remove-honor':
				await removeHonor(app, access.accountId, id)
				return { ok: true, intent, errors: null, message: 'Honor removed.' }
			default:
				return data({ ok: false, intent, errors: null, message: 'Unknown action.' }, { status: 400 })
		}
	} catch (error) {
		if (error instanceof ProfileLimitError) return data({ ok: false, intent, errors: null, message: error.message }, { status: 409 })
		throw error
	}
}

const gradeList = (grades: number[]) => grades.map((grade) => `${grade}th`).join(', ')

export default function AccountProfileRoute({ loaderData, actionData, params }: Route.ComponentProps) {
	const { account, profile, canEdit } = loaderData
	const rows: Array<[string, string]> = [
		['Student', account.studentName],
		['Class of', account.graduationYear ? String(account.graduationYear) : '—'],
		['Grade', account.grade ?? '—'],
		['High school', account.highSchool ?? '—'],
		['State / ZIP', [account.state, account.zip].filter(Boolean).join(' ') || '—'],
		['Intended start', account.intendedStartTerm ?? '—'],
		['Intended majors', account.intendedMajors?.join(', ') || '—'],
		['Regions', account.regions?.join(', ') || '—'],
		['Support', account.concerns?.map((concern) => concernOptions[concern as keyof typeof concernOptions] ?? concern).join(', ') || '—'],
	]
	return (
		<main id="main-content" className="flex flex-col gap-6">
			<div className="flex flex-wrap items-center justify-between gap-3">
				<h1 className="text-2xl font-bold">Student profile</h1>
				{canEdit ? (
					<Link to={`/a/${params.accountId}/settings?tab=student`} className="text-sm font-medium text-brand underline-offset-4 hover:underline">
						Edit student details
					</Link>
				) : null}
			</div>
			{actionData?.message ? <FormMessage tone={actionData.ok ? 'info' : 'error'}>{actionData.message}</FormMessage> : null}

			<section aria-labelledby="gpa-heading" className={cardVariants()}>
				<h2 id="gpa-heading" className="font-semibold">
					GPA
				</h2>
				{profile.gpa ? (
					<>
						<div className="mt-3 flex flex-wrap gap-6">
							<p>
								<span className="block text-3xl font-bold" data-testid="gpa-unweighted">{profile.gpa.unweighted?.toFixed(2) ?? '—'}</span>
								<span className="text-sm text-muted-foreground">Unweighted</span>
							</p>
							<p>
								<span className="block text-3xl font-bold">{profile.gpa.weighted?.toFixed(2) ?? '—'}</span>
								<span className="text-sm text-muted-foreground">Weighted</span>
							</p>
						</div>
						<p className="mt-2 text-sm text-muted-foreground">
							Saved from the GPA calculator on {new Date(profile.gpa.savedAt).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' })}, {profile.gpa.credits} credits this term.
						</p>
						{profile.gpa.courses.length ? (
							<details className="mt-3 text-sm">
								<summary className="cursor-pointer text-brand">Courses ({profile.gpa.courses.length})</summary>
								<ul className="mt-2 flex flex-col gap-1">
									{profile.gpa.courses.map((course, index) => (
										<li key={index}>
											{course.name || 'Unnamed course'} · {course.grade || '—'} · {WEIGHT_LABELS[course.weight as Weight] ?? course.weight} · {course.credits ?? '—'} credit
										</li>
									))}
								</ul>
							</details>
						) : null}
					</>
				) : (
					<p className="mt-2 text-muted-foreground">No GPA saved yet.</p>
				)}
				<p className="mt-3 text-sm">
					<Link to="/tools/gpa-calculator" className={textLinkClass}>
						{profile.gpa ? 'Update it in the GPA calculator' : 'Work it out in the GPA calculator'}
					</Link>{' '}
					<span className="text-muted-foreground">and press “Save to profile”.</span>
				</p>
			</section>

			<section id="activities" aria-labelledby="activities-heading" className={cardVariants()}>
				<h2 id="activities-heading" className="font-semibold">
					Activities <span className="font-normal text-muted-foreground">({profile.activities.length} of {MAX_ACTIVITIES})</span>
				</h2>
				<p className="mt-1 text-sm text-muted-foreground">In order of importance, as on the Common App. Each description fits in {ACTIVITY_DESCRIPTION_MAX} characters.</p>
				{profile.activities.length ? (
					<ol className="mt-4 flex flex-col gap-3">
						{profile.activities.map((activity, index) => (
							<li key={activity.id} className="rounded-lg bg-muted/50 p-4" data-testid="activity">
								<div className="flex flex-wrap items-start justify-between gap-2">
									<div>
										<p className="font-medium">
											{index + 1}. {activity.name}
											{activity.role ? <span className="font-normal text-muted-foreground"> · {activity.role}</span> : null}
										</p>
										{activity.organization ? <p className="text-sm text-muted-foreground">{activity.organization}</p> : null}
										<p className="mt-1 text-sm">{activity.description}</p>
										<p className="mt-1 text-xs text-muted-foreground">
											Grades {gradeList(activity.grades)}
											{activity.hoursPerWeek !== null ? ` · ${activity.hoursPerWeek} h/week` : ''}
											{activity.weeksPerYear !== null ? ` · ${activity.weeksPerYear} weeks/year` : ''}
										</p>
									</div>
									{canEdit ? (
										<Form method="post" className="flex gap-2">
											<input type="hidden" name="id" value={activity.id} />
											<Button type="submit" name="intent" value="move-up" size="sm" variant="ghost" disabled={index === 0} aria-label={`Move up: ${activity.name}`}>
												↑
											</Button>
											<Button type="submit" name="intent" value="move-down" size="sm" variant="ghost" disabled={index === profile.activities.length - 1} aria-label={`Move down: ${activity.name}`}>
												↓
											</Button>
											<Button type="submit" name="intent" value="remove-activity" size="sm" variant="destructive-link" aria-label={`Remove: ${activity.name}`}>
												Remove
											</Button>
										</Form>
									) : null}
								</div>
							</li>
						))}
					</ol>
				) : (
					<div className="mt-4">
						<EmptyState title="No activities yet">Clubs, sports, jobs, family responsibilities and projects all count.</EmptyState>
					</div>
				)}
				{canEdit && profile.activities.length < MAX_ACTIVITIES ? (
					<ActivityForm errors={actionData?.intent === 'add-activity' ? actionData.errors : null} />
				) : null}
			</section>

			<section aria-labelledby="honors-heading" className={cardVariants()}>
				<h2 id="honors-heading" className="font-semibold">
					Honors <span className="font-normal text-muted-foreground">({profile.honors.length} of {MAX_HONORS})</span>
				</h2>
				{profile.honors.length ? (
					<ul className="mt-3 flex flex-col divide-y">
						{profile.honors.map((honor) => (
							<li key={honor.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
								<span>
									{honor.title} <span className="text-sm text-muted-foreground">· {honorLevelLabels[honor.level]} · grades {gradeList(honor.grades)}</span>
								</span>
								{canEdit ? (
									<Form method="post">
										<input type="hidden" name="id" value={honor.id} />
										<Button type="submit" name="intent" value="remove-honor" size="sm" variant="destructive-link" aria-label={`Remove: ${honor.title}`}>
											Remove
										</Button>
									</Form>
								) : null}
							</li>
						))}
					</ul>
				) : (
					<p className="mt-2 text-muted-foreground">No honors yet: awards, honor societies, competitions and recognitions belong here.</p>
				)}
				{canEdit && profile.honors.length < MAX_HONORS ? <HonorForm errors={actionData?.intent === 'add-honor' ? actionData.errors : null} /> : null}
			</section>

			<section aria-labelledby="majors-heading" className={cardVariants()}>
				<h2 id="majors-heading" className="font-semibold">
					Intended majors
				</h2>
				{canEdit ? (
					<Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
						<div className="flex min-w-64 flex-1 flex-col gap-1.5">
							<label htmlFor="intended-majors" className="text-sm">
								Up to five, separated by commas (undecided is fine)
							</label>
							<input id="intended-majors" name="intendedMajors" defaultValue={account.intendedMajors?.join(', ') ?? ''} maxLength={500} className={inputClassName} />
						</div>
						<Button type="submit" name="intent" value="update-majors" variant="outline">
							Save majors
						</Button>
					</Form>
				) : (
					<p className="mt-2">{account.intendedMajors?.join(', ') || 'Not chosen yet.'}</p>
				)}
			</section>

			<section aria-labelledby="details-heading">
				<h2 id="details-heading" className="sr-only">
					Student details
				</h2>
				<dl className={cardVariants({ className: 'grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]' })}>
					{rows.map(([label, value]) => (
						<div key={label} className="contents">
							<dt className="text-sm text-muted-foreground">{label}</dt>
							<dd>{value}</dd>
						</div>
					))}
				</dl>
			</section>
		</main>
	)
}

function GradeChecks({ id, errors, legend }: { id: string; errors?: string[]; legend: string }) {
	return (
		<fieldset className="sm:col-span-2" aria-describedby={errors ? `${id}-grades-error` : undefined}>
			<legend className="text-sm font-medium">{legend}</legend>
			<div className="mt-1.5 flex gap-4">
				{[9, 10, 11, 12].map((grade) => (
					<label key={grade} className="flex items-center gap-1.5 text-sm">
						<Checkbox name="grades" value={grade} />
						{grade}th
					</label>
				))}
			</div>
			<ErrorList id={`${id}-grades-error`} errors={errors} />
		</fieldset>
	)
}

function ActivityForm({ errors }: { errors: FieldErrors | null }) {
	const navigation = useNavigation()
	const [description, setDescription] = useState('')
	const left = ACTIVITY_DESCRIPTION_MAX - description.length
	const invalid = (name: string) => ({ 'aria-invalid': errors?.[name] ? true : undefined, 'aria-describedby': errors?.[name] ? `activity-${name}-error` : undefined })
	return (
		<details className="mt-4" open={Boolean(errors)}>
			<summary className="cursor-pointer font-medium text-brand">Add an activity</summary>
			<Form method="post" className="mt-3 grid gap-4 sm:grid-cols-2" noValidate>
				<div className="flex flex-col gap-1.5">
					<label htmlFor="activity-name" className="text-sm font-medium">Activity</label>
					<input id="activity-name" name="name" maxLength={50} className={inputClassName} {...invalid('name')} />
					<ErrorList id="activity-name-error" errors={errors?.name} />
				</div>
				<div className="flex flex-col gap-1.5">
					<label htmlFor="activity-role" className="text-sm font-medium">Position or leadership (optional)</label>
					<input id="activity-role" name="role" maxLength={50} className={inputClassName} />
				</div>
				<div className="flex flex-col gap-1.5 sm:col-span-2">
					<label htmlFor="activity-organization" className="text-sm font-medium">Organization (optional)</label>
					<input id="activity-organization" name="organization" maxLength={100} className={inputClassName} />
				</div>
				<div className="flex flex-col gap-1.5 sm:col-span-2">
					<label htmlFor="activity-description" className="text-sm font-medium">What you did</label>
					<textarea
						id="activity-description"
						name="description"
						rows={2}
						value={description}
						onChange={(event) => setDescription(event.target.value)}
						className={inputClass(textareaBox)}
						aria-invalid={errors?.description || left < 0 ? true : undefined}
						aria-describedby="activity-description-count activity-description-error"
					/>
					<p id="activity-description-count" className={cn('text-sm', left < 0 ? 'text-destructive' : 'text-muted-foreground')} aria-live="polite">
						{left >= 0 ? `${left} characters left` : `${-left} characters over the limit`} ({description.length}/{ACTIVITY_DESCRIPTION_MAX})
					</p>
					<ErrorList id="activity-description-error" errors={errors?.description} />
				</div>
				<GradeChecks id="activity" legend="Grades" errors={errors?.grades} />
				<div className="flex flex-col gap-1.5">
					<label htmlFor="activity-hours" className="text-sm font-medium">Hours per week (optional)</label>
					<input id="activity-hours" name="hoursPerWeek" inputMode="numeric" className={inputClassName} {...invalid('hoursPerWeek')} />
					<ErrorList id="activity-hoursPerWeek-error" errors={errors?.hoursPerWeek} />
				</div>
				<div className="flex flex-col gap-1.5">
					<label htmlFor="activity-weeks" className="text-sm font-medium">Weeks per year (optional)</label>
					<input id="activity-weeks" name="weeksPerYear" inputMode="numeric" className={inputClassName} {...invalid('weeksPerYear')} />
					<ErrorList id="activity-weeksPerYear-error" errors={errors?.weeksPerYear} />
				</div>
				<div className="sm:col-span-2">
					<Button type="submit" name="intent" value="add-activity" variant="brand" loading={navigation.formData?.get('intent') === 'add-activity'} loadingLabel="Adding">
						Add activity
					</Button>
				</div>
			</Form>
		</details>
	)
}

function HonorForm({ errors }: { errors: FieldErrors | null }) {
	const navigation = useNavigation()
	return (
		<details className="mt-4" open={Boolean(errors)}>
			<summary className="cursor-pointer font-medium text-brand">Add an honor</summary>
			<Form method="post" className="mt-3 grid gap-4 sm:grid-cols-2" noValidate>
				<div className="flex flex-col gap-1.5">
					<label htmlFor="honor-title" className="text-sm font-medium">Honor</label>
					<input id="honor-title" name="title" maxLength={100} className={inputClassName} aria-invalid={errors?.title ? true : undefined} aria-describedby={errors?.title ? 'honor-title-error' : undefined} />
					<ErrorList id="honor-title-error" errors={errors?.title} />
				</div>
				<div className="flex flex-col gap-1.5">
					<label htmlFor="honor-level" className="text-sm font-medium">Level of recognition</label>
					<Select id="honor-level" name="level" defaultValue="school">
						{honorLevels.map((level) => (
							<option key={level} value={level}>{honorLevelLabels[level]}</option>
						))}
					</Select>
				</div>
				<GradeChecks id="honor" legend="Grades received" errors={errors?.grades} />
				<div className="sm:col-span-2">
					<Button type="submit" name="intent" value="add-honor" variant="brand" loading={navigation.formData?.get('intent') === 'add-honor'} loadingLabel="Adding">
						Add honor
					</Button>
				</div>
			</Form>
		</details>
	)
}

export const ErrorBoundary = AccountErrorBoundary

export function meta() {
	return [{ title: 'Profile | Northstar' }, { name: 'robots', content: 'noindex' }]
}
