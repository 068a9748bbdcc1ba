import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Form, useNavigation } from 'react-router'
import { inputClassName } from '#app/components/form-controls'
import { ButtonForm } from '#app/components/page-form'
import { Button } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { AddCollegeFormSchema } from '#app/features/colleges/college-list-forms'
import { type SearchableCollege } from '#app/features/colleges/search'
import type { FormResult } from '#app/lib/form-result'
import { formatPercent } from '#app/lib/format'
import { callServerFn } from '#app/server-functions/client'

// Adding colleges to the list: the catalog searched as you type.

const percent = (value: number | null) => formatPercent(value, '—')

/** Type-ahead with the server function; a plain GET form (?q=) without JavaScript. */
export function CollegeSearch({
	accountId,
	initialQuery,
	initialResults,
	listed,
	sort,
	actionData,
}: {
	accountId: string
	initialQuery: string
	initialResults: SearchableCollege[]
	listed: string[]
	sort: string
	actionData: FormResult | undefined
}) {
	const navigation = useNavigation()
	const [query, setQuery] = useState(initialQuery)
	const [debounced, setDebounced] = useState(initialQuery)
	useEffect(() => {
		const timer = setTimeout(() => setDebounced(query.trim()), 150)
		return () => clearTimeout(timer)
	}, [query])
	const search = useQuery({
		queryKey: ['searchColleges', debounced],
		queryFn: ({ signal }) => callServerFn<SearchableCollege[]>('searchColleges', { q: debounced }, { signal }),
		enabled: debounced.length >= 2 && debounced !== initialQuery,
		staleTime: 5 * 60_000,
	})
	const results = debounced === initialQuery ? initialResults : (search.data ?? [])
	return (
		<section aria-labelledby="search-heading" className={cardVariants()}>
			<h2 id="search-heading" className="font-semibold">
				Add colleges
			</h2>
			{/* A GET search form (?q=): nothing is posted, so it needs no Conform. */}
			<Form method="get" role="search" className="mt-3 flex gap-2">
				<label htmlFor="college-search" className="sr-only">Search colleges by name, city or state</label>
				<input
					id="college-search"
					name="q"
					type="search"
					value={query}
					onChange={(event) => setQuery(event.target.value)}
					placeholder="Search 2,400+ colleges: name, city or state"
					autoComplete="off"
					className={inputClassName}
				/>
				{sort !== 'added' ? <input type="hidden" name="sort" value={sort} /> : null}
				<Button type="submit" variant="outline">Search</Button>
			</Form>
			<div aria-live="polite" className="mt-3">
				{debounced.length >= 2 && results.length === 0 && !search.isFetching ? <p className="text-sm text-muted-foreground">No colleges match “{debounced}”.</p> : null}
				{results.length ? (
					<ul className="flex flex-col divide-y" data-testid="college-results">
						{results.map((college) => (
							<li key={college.id} className="flex items-center justify-between gap-3 py-2">
								<span>
									<span className="font-medium">{college.name}</span>{' '}
									<span className="text-sm text-muted-foreground">
										{[college.city, college.state].filter(Boolean).join(', ')} · admits {percent(college.admissionRate)}
									</span>
								</span>
								{listed.includes(college.id) ? (
									<span className="text-sm text-muted-foreground">On the list</span>
								) : (
									<ButtonForm
										id={`add-${college.id}`}
										schema={AddCollegeFormSchema}
										actionData={actionData}
										intents={['add']}
										values={{ collegeId: college.id }}
										action={`/a/${accountId}/colleges${initialQuery ? `?q=${encodeURIComponent(initialQuery)}` : ''}`}
										preventScrollReset
									>
										<Button type="submit" name="intent" value="add" size="sm" variant="brand" aria-label={`Add ${college.name}`} loading={navigation.formData?.get('collegeId') === college.id}>
											Add
										</Button>
									</ButtonForm>
								)}
							</li>
						))}
					</ul>
				) : null}
			</div>
		</section>
	)
}
