import { getFormProps, getSelectProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, Link } from 'react-router'
import { ErrorList } from '#app/components/forms'
import { Button } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { Select } from '#app/components/ui/select'
import { IncomeBracketSchema } from '#app/features/colleges/college-list'
import { type ListSort, listSortLabels, listSorts } from '#app/features/colleges/list-view'
import { type IncomeBracket, incomeBrackets } from '#app/features/colleges/match'
import { cn } from '#app/lib/cn'

// The list's controls: the sort (links, so the choice is the URL's ?sort= and
// every option is a tab stop), and the family's income bracket for net prices.

export function SortControl({ sort, hrefFor }: { sort: ListSort; hrefFor: (sort: ListSort) => string }) {
	return (
		<nav aria-label="Sort the list" className="flex flex-wrap items-center gap-2 text-sm">
			<span className="text-muted-foreground" aria-hidden="true">
				Sort:
			</span>
			<ul className="flex flex-wrap gap-1">
				{listSorts.map((option) => (
					<li key={option}>
						<Link
							to={hrefFor(option)}
							preventScrollReset
							aria-current={option === sort ? 'true' : undefined}
							aria-label={`Sort by ${listSortLabels[option].toLowerCase()}`}
							className={cn(
								'inline-flex h-8 items-center rounded-full border px-3 text-xs font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
								option === sort ? 'border-brand bg-brand text-brand-foreground' : 'bg-background hover:bg-muted',
							)}
						>
							{listSortLabels[option]}
						</Link>
					</li>
				))}
			</ul>
		</nav>
	)
}

export function IncomeBracketSection({ bracket, readOnly, action, lastResult }: { bracket: IncomeBracket | null; readOnly: boolean; action: string; lastResult?: SubmissionResult<string[]> }) {
	const [form, fields] = useForm({
		id: 'income-bracket-form',
		lastResult,
		constraint: getZodConstraint(IncomeBracketSchema),
		onValidate: ({ formData }) => parseWithZod(formData, { schema: IncomeBracketSchema }),
		defaultValue: { incomeBracket: bracket ?? '' },
	})
	return (
		<section id="income-bracket" aria-labelledby="income-heading" className={cardVariants({ padding: 'sm', className: 'sm:p-6' })}>
			<h2 id="income-heading" className="font-semibold">
				Net price for your family
			</h2>
			<p className="mt-1 text-sm text-muted-foreground">
				{bracket
					? `Net prices on the list are what families earning ${incomeBrackets[bracket].toLowerCase()} paid after grants (College Scorecard).`
					: 'Net prices on the list are averages over all students who get aid. Choose your family’s income to see what families like yours paid.'}
			</p>
			{readOnly ? null : (
				<Form method="post" action={action} preventScrollReset className="mt-3 flex flex-wrap items-end gap-2" {...getFormProps(form)}>
					<div className="flex flex-col gap-1">
						<label htmlFor={fields.incomeBracket.id} className="text-sm font-medium">
							Family income
						</label>
						<Select {...getSelectProps(fields.incomeBracket)} box={{ height: 'h-9', width: 'w-auto' }}>
							<option value="">Prefer not to say</option>
							{Object.entries(incomeBrackets).map(([value, label]) => (
								<option key={value} value={value}>
									{label}
								</option>
							))}
						</Select>
					</div>
					<Button type="submit" name="intent" value="income" size="sm" variant="outline">
						Save income
					</Button>
					<div className="basis-full">
						<ErrorList id={fields.incomeBracket.errorId} errors={fields.incomeBracket.errors} />
					</div>
				</Form>
			)}
		</section>
	)
}
