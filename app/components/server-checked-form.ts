import type { SubmissionResult } from '@conform-to/react'
import { type FormEvent, useEffect, useRef, useState } from 'react'

// A public form that the server alone checks (decisions 031 and 051): its
// action parses with Conform's parseWithZod and answers `submission.reply()`,
// and this hook puts that answer back on the fields, with the ids Conform's own
// helpers give them (`${form}-${name}`, its message `${id}-error`). The page
// ships neither zod nor Conform's hook, which is what keeps it within the public
// script budget (DECISIONS.md «Performance budget»), and it works the same
// before its scripts run.
//
// - A field's message stays until the visitor edits that field. The form's own
//   message (a refusal, such as a rate limit) stays until the next answer:
//   editing a field does not lift it.
// - When an answer with messages arrives, the first field it marks takes the
//   focus, so a screen reader reads the message with the field.
// - An answer that resets the form (`reply({ resetForm: true })`, initialValue
//   null) empties it, as Conform's hook does.

export type ServerCheck = SubmissionResult<string[]>

const noFields: ReadonlySet<string> = new Set()

export function useServerCheckedForm(formId: string, result: ServerCheck | undefined) {
	const formRef = useRef<HTMLFormElement>(null)
	const [edited, setEdited] = useState<{ result?: ServerCheck; names: ReadonlySet<string> }>({ names: noFields })
	const editedFields = edited.result === result ? edited.names : noFields

	useEffect(() => {
		if (!result) return
		if (result.initialValue === null) formRef.current?.reset()
		if (result.error) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
	}, [result])

	function onInput(event: FormEvent<HTMLFormElement>) {
		const { name } = event.target as HTMLInputElement
		if (!name) return
		// From the latest state: autofill can fire several fields' events before React renders.
		setEdited((current) => {
			const names = current.result === result ? current.names : noFields
			return names.has(name) ? current : { result, names: new Set([...names, name]) }
		})
	}

	/**
	 * A field's ids, its messages, what the visitor sent, and the props for a
	 * text control: `fallback` (the page's default) until something was sent; a
	 * field sent empty stays empty.
	 */
	function field(name: string, fallback?: string) {
		const sent = result?.initialValue?.[name]
		const id = `${formId}-${name}`
		const initialValue = typeof sent === 'string' ? sent : undefined
		const errorId = `${id}-error`
		const errors = editedFields.has(name) ? undefined : (result?.error?.[name] ?? undefined)
		return {
			id,
			errorId,
			errors,
			initialValue,
			control: { id, name, defaultValue: result?.initialValue ? (initialValue ?? '') : fallback },
			/** For a control the page writes itself (a select, radios, a checkbox): its link to the message. */
			aria: errors?.length ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {},
		}
	}

	return {
		form: { id: formId, ref: formRef, noValidate: true, onInput },
		field,
		formErrors: result?.error?.[''] ?? undefined,
	}
}
