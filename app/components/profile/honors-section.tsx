import { getFormProps, getSelectProps, getInputProps } from '@conform-to/react'
import { Form, useNavigation } from 'react-router'
import { ErrorList, Field, SelectField } from '#app/components/forms'
import { usePageForm } from '#app/components/page-form'
import { Button } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { honorLevelLabels, honorLevels, MAX_HONORS } from '#app/features/student-profile/profile'
import { AddHonorFormSchema } from '#app/features/student-profile/profile-forms'
import type { ProfilePageData } from '#app/features/student-profile/profile-page.server'
import type { FormResult } from '#app/lib/form-result'
import { gradeList, GradeChecks } from './grade-checks'

// Honors (at most five, as on the Common App): awards, honor societies,
// competitions, each with its level and the grades it came in.

type Honor = ProfilePageData['profile']['honors'][number]
const levelOptions = honorLevels.map((level) => [level, honorLevelLabels[level]] as const)

export function HonorsSection({ honors, canEdit, actionData }: { honors: Honor[]; canEdit: boolean; actionData: FormResult | undefined }) {
	return (
		<section aria-labelledby="honors-heading" className={cardVariants()}>
			<h2 id="honors-heading" className="font-semibold">
				Honors <span className="font-normal text-muted-foreground">({honors.length} of {MAX_HONORS})</span>
			</h2>
			{honors.length ? (
				<ul className="mt-3 flex flex-col divide-y">
					{honors.map((honor) => (
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
			{canEdit && honors.length < MAX_HONORS ? <HonorForm actionData={actionData} /> : null}
		</section>
	)
}

function HonorForm({ actionData }: { actionData: FormResult | undefined }) {
	const navigation = useNavigation()
	const [form, fields] = usePageForm({ id: 'honor', schema: AddHonorFormSchema, intents: ['add-honor'], actionData, defaultValue: { level: 'school' } })
	return (
		<details className="mt-4" open={actionData?.intent === 'add-honor' && !actionData.ok}>
			<summary className="cursor-pointer font-medium text-brand">Add an honor</summary>
			<Form method="post" {...getFormProps(form)} className="mt-3 grid gap-4 sm:grid-cols-2">
				<input type="hidden" name="intent" value="add-honor" />
				{form.errors?.length ? (
					<div className="sm:col-span-2">
						<ErrorList id={form.errorId} errors={form.errors} />
					</div>
				) : null}
				<Field label="Honor" meta={fields.title} inputProps={{ ...getInputProps(fields.title, { type: 'text' }), maxLength: 100 }} />
				<SelectField label="Level of recognition" meta={fields.level} options={levelOptions} selectProps={getSelectProps(fields.level)} />
				<GradeChecks field={fields.grades} legend="Grades received" />
				<div className="sm:col-span-2">
					<Button type="submit" variant="brand" loading={navigation.formData?.get('intent') === 'add-honor'} loadingLabel="Adding">
						Add honor
					</Button>
				</div>
			</Form>
		</details>
	)
}
