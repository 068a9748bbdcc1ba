import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { CompareTable } from './compare-table'

const colleges = [
	{ id: 'a', name: 'Lakeside College', cost: 68_000 },
	{ id: 'b', name: 'Hillcrest University', cost: 41_000 },
]

const table = (props: { pin?: boolean; numeric?: boolean }) =>
	renderToString(
		<CompareTable
			caption="Colleges compared"
			items={colleges}
			itemName={(college) => college.name}
			measures={[
				{ label: 'Cost', value: (college) => `$${college.cost.toLocaleString('en-US')}` },
				{ label: 'Cheaper', value: (college) => (college.cost < 50_000 ? 'Yes' : 'No'), className: 'font-semibold' },
			]}
			containerClassName="mt-4"
			{...props}
		/>,
	)

test('one row per measure named by its row header, one column per thing named by its column header; the caption names the scrolling region', () => {
	const html = table({})
	const captionId = html.match(/<caption data-slot="table-caption" class="sr-only" id="([^"]+)">Colleges compared<\/caption>/)?.[1]
	expect(captionId).toBeTruthy()
	expect(html).toContain(`role="region" aria-labelledby="${captionId}"`)
	expect(html).toContain('<table data-slot="compare-table" class="w-full text-sm text-left">')
	expect(html).toContain('<th data-slot="compare-item" class="min-w-28 py-2 pr-3 font-semibold" scope="col">Hillcrest University</th>')
	expect(html).toContain('<th data-slot="compare-measure" class="py-2 pr-3 font-medium" scope="row">Cost</th>')
	expect(html).toContain('<td data-slot="compare-value" class="py-2 pr-3">$68,000</td>')
	expect(html).toContain('<td data-slot="compare-value" class="py-2 pr-3 font-semibold">Yes</td>')
})

test('pinned, the measure column stays put while the things scroll; numeric, the figures stay on one line', () => {
	const html = table({ pin: true, numeric: true })
	expect(html.match(/data-slot="compare-measure"[^>]*class="py-2 pr-3 font-medium sticky left-0 min-w-32 bg-background"/g)).toHaveLength(3)
	expect(html).toContain('<td data-slot="compare-value" class="py-2 pr-3 whitespace-nowrap tabular-nums font-semibold">Yes</td>')
})
