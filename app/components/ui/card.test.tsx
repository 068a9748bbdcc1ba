import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, cardVariants } from './card'

test('a card and its parts, each marked by its slot; the frame’s padding and tone come from variants', () => {
	const html = renderToString(
		<Card padding="md" className="mt-8">
			<CardHeader>
				<CardTitle level={2}>Your plan</CardTitle>
				<CardDescription>Twelve tasks this month</CardDescription>
			</CardHeader>
			<CardContent>Body</CardContent>
			<CardFooter>Footer</CardFooter>
		</Card>,
	)
	expect(html).toMatch(/^<div data-slot="card" class="rounded-xl border bg-background p-5 mt-8">/)
	expect(html).toContain('<h2 data-slot="card-title" class="font-semibold">Your plan</h2>')
	expect(html).toContain('data-slot="card-description"')
	expect(html).toContain('<div data-slot="card-content">Body</div>')
	expect(html).toContain('data-slot="card-footer"')
	expect(renderToString(<Card tone="brand" padding="none" />)).toContain('class="rounded-xl border border-brand/30 bg-brand/5"')
})

test('a class that sets the card’s padding again fails (app/lib/cn.ts)', () => {
	expect(() => renderToString(<Card className="p-2" />)).toThrow(/Conflicting classes/)
})

test('an element that must stay what it is takes the card’s classes', () => {
	expect(cardVariants({ padding: 'sm', className: 'flex flex-col' })).toBe('rounded-xl border bg-background p-4 flex flex-col')
})
