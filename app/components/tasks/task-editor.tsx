import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, useNavigation } from 'react-router'
import { ErrorList, Field, SelectField, TextareaField } from '#app/components/forms'
import { Button } from '#app/components/ui/button'
import { planCategoryLabels } from '#app/features/plan/dashboard'
import { CreateTaskIntent, UpdateTaskIntent } from '#app/features/plan/task-schema'
import { formConstraint } from '#app/lib/form-constraint'
import { planCategories } from '../../../content/plan/types'

// A custom task's form, to add one or edit it (`?edit=`): the intent's own
// schema from the action's union, so the errors read the same before and
// after the post.

const ownerOptions = [
	['student', 'Student'],
	['parent', 'Parent'],
] as const
const priorityOptions = [
	['1', 'Must do'],
	['2', 'Should do'],
	['3', 'Good to do'],
] as const
const recurrenceOptions = [
	['', 'Does not repeat'],
	['weekly', 'Every week'],
	['monthly', 'Every month'],
] as const

export function TaskEditor({
	accountId,
	task,
	lastResult,
}: {
	accountId: string
	task?: { id: string; title: string; notes: string | null; category: string; owner: string; dueDate: string | null; minutes: number | null; priority: number; recurrence: string | null }
	lastResult?: SubmissionResult<string[]>
}) {
	const navigation = useNavigation()
	const [form, fields] = useForm({
		id: task ? `edit-task-${task.id}` : 'new-task',
		lastResult,
		constraint: formConstraint(task ? UpdateTaskIntent : CreateTaskIntent),
		shouldValidate: 'onBlur',
		defaultValue: task
			? { title: task.title, category: task.category, owner: task.owner, dueDate: task.dueDate ?? '', minutes: task.minutes === null ? '' : String(task.minutes), notes: task.notes ?? '', priority: String(task.priority), recurrence: task.recurrence ?? '' }
			: { category: 'applications', owner: 'student', priority: '2' },
		onValidate: ({ formData }) => parseWithZod(formData, { schema: task ? UpdateTaskIntent : CreateTaskIntent }),
	})
	const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === (task ? 'update' : 'create')
	return (
		<Form method="post" action={`/a/${accountId}/tasks${task ? `?edit=${task.id}` : ''}`} {...getFormProps(form)} className="mt-4 grid gap-4 sm:grid-cols-2">
			<ErrorList id={form.errorId} errors={form.errors} className="sm:col-span-2" />
			{task ? (
				<>
					<h2 className="font-semibold sm:col-span-2">Edit task</h2>
					<input type="hidden" name="taskId" value={task.id} />
				</>
			) : null}
			<div className="sm:col-span-2">
				<Field label="Title" inputProps={{ ...getInputProps(fields.title, { type: 'text' }) }} errors={fields.title.errors} />
			</div>
			<Field label="Due date (optional)" inputProps={{ ...getInputProps(fields.dueDate, { type: 'date' }) }} errors={fields.dueDate.errors} />
			<Field label="Minutes it takes (optional)" inputProps={{ ...getInputProps(fields.minutes, { type: 'number' }), min: 1, max: 600 }} errors={fields.minutes.errors} />
			<SelectField label="Category" meta={fields.category} selectProps={getSelectProps(fields.category)} options={planCategories.map((category) => [category, planCategoryLabels[category]])} />
			<SelectField label="Who does it" meta={fields.owner} selectProps={getSelectProps(fields.owner)} options={ownerOptions} />
			<SelectField label="Priority" meta={fields.priority} selectProps={getSelectProps(fields.priority)} options={priorityOptions} />
			<SelectField label="Repeats" meta={fields.recurrence} selectProps={getSelectProps(fields.recurrence)} options={recurrenceOptions} />
			<TextareaField label="Notes (optional)" className="sm:col-span-2" textareaProps={{ ...getTextareaProps(fields.notes), rows: 3 }} errors={fields.notes.errors} />
			<div className="flex gap-3 sm:col-span-2">
				<Button type="submit" name="intent" value={task ? 'update' : 'create'} variant="brand" loading={submitting} loadingLabel="Saving">
					{task ? 'Save task' : 'Add task'}
				</Button>
				{task ? (
					<Link to={`/a/${accountId}/tasks`} className="inline-flex items-center text-sm text-muted-foreground hover:underline">
						Cancel
					</Link>
				) : null}
			</div>
		</Form>
	)
}
