import { useQuery } from '@tanstack/react-query'
import { inArray } from 'drizzle-orm'
import { useEffect, useState } from 'react'
import { data, Form, Link, useNavigation } from 'react-router'
import { AccountErrorBoundary } from '#app/components/account-error-boundary'
import { AskAboutButton } from '#app/components/assistant/panel-provider'
import { EmptyState } from '#app/components/empty-state'
import { FormMessage, inputClass, inputClassName, textareaBox } from '#app/components/form-controls'
import { SelectField } from '#app/components/forms'
import { textLinkClass } from '#app/components/marketing'
import { Button } from '#app/components/ui/button'
import { requireAccountRoute } from '#app/features/accounts/account-route.server'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { balanceAdvice, EntryUpdateSchema, edWarning, fitReason, listStatuses, MAX_LIST, planTypeLabels, planTypes, VisitSchema } from '#app/features/colleges/college-list'
import { addCollege, getCollegeIndex, listCollegeEntries, removeCollegeEntry, studentScores, updateCollegeEntry } from '#app/features/colleges/college-list.server'
import { MAX_COMPARED, parseIncome } from '#app/features/colleges/costs'
import { FIT_RULE } from '#app/features/colleges/fit'
import { incomeBrackets, netPriceFor } from '#app/features/colleges/match'
import { type SearchableCollege, searchCollegeIndex } from '#app/features/colleges/search'
import { colleges } from '#app/lib/db/schema'
import { cn } from '#app/lib/cn'
import { formatMoney, formatPercent } from '#app/lib/format'
import { callServerFn } from '#app/server-functions/client'
import { readFormData } from '#app/lib/form-data.server'
import { requireWrite } from '#app/features/billing/require-feature.server'
import { type FormWrites } from '#app/features/billing/writes'
import type { Route } from './+types/colleges'

// The college list: search the College Scorecard catalog as you type, add
// colleges, see reach/target/safety from the shared fit rule with the reason
// (and override it), track status, plan type, notes and visits, get balance
// advice, and compare up to four side by side.

/** What each write here uses of the plan, by intent (decision 022): checked by requireWrite before it runs. */
export const writes = { add: 'college-list', update: 'college-list', visit: 'college-list', remove: null } satisfies FormWrites

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { app, access } = await requireAccountRoute(request, context, params.accountId, { section: 'colleges' })
	const url = new URL(request.url)
	const query = url.searchParams.get('q')?.trim().slice(0, 80) ?? ''
	const [rows, scores] = await Promise.all([listCollegeEntries(app, access.accountId), studentScores(app, access.accountId)])
	// The GPA is the profile's: the fit uses it for everyone, its figure shows only to those the profile is shared with.
	const gpaShared = access.sections.includes('profile')
	const entries = rows.map(({ entry, college }) => {
		const rule = fitReason(scores, college, { gpaShown: gpaShared })
		return {
			id: entry.id,
			collegeId: college.id,
			name: college.name,
			place: [college.city, college.state].filter(Boolean).join(', '),
			admissionRate: college.admissionRate,
			fit: entry.fitOverride ?? rule.fit,
			ruleFit: rule.fit,
			reason: rule.reason,
			overridden: entry.fitOverride !== null && entry.fitOverride !== rule.fit,
			fitOverride: entry.fitOverride,
			status: entry.status,
			planType: entry.planType,
			notes: entry.notes,
			visits: entry.visits,
		}
	})
	const compareIds = url.searchParams.getAll('compare').filter((id) => rows.some((row) => row.college.id === id)).slice(0, MAX_COMPARED)
	const income = parseIncome(url.searchParams.get('income'))
	const compared = compareIds.length ? await app.db.select().from(colleges).where(inArray(colleges.id, compareIds)) : []
	return {
		entries,
		advice: balanceAdvice(entries.map((entry) => entry.fit)),
		results: query ? searchCollegeIndex(await getCollegeIndex(app), query, {}, 20) : [],
		query,
		income,
		compared: compared.map((college) => ({
			id: college.id,
			name: college.name,
			costOfAttendance: college.costOfAttendance,
			netPrice: netPriceFor(college, income),
			admissionRate: college.admissionRate,
			sat: college.satRw25 !== null && college.satMath25 !== null && college.satRw75 !== null && college.satMath75 !== null ? `${college.satRw25 + college.satMath25}–${college.satRw75 + college.satMath75}` : null,
			act: college.act25 !== null && college.act75 !== null ? `${college.act25}–${college.act75}` : null,
			completionRate: college.completionRate,
			medianEarnings10yr: college.medianEarnings10yr,
			medianDebt: college.medianDebt,
		})),
		scores: { ...scores, gpa: gpaShared ? scores.gpa : null },
		gpaShared,
		readOnly: access.readOnly,
	}
}

type Result = { ok: boolean; message: string; warning?: string }

export async function action({ request, params, context }: Route.ActionArgs) {
	const { app, access } = await requireAccountRoute(request, context, params.accountId, { section: 'colleges', write: true })
	requireSameOrigin(request, app.env)
	const formData = await readFormData(request)
	const intent = String(formData.get('intent') ?? '')
	await requireWrite(app, access, writes, intent)
	const entryId = String(formData.get('entryId') ?? '')
	switch (intent) {
		case 'add': {
			const result = await addCollege(app, access.accountId, String(formData.get('collegeId') ?? ''))
			if (result === 'unknown') return data<Result>({ ok: false, message: 'That college is not in the catalog.' }, { status: 400 })
			if (result === 'full') return data<Result>({ ok: false, message: `The list holds ${MAX_LIST} colleges. Remove one to add another.` }, { status: 409 })
			return { ok: true, message: result === 'added' ? 'Added to the list.' : 'That college is already on the list.' } satisfies Result
		}
		case 'update': {
			const parsed = EntryUpdateSchema.safeParse(Object.fromEntries(formData))
			if (!parsed.success) return data<Result>({ ok: false, message: parsed.error.issues[0]!.message }, { status: 400 })
			const rows = await listCollegeEntries(app, access.accountId)
			const warning = edWarning(rows.map(({ entry, college }) => ({ id: entry.id, planType: entry.planType, name: college.name })), entryId, parsed.data.planType)
			const updated = await updateCollegeEntry(app, access.accountId, entryId, parsed.data)
			if (!updated) return data<Result>({ ok: false, message: 'That college is no longer on the list.' }, { status: 404 })
			return { ok: true, message: 'Saved.', warning: warning ?? undefined } satisfies Result
		}
		case 'visit': {
			const parsed = VisitSchema.safeParse(Object.fromEntries(formData))
			if (!parsed.success) return data<Result>({ ok: false, message: parsed.error.issues[0]!.message }, { status: 400 })
			const rows = await listCollegeEntries(app, access.accountId)
			const row = rows.find(({ entry }) => entry.id === entryId)
			if (!row) return data<Result>({ ok: false, message: 'That college is no longer on the list.' }, { status: 404 })
			await updateCollegeEntry(app, access.accountId, entryId, { visits: [...row.entry.visits, parsed.data].sort((a, b) => a.date.localeCompare(b.date)) })
			return { ok: true, message: 'Visit logged.' } satisfies Result
		}
		case 'remove': {
			const removed = await removeCollegeEntry(app, access.accountId, entryId)
			return removed ? ({ ok: true, message: 'Removed from the list.' } satisfies Result) : data<Result>({ ok: false, message: 'That college is no longer on the list.' }, { status: 404 })
		}
		default:
			return data<Result>({ ok: false, message: 'Unknown action.' }, { status: 400 })
	}
}

const fitStyles = { reach: 'bg-rose-50 text-rose-800 ring-rose-200', target: 'bg-blue-50 text-blue-800 ring-blue-200', safety: 'bg-emerald-50 text-emerald-800 ring-emerald-200' } as const
const money = (value: number | null) => formatMoney(value, '—')
const percent = (value: number | null) => formatPercent(value, '—')

export default function CollegesRoute({ loaderData, actionData, params }: Route.ComponentProps) {
	const { entries, advice, results, query, compared, income, scores, gpaShared, readOnly } = loaderData
	const [compare, setCompare] = useState<string[]>([])
	return (
		<main id="main-content" className="flex flex-col gap-6">
			<h1 className="text-2xl font-bold">College list</h1>
			{actionData ? <FormMessage tone={actionData.ok ? 'info' : 'error'}>{actionData.message}</FormMessage> : null}
			{actionData && 'warning' in actionData && actionData.warning ? <FormMessage>{actionData.warning}</FormMessage> : null}

			{readOnly ? null : <CollegeSearch accountId={params.accountId} initialQuery={query} initialResults={results} listed={entries.map((entry) => entry.collegeId)} />}

			<section aria-labelledby="balance-heading" className="rounded-xl border bg-background p-6">
				<h2 id="balance-heading" className="font-semibold">
					Balance
				</h2>
				<ul className="mt-2 flex flex-col gap-1 text-sm" data-testid="balance">
					{advice.map((line) => (
						<li key={line}>{line}</li>
					))}
				</ul>
				<details className="mt-3 text-sm">
					<summary className="cursor-pointer text-brand">How reach, target and safety are decided</summary>
					<ul className="mt-2 list-disc pl-5">
						{FIT_RULE.map((rule) => (
							<li key={rule}>{rule}</li>
						))}
					</ul>
					<p className="mt-2 text-muted-foreground">
						Using: {scores.sat ? `SAT ${scores.sat}` : 'no SAT'} · {scores.act ? `ACT ${scores.act}` : 'no ACT'} · {!gpaShared ? 'the GPA on the profile' : scores.gpa ? `GPA ${scores.gpa.toFixed(2)}` : 'no GPA'} (
						<Link to={`/a/${params.accountId}/tests`} className={textLinkClass}>tests</Link>
						{gpaShared ? (
							<>
								,{' '}
								<Link to={`/a/${params.accountId}/profile`} className={textLinkClass}>profile</Link>
							</>
						) : null}
						).
					</p>
				</details>
			</section>

			{entries.length ? (
				<section aria-labelledby="list-heading">
					<div className="mb-3 flex flex-wrap items-center justify-between gap-2">
						<h2 id="list-heading" className="font-semibold">
							Your colleges ({entries.length})
						</h2>
						<Form method="get" className="flex items-center gap-2">
							{compare.map((id) => (
								<input key={id} type="hidden" name="compare" value={id} />
							))}
							<Button type="submit" variant="outline" size="sm" disabled={compare.length < 2}>
								Compare {compare.length ? `(${compare.length})` : ''}
							</Button>
						</Form>
					</div>
					<ul className="flex flex-col gap-3">
						{entries.map((entry) => (
							<li key={entry.id} className="rounded-xl border bg-background p-4" data-testid="college-entry">
								<div className="flex flex-wrap items-start justify-between gap-3">
									<div>
										<p className="font-semibold">{entry.name}</p>
										<p className="text-sm text-muted-foreground">
											{entry.place} · admits {percent(entry.admissionRate)}
										</p>
										<p className="mt-1 text-sm">
											<span className={cn('mr-2 inline-flex rounded-full px-2 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset', fitStyles[entry.fit])}>{entry.fit}</span>
											{entry.overridden ? `Your call (the rule says ${entry.ruleFit}). ` : ''}
											<span className="text-muted-foreground">{entry.reason}</span>
										</p>
										<AskAboutButton topic={`college-${entry.collegeId}`} prompt={`Is ${entry.name} a good fit for me, and what should we do next for it?`} label={`Ask Northstar about ${entry.name}`} className="mt-1 h-auto p-0 text-sm" />
									</div>
									<label className="flex items-center gap-2 text-sm">
										<input
											type="checkbox"
											checked={compare.includes(entry.collegeId)}
											disabled={!compare.includes(entry.collegeId) && compare.length >= MAX_COMPARED}
											onChange={(event) => setCompare((list) => (event.target.checked ? [...list, entry.collegeId] : list.filter((id) => id !== entry.collegeId)))}
										/>
										Compare
									</label>
								</div>
								{readOnly ? (
									<p className="mt-2 text-sm">
										{entry.status} {entry.planType ? `· ${planTypeLabels[entry.planType]}` : ''}
									</p>
								) : (
									<Form method="post" className="mt-3 grid gap-3 sm:grid-cols-4" preventScrollReset>
										<input type="hidden" name="entryId" value={entry.id} />
										<SelectField label="Status" name="status" value={entry.status} options={listStatuses.map((status) => [status, status[0]!.toUpperCase() + status.slice(1)])} id={`status-${entry.id}`} box={{ height: 'h-9' }} labelClassName="text-xs font-medium" />
										<SelectField label="Plan" name="planType" value={entry.planType ?? ''} options={[['', 'Not chosen'], ...planTypes.map((type) => [type, planTypeLabels[type]] as [string, string])]} id={`planType-${entry.id}`} box={{ height: 'h-9' }} labelClassName="text-xs font-medium" />
										<SelectField label="Fit" name="fitOverride" value={entry.fitOverride ?? ''} options={[['', `By the rule (${entry.ruleFit})`], ['reach', 'Reach'], ['target', 'Target'], ['safety', 'Safety']]} id={`fitOverride-${entry.id}`} box={{ height: 'h-9' }} labelClassName="text-xs font-medium" />
										<div className="flex flex-col gap-1 sm:col-span-4">
											<label htmlFor={`notes-${entry.id}`} className="text-xs font-medium">
												Why it interests you
											</label>
											<textarea id={`notes-${entry.id}`} name="notes" rows={2} defaultValue={entry.notes ?? ''} maxLength={2000} className={inputClass(textareaBox)} />
										</div>
										<div className="flex gap-3 sm:col-span-4">
											<Button type="submit" name="intent" value="update" size="sm" variant="brand" aria-label={`Save: ${entry.name}`}>
												Save
											</Button>
											<Button type="submit" name="intent" value="remove" size="sm" variant="destructive-link" aria-label={`Remove: ${entry.name}`}>
												Remove
											</Button>
										</div>
									</Form>
								)}
								<details className="mt-3 text-sm">
									<summary className="cursor-pointer text-brand">Campus visits ({entry.visits.length})</summary>
									{entry.visits.length ? (
										<ul className="mt-2 flex flex-col gap-1">
											{entry.visits.map((visit, index) => (
												<li key={index}>
													<span className="font-medium">{visit.date}</span> · {visit.note}
												</li>
											))}
										</ul>
									) : null}
									{readOnly ? null : (
										<Form method="post" className="mt-2 flex flex-wrap items-end gap-2" preventScrollReset>
											<input type="hidden" name="entryId" value={entry.id} />
											<div className="flex flex-col gap-1">
												<label htmlFor={`visit-date-${entry.id}`} className="text-xs font-medium">Date</label>
												<input id={`visit-date-${entry.id}`} type="date" name="date" className={inputClass({ height: 'h-9', width: 'w-40' })} />
											</div>
											<div className="flex flex-1 flex-col gap-1">
												<label htmlFor={`visit-note-${entry.id}`} className="text-xs font-medium">What stood out</label>
												<input id={`visit-note-${entry.id}`} name="note" maxLength={500} className={inputClass({ height: 'h-9' })} />
											</div>
											<Button type="submit" name="intent" value="visit" size="sm" variant="outline">
												Log visit
											</Button>
										</Form>
									)}
								</details>
							</li>
						))}
					</ul>
				</section>
			) : (
				<EmptyState title="No colleges yet">Search above and add the first few you are curious about; the balance advice fills in as the list grows.</EmptyState>
			)}

			{compared.length ? (
				<section aria-labelledby="compare-heading" className="rounded-xl border bg-background p-6">
					<div className="flex flex-wrap items-center justify-between gap-3">
						<h2 id="compare-heading" className="font-semibold">
							Side by side
						</h2>
						<Form method="get" className="flex items-center gap-2">
							{compared.map((college) => (
								<input key={college.id} type="hidden" name="compare" value={college.id} />
							))}
							<label htmlFor="income" className="text-sm">Family income</label>
							<select id="income" name="income" defaultValue={income} className={inputClass({ height: 'h-9', width: 'w-auto' })}>
								{Object.entries(incomeBrackets).map(([value, label]) => (
									<option key={value} value={value}>{label}</option>
								))}
							</select>
							<Button type="submit" size="sm" variant="outline">Update</Button>
						</Form>
					</div>
					<div className="mt-4 overflow-x-auto">
						<table className="w-full min-w-[36rem] text-left text-sm">
							<caption className="sr-only">The chosen colleges compared</caption>
							<thead>
								<tr className="border-b">
									<th scope="col" className="py-2 font-medium"><span className="sr-only">Measure</span></th>
									{compared.map((college) => (
										<th key={college.id} scope="col" className="py-2 font-semibold">{college.name}</th>
									))}
								</tr>
							</thead>
							<tbody>
								{(
									[
										['Cost of attendance', (college) => money(college.costOfAttendance)],
										['Net price for your income', (college) => money(college.netPrice)],
										['Admission rate', (college) => percent(college.admissionRate)],
										['SAT middle 50%', (college) => college.sat ?? '—'],
										['ACT middle 50%', (college) => college.act ?? '—'],
										['Graduation rate', (college) => percent(college.completionRate)],
										['Median earnings after 10 years', (college) => money(college.medianEarnings10yr)],
										['Median debt', (college) => money(college.medianDebt)],
									] as Array<[string, (college: (typeof compared)[number]) => string]>
								).map(([label, value]) => (
									<tr key={label} className="border-b">
										<th scope="row" className="py-2 pr-3 font-medium">{label}</th>
										{compared.map((college) => (
											<td key={college.id} className="py-2">{value(college)}</td>
										))}
									</tr>
								))}
							</tbody>
						</table>
					</div>
					<p className="mt-2 text-xs text-muted-foreground">Source: U.S. Department of Education, College Scorecard.</p>
				</section>
			) : null}
		</main>
	)
}

/** Type-ahead with the server function; a plain GET form (?q=) without JavaScript. */
function CollegeSearch({ accountId, initialQuery, initialResults, listed }: { accountId: string; initialQuery: string; initialResults: SearchableCollege[]; listed: string[] }) {
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
		<section aria-labelledby="search-heading" className="rounded-xl border bg-background p-6">
			<h2 id="search-heading" className="font-semibold">
				Add colleges
			</h2>
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
									<Form method="post" action={`/a/${accountId}/colleges${initialQuery ? `?q=${encodeURIComponent(initialQuery)}` : ''}`} preventScrollReset>
										<input type="hidden" name="collegeId" value={college.id} />
										<Button type="submit" name="intent" value="add" size="sm" variant="brand" aria-label={`Add ${college.name}`} loading={navigation.formData?.get('collegeId') === college.id}>
											Add
										</Button>
									</Form>
								)}
							</li>
						))}
					</ul>
				) : null}
			</div>
		</section>
	)
}

export const ErrorBoundary = AccountErrorBoundary

export function meta() {
	return [{ title: 'College list | Northstar' }, { name: 'robots', content: 'noindex' }]
}
