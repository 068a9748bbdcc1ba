import { type FieldMetadata, getFormProps, getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react'
import { Form, useNavigation } from 'react-router'
import { FormMessage } from '#app/components/form-controls'
import { ErrorList, Field, SelectField, TextareaField } from '#app/components/forms'
import { ButtonForm, usePageForm } from '#app/components/page-form'
import { Button } from '#app/components/ui/button'
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '#app/components/ui/sheet'
import { listStatuses, planTypeLabels, planTypes } from '#app/features/colleges/college-list'
import { RemoveEntryFormSchema, UpdateEntryFormSchema, VisitFormSchema } from '#app/features/colleges/college-list-forms'
import { type Fit } from '#app/features/colleges/fit'
import type { FormResult } from '#app/lib/form-result'
import { statusLabel } from './college-row'

// Editing one college of the list, in a side sheet opened by the URL
// (?edit=<entry>): status, plan type, deadline, fit and notes; its campus
// visits; removing it. Rendered in place (not portalled) so it is in the
// server's HTML and its forms work before the page's script runs.

export interface SheetEntry {
	id: string
	name: string
	place: string
	status: (typeof listStatuses)[number]
	planType: (typeof planTypes)[number] | null
	deadline: string | null
	fitOverride: Fit | null
	ruleFit: Fit
	notes: string | null
	visits: Array<{ date: string; note: string }>
}

export function EntrySheet({
	entry,
	readOnly,
	onClose,
	closedAction,
	openAction,
	actionData,
	visitMessage,
}: {
	entry: SheetEntry
	readOnly: boolean
	onClose: () => void
	/** Where a save or a removal posts: the list without ?edit=, so the sheet closes once it succeeds. */
	closedAction: string
	/** Where a visit posts: the sheet stays open to show it. */
	openAction: string
	actionData: FormResult | undefined
	visitMessage?: { ok: boolean; message: string }
}) {
	return (
		<Sheet open onOpenChange={(open) => (open ? null : onClose())}>
			<SheetContent
				portal={false}
				closeLabel={`Close ${entry.name}`}
				// Named by its title before the script runs too (Radix adds the name only in an effect).
				aria-labelledby={`sheet-title-${entry.id}`}
				onCloseAutoFocus={(event) => {
					// The sheet has no Radix trigger (a link opened it): focus goes back to the row's Edit link.
					event.preventDefault()
					document.getElementById(`edit-${entry.id}`)?.focus()
				}}
				data-testid="college-sheet"
			>
				<SheetHeader>
					<SheetTitle id={`sheet-title-${entry.id}`}>{entry.name}</SheetTitle>
					<SheetDescription>{entry.place || 'On your list'}</SheetDescription>
				</SheetHeader>
				<div className="flex flex-col gap-6 px-4 pb-6">
					{readOnly ? <ReadOnlyDetails entry={entry} /> : <EntryForm entry={entry} action={closedAction} actionData={actionData} />}
					<Visits entry={entry} readOnly={readOnly} action={openAction} actionData={actionData} message={visitMessage} />
					{readOnly ? null : (
						<ButtonForm id={`remove-${entry.id}`} schema={RemoveEntryFormSchema} actionData={actionData} intents={['remove']} values={{ entryId: entry.id }} action={closedAction} preventScrollReset className="border-t pt-4">
							<Button type="submit" name="intent" value="remove" size="sm" variant="destructive-link" aria-label={`Remove: ${entry.name}`}>
								Remove from the list
							</Button>
						</ButtonForm>
					)}
				</div>
			</SheetContent>
		</Sheet>
	)
}

function EntryForm({ entry, action, actionData }: { entry: SheetEntry; action: string; actionData: FormResult | undefined }) {
	const navigation = useNavigation()
	const [form, fields] = usePageForm({
		id: `entry-${entry.id}`,
		schema: UpdateEntryFormSchema,
		actionData,
		intents: ['update'],
		same: { entryId: entry.id },
		validateOnBlur: true,
		defaultValue: { status: entry.status, planType: entry.planType ?? '', deadline: entry.deadline ?? '', fitOverride: entry.fitOverride ?? '', notes: entry.notes ?? '' },
	})
	const saving = navigation.formData?.get('intent') === 'update' && navigation.formData.get('entryId') === entry.id
	return (
		<Form method="post" action={action} preventScrollReset className="flex flex-col gap-4" {...getFormProps(form)}>
			<input type="hidden" name="entryId" value={entry.id} />
			<ErrorList id={form.errorId} errors={form.errors} />
			<ChoiceField label="Status" meta={fields.status} options={listStatuses.map((status) => [status, statusLabel(status)])} />
			<ChoiceField label="Plan type" meta={fields.planType} options={[['', 'Not chosen'], ...planTypes.map((type) => [type, planTypeLabels[type]] as const)]} />
			<Field label="Deadline" hint="The deadline of the plan type you choose." inputProps={{ ...getInputProps(fields.deadline, { type: 'date' }) }} errors={fields.deadline.errors} />
			<ChoiceField
				label="Fit"
				meta={fields.fitOverride}
				options={[
					['', `By the rule (${entry.ruleFit})`],
					['reach', 'Reach'],
					['target', 'Target'],
					['safety', 'Safety'],
				]}
			/>
			<TextareaField label="Why it interests you" textareaProps={{ ...getTextareaProps(fields.notes), rows: 3 }} errors={fields.notes.errors} />
			<div>
				<Button type="submit" name="intent" value="update" variant="brand" aria-label={`Save: ${entry.name}`} loading={saving}>
					Save
				</Button>
			</div>
		</Form>
	)
}

function ChoiceField<Value>({ label, meta, options }: { label: string; meta: FieldMetadata<Value>; options: ReadonlyArray<readonly [string, string]> }) {
	return <SelectField label={label} meta={meta} selectProps={getSelectProps(meta)} options={options} />
}

function ReadOnlyDetails({ entry }: { entry: SheetEntry }) {
	return (
		<dl className="grid gap-2 text-sm">
			<div>
				<dt className="text-xs text-muted-foreground">Why it interests them</dt>
				<dd>{entry.notes ?? 'No notes yet.'}</dd>
			</div>
		</dl>
	)
}

function Visits({ entry, readOnly, action, actionData, message }: { entry: SheetEntry; readOnly: boolean; action: string; actionData: FormResult | undefined; message?: { ok: boolean; message: string } }) {
	// One sheet is open at a time, so a visit's reply is this entry's (and a logged visit empties the form).
	const [form, fields] = usePageForm({ id: `visit-${entry.id}`, schema: VisitFormSchema, actionData, intents: ['visit'], validateOnBlur: true })
	return (
		<section aria-labelledby={`visits-${entry.id}`} className="flex flex-col gap-3 border-t pt-4">
			<h3 id={`visits-${entry.id}`} className="font-semibold">
				Campus visits ({entry.visits.length})
			</h3>
			{message ? <FormMessage tone={message.ok ? 'info' : 'error'}>{message.message}</FormMessage> : null}
			{entry.visits.length ? (
				<ul className="flex flex-col gap-1 text-sm">
					{entry.visits.map((visit, index) => (
						<li key={index}>
							<span className="font-medium">{visit.date}</span> · {visit.note}
						</li>
					))}
				</ul>
			) : (
				<p className="text-sm text-muted-foreground">No visits logged yet.</p>
			)}
			{readOnly ? null : (
				<Form method="post" action={action} preventScrollReset className="flex flex-col gap-3" {...getFormProps(form)}>
					<ErrorList id={form.errorId} errors={form.errors} />
					<input type="hidden" name="entryId" value={entry.id} />
					<Field label="Visit date" inputProps={{ ...getInputProps(fields.date, { type: 'date' }) }} errors={fields.date.errors} />
					<Field label="What stood out" inputProps={{ ...getInputProps(fields.note, { type: 'text' }) }} errors={fields.note.errors} />
					<div>
						<Button type="submit" name="intent" value="visit" size="sm" variant="outline">
							Log visit
						</Button>
					</div>
				</Form>
			)}
		</section>
	)
}
