import { getFormProps, getSelectProps } from '@conform-to/react'
import { Form, Link } from 'react-router'
import { ErrorList } from '#app/components/forms'
import { usePageForm } from '#app/components/page-form'
import { Button } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { Select, SelectOptions } from '#app/components/ui/select'
import { IncomeFormSchema } from '#app/features/colleges/college-list-forms'
import { type ListSort, listSortLabels, listSorts } from '#app/features/colleges/list-view'
import { type IncomeBracket, incomeBrackets } from '#app/features/colleges/match'
import { cn } from '#app/lib/cn'
import type { FormResult } from '#app/lib/form-result'

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

export function IncomeBracketSection({ bracket, readOnly, action, actionData }: { bracket: IncomeBracket | null; readOnly: boolean; action: string; actionData: FormResult | undefined }) {
	const [form, fields] = usePageForm({ id: 'income-bracket-form', schema: IncomeFormSchema, actionData, intents: ['income'], defaultValue: { incomeBracket: bracket ?? '' } })
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
					<ErrorList id={form.errorId} errors={form.errors} className="basis-full" />
					<div className="flex flex-col gap-1">
						<label htmlFor={fields.incomeBracket.id} className="text-sm font-medium">
							Family income
						</label>
						<Select {...getSelectProps(fields.incomeBracket)} box={{ height: 'h-9', width: 'w-auto' }}>
							<SelectOptions options={[['', 'Prefer not to say'], ...Object.entries(incomeBrackets)]} />
						</Select>
					</div>
					<Button type="submit" name="intent" value="income" size="sm" variant="outline">
						Save income
					</Button>
					<ErrorList id={fields.incomeBracket.errorId} errors={fields.incomeBracket.errors} className="basis-full" />
				</Form>
			)}
		</section>
	)
}
