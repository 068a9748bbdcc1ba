import { Form } from 'react-router'
import { Button } from '#app/components/ui/button'
import { Select } from '#app/components/ui/select'
import { type IncomeBracket, incomeBrackets } from '#app/features/colleges/match'

// "Family income" and Update: a GET form that shows net prices for another
// bracket, keeping the page's other parameters (the college list's comparison,
// the aid overview).

export function IncomeBracketForm({ income, keep }: { income: IncomeBracket; keep: Array<[name: string, value: string]> }) {
	return (
		<Form method="get" className="flex flex-wrap items-center gap-2">
			{keep.map(([name, value]) => (
				<input key={`${name}=${value}`} type="hidden" name={name} value={value} />
			))}
			<label htmlFor="income" className="text-sm">
				Family income
			</label>
			<Select id="income" name="income" defaultValue={income} box={{ height: 'h-9', width: 'w-auto' }}>
				{Object.entries(incomeBrackets).map(([value, label]) => (
					<option key={value} value={value}>
						{label}
					</option>
				))}
			</Select>
			<Button type="submit" size="sm" variant="outline">
				Update
			</Button>
		</Form>
	)
}
