import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { Checkbox, CheckboxField } from './checkbox'

test('a native checkbox, sized by its variant', () => {
	const html = renderToString(<Checkbox name="done" value="essay" defaultChecked size="lg" />)
	expect(html).toMatch(/^<input type="checkbox" data-slot="checkbox" class="shrink-0 accent-brand [^"]* size-5"[^>]*\/>$/)
	expect(html).toContain('checked=""')
})

test('a checkbox field is the box inside its label, so the text names it; a description goes under the label', () => {
	const plain = renderToString(<CheckboxField name="feeWaiver" label="Fee waiver" />)
	expect(plain).toMatch(/^<label data-slot="checkbox-field" class="flex items-start gap-2 text-sm"><input type="checkbox" data-slot="checkbox" [^>]*name="feeWaiver"\/>Fee waiver<\/label>$/)
	const described = renderToString(<CheckboxField name="done" value="profile" label="Profile" description="Name, address, contact details" />)
	expect(described).toContain('<span class="font-medium">Profile</span><span class="block text-muted-foreground">Name, address, contact details</span>')
})
