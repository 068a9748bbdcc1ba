import { parseWithZod } from '@conform-to/zod/v4'
import { useState } from 'react'
import { Form, Link, type ShouldRevalidateFunctionArgs, useLocation, useNavigate } from 'react-router'
import { AccountErrorBoundary } from '#app/components/account-error-boundary'
import { CollegeComparison } from '#app/components/colleges/college-comparison'
import { CollegeRow } from '#app/components/colleges/college-row'
import { CollegeSearch } from '#app/components/colleges/college-search'
import { EntrySheet } from '#app/components/colleges/entry-sheet'
import { IncomeBracketSection, SortControl } from '#app/components/colleges/list-controls'
import { EmptyState } from '#app/components/empty-state'
import { FormMessage } from '#app/components/form-controls'
import { textLinkClass } from '#app/components/marketing'
import { FormResultMessage, postedValue } from '#app/components/page-form'
import { Pagination } from '#app/components/ui/pagination'
import { Button } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { CheckboxField } from '#app/components/ui/checkbox'
import { requireAccountRoute } from '#app/features/accounts/account-route.server'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { requireWrite } from '#app/features/billing/require-feature.server'
import { type FormWrites } from '#app/features/billing/writes'
import { CollegeListFormSchema } from '#app/features/colleges/college-list-forms'
import { type CollegeListAnswerExtra, handleCollegeListIntent, loadCollegeListPage } from '#app/features/colleges/college-list-page.server'
import { MAX_COMPARED } from '#app/features/colleges/costs'
import { FIT_RULE } from '#app/features/colleges/fit'
import { hrefWith } from '#app/lib/href'
import { formInvalid, formResponse } from '#app/lib/form-result'
import { readFormData } from '#app/lib/form-data.server'
import type { Route } from './+types/colleges'

// The college list: search the College Scorecard catalog as you type, add
// colleges, and read the list one row per college — fit (from the shared rule,
// with the reason, overridable), admission rate, the student's scores against
// the middle 50%, net price, plan and deadline, status — sorted by ?sort=.
// Editing opens in a side sheet (?edit=); balance advice; compare up to four.

/** What each write here uses of the plan, by intent (decision 022): checked by requireWrite before it runs. */
export const writes = { add: 'college-list', update: 'college-list', visit: 'college-list', remove: null, income: null } satisfies FormWrites

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { app, access } = await requireAccountRoute(request, context, params.accountId, { section: 'colleges' })
	return loadCollegeListPage(app, access, new URL(request.url))
}

/** Opening or closing the sheet is only ?edit=: the list on screen is still current. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
	if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate
	const withoutEdit = (url: URL) => hrefWith(url.pathname, url.search, { edit: null })
	return withoutEdit(currentUrl) === withoutEdit(nextUrl) ? false : defaultShouldRevalidate
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const { app, access } = await requireAccountRoute(request, context, params.accountId, { section: 'colleges', write: true })
	requireSameOrigin(request, app.env)
	const formData = await readFormData(request)
	// The plan is asked before the post is read any further (decision 022).
	const posted = formData.get('intent')
	const intent = typeof posted === 'string' ? posted : ''
	await requireWrite(app, access, writes, intent)
	const submission = parseWithZod(formData, { schema: CollegeListFormSchema })
	if (submission.status !== 'success') return formResponse<CollegeListAnswerExtra>(formInvalid(intent, submission.error), submission.reply)
	return formResponse(await handleCollegeListIntent(app, access, submission.value), submission.reply)
}

export default function CollegesRoute({ loaderData, actionData, params }: Route.ComponentProps) {
	const { entries, page, pages, total, listed, sort, advice, results, query, compared, income, incomeBracket, incomeShared, scores, gpaShared, readOnly } = loaderData
	const location = useLocation()
	const navigate = useNavigate()
	const [compare, setCompare] = useState<string[]>([])
	const href = (changes: Record<string, string | null>) => hrefWith(location.pathname, location.search, changes)
	// The sheet is the URL's ?edit=, or the entry whose save just failed (a save posts to the list without ?edit=).
	const failedUpdate = actionData?.intent === 'update' && !actionData.ok ? postedValue(actionData, 'entryId') : undefined
	const editing = entries.find((entry) => entry.id === (new URLSearchParams(location.search).get('edit') ?? failedUpdate))
	const visitDone = actionData?.intent === 'visit' && editing && (actionData.ok ? actionData.entryId : postedValue(actionData, 'entryId')) === editing.id ? actionData : null
	return (
		<main id="main-content" className="flex min-w-0 flex-col gap-6">
			<h1 className="text-2xl font-bold">College list</h1>
			{visitDone ? null : <FormResultMessage actionData={actionData} />}
			{actionData?.ok && actionData.warning ? <FormMessage>{actionData.warning}</FormMessage> : null}

			{readOnly ? null : <CollegeSearch accountId={params.accountId} initialQuery={query} initialResults={results} listed={listed} sort={sort} actionData={actionData} />}

			<section aria-labelledby="balance-heading" className={cardVariants({ padding: 'sm', className: 'sm:p-6' })}>
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
						<Link to={`/a/${params.accountId}/tests`} className={textLinkClass}>
							tests
						</Link>
						{gpaShared ? (
							<>
								,{' '}
								<Link to={`/a/${params.accountId}/profile`} className={textLinkClass}>
									profile
								</Link>
							</>
						) : null}
						).
					</p>
				</details>
			</section>

			{total && incomeShared ? (
				<IncomeBracketSection bracket={incomeBracket} readOnly={readOnly} action={href({ edit: null })} actionData={actionData} />
			) : null}

			{total ? (
				<section aria-labelledby="list-heading" className="min-w-0">
					<div className="mb-3 flex flex-wrap items-center justify-between gap-3">
						<h2 id="list-heading" className="font-semibold">
							Your colleges ({total})
						</h2>
						{/* A GET form: the chosen colleges go in the address (?compare=); nothing is posted, so it needs no Conform. */}
						<Form method="get" className="flex items-center gap-2">
							{compare.map((id) => (
								<input key={id} type="hidden" name="compare" value={id} />
							))}
							{sort !== 'added' ? <input type="hidden" name="sort" value={sort} /> : null}
							<Button type="submit" variant="outline" size="sm" disabled={compare.length < 2}>
								Compare {compare.length ? `(${compare.length})` : ''}
							</Button>
						</Form>
					</div>
					<SortControl sort={sort} hrefFor={(option) => href({ sort: option === 'added' ? null : option, page: null, edit: null })} />
					<ul className="mt-3 flex flex-col gap-3" data-testid="college-list">
						{entries.map((entry) => (
							<CollegeRow
								key={entry.id}
								entry={entry}
								editHref={href({ edit: entry.id })}
								readOnly={readOnly}
								askBracketHref={incomeShared && !incomeBracket && !readOnly ? '#income-bracket' : null}
								compare={
									<CheckboxField
										label="Compare"
										checked={compare.includes(entry.collegeId)}
										disabled={!compare.includes(entry.collegeId) && compare.length >= MAX_COMPARED}
										onChange={(event) => setCompare((list) => (event.target.checked ? [...list, entry.collegeId] : list.filter((id) => id !== entry.collegeId)))}
									/>
								}
							/>
						))}
					</ul>
					<Pagination className="mt-4" label="Pages of colleges" page={page} pageCount={pages} hrefFor={(target) => href({ page: target === 1 ? null : String(target), edit: null })} />
				</section>
			) : (
				<EmptyState title="No colleges yet">Search above and add the first few you are curious about; the balance advice fills in as the list grows.</EmptyState>
			)}

			{editing ? (
				<EntrySheet
					key={editing.id}
					entry={editing}
					readOnly={readOnly}
					onClose={() => navigate(href({ edit: null }), { preventScrollReset: true })}
					closedAction={href({ edit: null })}
					openAction={href({ edit: editing.id })}
					actionData={actionData}
					visitMessage={visitDone?.message ? { ok: visitDone.ok, message: visitDone.message } : undefined}
				/>
			) : null}

			{compared.length ? <CollegeComparison compared={compared} income={income} sort={sort} /> : null}
		</main>
	)
}

export const ErrorBoundary = AccountErrorBoundary

export function meta() {
	return [{ title: 'College list | Northstar' }, { name: 'robots', content: 'noindex' }]
}
