import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from './table'

const table = (props: { label?: string; labelledBy?: string }) =>
	renderToString(
		<Table {...props} containerClassName="rounded-xl border" className="min-w-[32rem] text-left">
			<TableCaption variant="sr-only">What each plan includes</TableCaption>
			<TableHeader>
				<TableRow>
					<TableHead scope="col">Feature</TableHead>
				</TableRow>
			</TableHeader>
			<TableBody>
				<TableRow className="border-b">
					<TableCell className="p-3">College list</TableCell>
				</TableRow>
			</TableBody>
		</Table>,
	)

test('named, the scrolling box is a region the keyboard can reach (the server cannot tell whether it scrolls, so it starts as a Tab stop)', () => {
	const html = table({ label: 'Plan comparison' })
	expect(html).toMatch(/^<div data-slot="table-container" role="region" aria-label="Plan comparison" tabindex="0" class="relative overflow-x-auto [^"]* rounded-xl border">/)
	expect(html).toContain('<table data-slot="table" class="w-full text-sm min-w-[32rem] text-left">')
	expect(html).toContain('<caption data-slot="table-caption" class="sr-only">What each plan includes</caption>')
	expect(html).toContain('<th data-slot="table-head" scope="col">Feature</th>')
	expect(html).toContain('<td data-slot="table-cell" class="p-3">College list</td>')
	expect(table({ labelledBy: 'plans-heading' })).toMatch(/role="region" aria-labelledby="plans-heading" tabindex="0"/)
})

test('unnamed, the box is neither a region nor a Tab stop', () => {
	const html = table({})
	expect(html).not.toContain('role="region"')
	expect(html).not.toContain('tabindex')
})
