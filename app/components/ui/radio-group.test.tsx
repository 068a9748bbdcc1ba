import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { RadioGroup, RadioGroupItem } from './radio-group'

test('native radios in a fieldset named by its legend, each inside its label', () => {
	const html = renderToString(
		<RadioGroup legend="Convert from" className="flex flex-col gap-2">
			<RadioGroupItem name="from" value="sat" defaultChecked label="SAT" />
			<RadioGroupItem name="from" value="act" label="ACT" description="Composite 1–36" />
		</RadioGroup>,
	)
	expect(html).toMatch(/^<fieldset data-slot="radio-group" class="flex flex-col gap-2"><legend data-slot="radio-group-legend" class="text-sm font-medium">Convert from<\/legend>/)
	expect(html).toMatch(/<label data-slot="radio-group-item" [^>]*><input type="radio" data-slot="radio" [^>]*name="from" checked="" value="sat"\/>SAT<\/label>/)
	expect(html).toContain('<span class="font-medium">ACT</span><span class="block text-muted-foreground">Composite 1–36</span>')
})
