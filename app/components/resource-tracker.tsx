import { useEffect, useId, useState } from 'react'
import { inputClass } from '#app/components/form-controls'
import { Button } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { Checkbox } from '#app/components/ui/checkbox'
import { Select } from '#app/components/ui/select'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '#app/components/ui/table'
import {
	emptyRow,
	fileSlug,
	normalizeValues,
	parseRows,
	rowsToCsv,
	sortByDate,
	trackerStorageKey,
	type TrackerConfig,
	type TrackerRow,
} from '#app/features/resources/trackers'
import { cn } from '#app/lib/cn'

// An editable table kept in this browser (localStorage, one key per page):
// add, edit inline, remove, sort by date, export CSV. Rows are restored after
// hydration so the server HTML and the first client render match.

function newId() {
	return typeof crypto !== 'undefined' && 'randomUUID' in crypto
		? crypto.randomUUID()
		: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}

export function ResourceTracker({ page, config, className }: { page: string; config: TrackerConfig; className?: string }) {
	const { title, columns, dateKey, rowNoun } = config
	const key = trackerStorageKey(page)
	const baseId = useId()
	const [rows, setRows] = useState<TrackerRow[]>([])
	const [loaded, setLoaded] = useState(false)
	const [announcement, setAnnouncement] = useState('')

	useEffect(() => {
		try {
			setRows(parseRows(window.localStorage.getItem(key), columns))
		} catch {
			// Storage blocked: the table still works for this visit.
		}
		setLoaded(true)
		// `columns` comes from static page content, so this runs once per page.
	}, [key, columns])

	useEffect(() => {
		if (!loaded) return
		try {
			if (rows.length) window.localStorage.setItem(key, JSON.stringify(rows))
			else window.localStorage.removeItem(key)
		} catch {
			// Ignore quota or privacy errors.
		}
	}, [key, rows, loaded])

	const firstKey = columns[0]?.key
	const rowName = (row: TrackerRow, index: number) =>
		(firstKey && row.values[firstKey]?.trim()) || `${rowNoun} ${index + 1}`

	function update(id: string, column: string, value: string) {
		setRows((prev) => prev.map((row) => (row.id === id ? { ...row, values: normalizeValues({ ...row.values, [column]: value }, columns) } : row)))
	}

	function addRow() {
		const row = emptyRow(newId(), columns)
		setRows((prev) => [...prev, row])
		setAnnouncement(`Added ${rowNoun} ${rows.length + 1}.`)
		// Focus the new row's first field once it renders.
		requestAnimationFrame(() => document.getElementById(`${baseId}-${row.id}-${firstKey}`)?.focus())
	}

	function exportCsv() {
		const blob = new Blob(['\uFEFF', rowsToCsv(columns, rows)], { type: 'text/csv;charset=utf-8' })
		const url = URL.createObjectURL(blob)
		const link = document.createElement('a')
		link.href = url
		link.download = `northstar-${fileSlug(title)}.csv`
		document.body.appendChild(link)
		link.click()
		link.remove()
		setTimeout(() => URL.revokeObjectURL(url), 1000)
	}

	const dateLabel = columns.find((column) => column.key === dateKey)?.label

	return (
		<div className={cardVariants({ padding: 'sm', className: cn('sm:p-6', className) })}>
			<div className="flex flex-wrap gap-2 print:hidden">
				<Button type="button" variant="brand" size="sm" onClick={addRow}>
					Add {rowNoun}
				</Button>
				{dateKey && dateLabel ? (
					<Button
						type="button"
						variant="outline"
						size="sm"
						disabled={rows.length < 2}
						onClick={() => {
							setRows((prev) => sortByDate(prev, dateKey))
							setAnnouncement(`Sorted by ${dateLabel.toLowerCase()}, earliest first.`)
						}}
					>
						Sort by {dateLabel.toLowerCase()}
					</Button>
				) : null}
				<Button type="button" variant="outline" size="sm" disabled={rows.length === 0} onClick={exportCsv}>
					Export CSV
				</Button>
			</div>
			<p className="sr-only" aria-live="polite">
				{announcement}
			</p>
			<Table containerClassName="mt-4" label={`${title} (scrolls sideways)`} className="min-w-max border-collapse text-left">
				<TableCaption variant="sr-only">{title}</TableCaption>
				<TableHeader>
					<TableRow className="border-b">
						{columns.map((column) => (
							<TableHead key={column.key} scope="col" className="px-2 py-2 font-semibold whitespace-nowrap">
								{column.label}
							</TableHead>
						))}
						<TableHead scope="col" className="px-2 py-2 font-semibold print:hidden">
							<span className="sr-only">Actions</span>
						</TableHead>
					</TableRow>
				</TableHeader>
				<TableBody>
					{rows.length === 0 ? (
						<TableRow>
							<TableCell colSpan={columns.length + 1} className="px-2 py-6 text-center text-muted-foreground">
								No rows yet. Use “Add {rowNoun}” to start.
							</TableCell>
						</TableRow>
					) : (
						rows.map((row, index) => {
							const name = rowName(row, index)
							return (
								<TableRow key={row.id} className="border-b align-top last:border-0">
									{columns.map((column) => {
										const id = `${baseId}-${row.id}-${column.key}`
										const value = row.values[column.key] ?? ''
										const label = column.key === firstKey ? `${column.label}, row ${index + 1}` : `${column.label} for ${name}`
										return (
											<TableCell key={column.key} className="px-2 py-2">
												<label htmlFor={id} className="sr-only">
													{label}
												</label>
												{column.type === 'select' ? (
													<Select
														id={id}
														value={value}
														onChange={(event) => update(row.id, column.key, event.currentTarget.value)}
														box={{ height: 'h-10', text: 'text-sm' }}
														className="min-w-36"
													>
														{(column.options ?? []).map((option) => (
															<option key={option} value={option}>
																{option}
															</option>
														))}
													</Select>
												) : column.type === 'checkbox' ? (
													<Checkbox
														id={id}
														checked={value === 'yes'}
														onChange={(event) => update(row.id, column.key, event.currentTarget.checked ? 'yes' : '')}
														size="lg"
														className="mt-2.5"
													/>
												) : (
													<input
														id={id}
														type={column.type}
														value={value}
														placeholder={column.placeholder}
														inputMode={column.type === 'number' ? 'decimal' : undefined}
														min={column.type === 'number' ? 0 : undefined}
														onChange={(event) => update(row.id, column.key, event.currentTarget.value)}
														className={inputClass({ height: 'h-10', text: 'text-sm' }, column.type === 'date' ? 'min-w-36' : 'min-w-40')}
													/>
												)}
											</TableCell>
										)
									})}
									<TableCell className="px-2 py-2 print:hidden">
										<Button
											type="button"
											variant="ghost"
											size="default"
											aria-label={`Remove ${name}`}
											onClick={() => {
												setRows((prev) => prev.filter((r) => r.id !== row.id))
												setAnnouncement(`Removed ${name}.`)
											}}
										>
											Remove
										</Button>
									</TableCell>
								</TableRow>
							)
						})
					)}
				</TableBody>
			</Table>
			<p className="mt-4 text-sm text-muted-foreground print:hidden">
				Saved in this browser only — nothing is sent to Northstar. Export a CSV to keep a copy or share it with your counselor.
			</p>
		</div>
	)
}
