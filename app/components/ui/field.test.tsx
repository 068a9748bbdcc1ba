import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { Field, FieldFrame, SelectField, TextareaField } from './field'
import { Select } from './select'

test('a field ties its label to the input, and names its hint and errors in aria-describedby', () => {
	const html = renderToString(<Field label="Email" hint="We never share it" errors={['Enter an email']} inputProps={{ id: 'email', name: 'email', type: 'email' }} />)
	expect(html).toContain('<label for="email" class="text-sm font-medium" data-slot="field-label">Email</label>')
	expect(html).toMatch(/<input id="email" type="email" class="h-11 w-full [^"]*" aria-invalid="true" aria-describedby="email-hint email-error" data-slot="input" name="email"\/>/)
	expect(html).toContain('<p id="email-hint" class="text-sm text-muted-foreground" data-slot="field-hint">')
	expect(html).toContain('<ul id="email-error" class="flex flex-col gap-1" aria-live="polite" data-slot="field-error">')
	expect(html).toContain('Enter an email')
})

test('with no errors the control is not marked invalid, and names only its hint', () => {
	const html = renderToString(<TextareaField label="Notes" hint="Optional" textareaProps={{ id: 'notes', name: 'notes' }} />)
	expect(html).toMatch(/<textarea id="notes" name="notes" class="h-auto w-full px-3 py-2 [^"]*" aria-describedby="notes-hint" data-slot="textarea">/)
	expect(html).not.toContain('aria-invalid=')
})

test('given Conform’s metadata, the id and errors come from it (the error id is Conform’s own)', () => {
	const meta = { id: 'contact-topic', errors: ['Choose a topic'] }
	const html = renderToString(
		<SelectField label="Topic" meta={meta} selectProps={{ name: 'topic', defaultValue: '' }} options={[['', 'Choose…'], ['billing', 'Billing']]} />,
	)
	expect(html).toContain('for="contact-topic"')
	expect(html).toMatch(/<select data-slot="select" class="[^"]*" name="topic" id="contact-topic" aria-invalid="true" aria-describedby="contact-topic-error">/)
	expect(html).toContain('<ul id="contact-topic-error"')
})

test('a frame around any control hands it the id and aria attributes', () => {
	const html = renderToString(
		<FieldFrame label="Plan" errors={['Pick one']} id="plan">
			{(control) => (
				<Select name="plan" {...control}>
					<option>Free</option>
				</Select>
			)}
		</FieldFrame>,
	)
	expect(html).toMatch(/<select data-slot="select" [^>]*name="plan" id="plan" aria-invalid="true" aria-describedby="plan-error">/)
})
