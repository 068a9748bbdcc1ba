import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { Select, SelectOptions } from './select'

test('a native select in the form-control look, taking the props Conform’s getSelectProps gives it', () => {
	const html = renderToString(
		<Select id="topic" name="topic" defaultValue="billing" aria-invalid aria-describedby="topic-error" required box={{ height: 'h-9', width: 'w-auto' }}>
			<SelectOptions
				options={[
					['general', 'General'],
					['billing', 'Billing'],
				]}
			/>
		</Select>,
	)
	expect(html).toMatch(/^<select data-slot="select" class="h-9 w-auto px-3 text-base rounded-md border[^"]*" id="topic" name="topic" aria-invalid="true" aria-describedby="topic-error" required="">/)
	expect(html).toContain('<option value="billing" selected="">Billing</option>')
})
