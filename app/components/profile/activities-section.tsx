import { getFormProps, getInputProps } from '@conform-to/react'
import { Form, useNavigation } from 'react-router'
import { EmptyState } from '#app/components/empty-state'
import { inputClass, textareaBox } from '#app/components/form-controls'
import { ErrorList, Field } from '#app/components/forms'
import { errorAria, usePageForm } from '#app/components/page-form'
import { Button } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { ACTIVITY_DESCRIPTION_MAX, MAX_ACTIVITIES } from '#app/features/student-profile/profile'
import { AddActivityFormSchema } from '#app/features/student-profile/profile-forms'
import type { ProfilePageData } from '#app/features/student-profile/profile-page.server'
import { cn } from '#app/lib/cn'
import type { FormResult } from '#app/lib/form-result'
import { gradeList, GradeChecks } from './grade-checks'

// Activities in order of importance, as the Common App lists them: each can
// move up or down or go, and a new one is added with its 150 characters
// counted as they are typed.

type Activity = ProfilePageData['profile']['activities'][number]

export function ActivitiesSection({ activities, canEdit, actionData }: { activities: Activity[]; canEdit: boolean; actionData: FormResult | undefined }) {
	return (
		<section id="activities" aria-labelledby="activities-heading" className={cardVariants()}>
			<h2 id="activities-heading" className="font-semibold">
				Activities <span className="font-normal text-muted-foreground">({activities.length} of {MAX_ACTIVITIES})</span>
			</h2>
			<p className="mt-1 text-sm text-muted-foreground">In order of importance, as on the Common App. Each description fits in {ACTIVITY_DESCRIPTION_MAX} characters.</p>
			{activities.length ? (
				<ol className="mt-4 flex flex-col gap-3">
					{activities.map((activity, index) => (
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
								{canEdit ? <ActivityButtons activity={activity} first={index === 0} last={index === activities.length - 1} /> : null}
							</div>
						</li>
					))}
				</ol>
			) : (
				<div className="mt-4">
					<EmptyState title="No activities yet">Clubs, sports, jobs, family responsibilities and projects all count.</EmptyState>
				</div>
			)}
			{canEdit && activities.length < MAX_ACTIVITIES ? <ActivityForm actionData={actionData} /> : null}
		</section>
	)
}

function ActivityButtons({ activity, first, last }: { activity: Activity; first: boolean; last: boolean }) {
	return (
		<Form method="post" className="flex gap-2">
			<input type="hidden" name="id" value={activity.id} />
			<Button type="submit" name="intent" value="move-up" size="sm" variant="ghost" disabled={first} aria-label={`Move up: ${activity.name}`}>
				↑
			</Button>
			<Button type="submit" name="intent" value="move-down" size="sm" variant="ghost" disabled={last} aria-label={`Move down: ${activity.name}`}>
				↓
			</Button>
			<Button type="submit" name="intent" value="remove-activity" size="sm" variant="destructive-link" aria-label={`Remove: ${activity.name}`}>
				Remove
			</Button>
		</Form>
	)
}

function ActivityForm({ actionData }: { actionData: FormResult | undefined }) {
	const navigation = useNavigation()
	const [form, fields] = usePageForm({ id: 'activity', schema: AddActivityFormSchema, intents: ['add-activity'], actionData })
	const description = typeof fields.description.value === 'string' ? fields.description.value : ''
	const left = ACTIVITY_DESCRIPTION_MAX - description.length
	const countId = `${fields.description.id}-count`
	const descriptionAria = errorAria(fields.description, countId)
	return (
		<details className="mt-4" open={actionData?.intent === 'add-activity' && !actionData.ok}>
			<summary className="cursor-pointer font-medium text-brand">Add an activity</summary>
			<Form method="post" {...getFormProps(form)} className="mt-3 grid gap-4 sm:grid-cols-2">
				<input type="hidden" name="intent" value="add-activity" />
				{form.errors?.length ? (
					<div className="sm:col-span-2">
						<ErrorList id={form.errorId} errors={form.errors} />
					</div>
				) : null}
				<Field label="Activity" meta={fields.name} inputProps={{ ...getInputProps(fields.name, { type: 'text' }), maxLength: 50 }} />
				<Field label="Position or leadership (optional)" meta={fields.role} inputProps={{ ...getInputProps(fields.role, { type: 'text' }), maxLength: 50 }} />
				<Field label="Organization (optional)" meta={fields.organization} className="sm:col-span-2" inputProps={{ ...getInputProps(fields.organization, { type: 'text' }), maxLength: 100 }} />
				<div className="flex flex-col gap-1.5 sm:col-span-2">
					<label htmlFor={fields.description.id} className="text-sm font-medium">
						What you did
					</label>
					<textarea
						id={fields.description.id}
						name={fields.description.name}
						rows={2}
						className={inputClass(textareaBox)}
						{...descriptionAria}
						aria-invalid={descriptionAria['aria-invalid'] ?? (left < 0 || undefined)}
					/>
					<p id={countId} className={cn('text-sm', left < 0 ? 'text-destructive' : 'text-muted-foreground')} aria-live="polite">
						{left >= 0 ? `${left} characters left` : `${-left} characters over the limit`} ({description.length}/{ACTIVITY_DESCRIPTION_MAX})
					</p>
					<ErrorList id={fields.description.errorId} errors={fields.description.errors} />
				</div>
				<GradeChecks field={fields.grades} legend="Grades" />
				<Field label="Hours per week (optional)" meta={fields.hoursPerWeek} inputProps={{ ...getInputProps(fields.hoursPerWeek, { type: 'text' }), inputMode: 'numeric' }} />
				<Field label="Weeks per year (optional)" meta={fields.weeksPerYear} inputProps={{ ...getInputProps(fields.weeksPerYear, { type: 'text' }), inputMode: 'numeric' }} />
				<div className="sm:col-span-2">
					<Button type="submit" variant="brand" loading={navigation.formData?.get('intent') === 'add-activity'} loadingLabel="Adding">
						Add activity
					</Button>
				</div>
			</Form>
		</details>
	)
}
