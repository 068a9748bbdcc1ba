import { getFormProps, getSelectProps, getTextareaProps } from '@conform-to/react'
import { Form, Link } from 'react-router'
import { EmptyState } from '#app/components/empty-state'
import { ErrorList, SelectField, TextareaField } from '#app/components/forms'
import { ButtonForm, resultFor, usePageForm } from '#app/components/page-form'
import { Button } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { Textarea } from '#app/components/ui/input'
import { AppealIntentFormSchema, DeleteOfferFormSchema } from '#app/features/aid/aid-forms'
import type { AppealOutline } from '#app/features/aid/appeal'
import { type CompareSettings, loanKindLabels, money, type OfferSummary } from '#app/features/aid/offers'
import type { loadOffersTab } from '#app/features/aid/offers.server'
import type { FormResult } from '#app/lib/form-result'
import { OfferComparison } from './offer-comparison'
import { OfferForm } from './offer-form'

type OffersData = Awaited<ReturnType<typeof loadOffersTab>>
type Offer = OffersData['offers'][number]

export function OffersPanel({
	accountId,
	data,
	settings,
	editing,
	readOnly,
	actionData,
	outline,
}: {
	accountId: string
	data: OffersData
	settings: CompareSettings
	editing: Offer | null
	readOnly: boolean
	actionData: FormResult | undefined
	/** The appeal helper's outline, once drafted. */
	outline?: AppealOutline
}) {
	const { offers, summaries, comparedIds, listed } = data
	const summaryOf = (id: string) => summaries.find((summary) => summary.id === id)!
	const compared = comparedIds.map(summaryOf)
	return (
		<div className="flex flex-col gap-6">
			<p className="max-w-prose text-sm text-muted-foreground">
				Enter each offer exactly as the letter states it. Northstar separates what you never repay (grants and scholarships) from loans and work-study, so you can see the real price of each college and compare them fairly.
			</p>

			{readOnly ? null : editing ? (
				<section aria-labelledby="edit-offer-heading" className={cardVariants()}>
					<h2 id="edit-offer-heading" className="font-semibold">
						Edit the {editing.collegeName} offer
					</h2>
					<OfferForm key={editing.id} accountId={accountId} listed={listed} offer={editing} lastResult={resultFor(actionData, ['update-offer'], { offerId: editing.id })} />
				</section>
			) : (
				<details className={cardVariants()} open={offers.length === 0 || (actionData?.intent === 'create-offer' && actionData.result?.status === 'error')}>
					<summary className="cursor-pointer font-semibold">Add an aid offer</summary>
					<OfferForm accountId={accountId} listed={listed} lastResult={resultFor(actionData, ['create-offer'])} />
				</details>
			)}

			{offers.length ? (
				<section aria-labelledby="offers-heading">
					<h2 id="offers-heading" className="mb-3 font-semibold">
						Your offers ({offers.length})
					</h2>
					<ul className="flex flex-col gap-3">
						{offers.map((offer) => (
							<OfferCard key={offer.id} offer={offer} summary={summaryOf(offer.id)} accountId={accountId} readOnly={readOnly} actionData={actionData} />
						))}
					</ul>
				</section>
			) : (
				<EmptyState title="No aid offers yet">
					{readOnly ? 'The family hasn’t entered any aid offers yet.' : 'When the first offer letter arrives, add it above: cost of attendance, each grant, work-study and each loan. With two or more, they line up side by side here.'}
				</EmptyState>
			)}

			{compared.length ? <OfferComparison summaries={compared} allOffers={offers.map(({ id, collegeName }) => ({ id, collegeName }))} comparedIds={comparedIds} settings={settings} /> : null}

			{readOnly || offers.length < 2 ? null : <AppealHelper accountId={accountId} summaries={summaries} actionData={actionData} outline={outline} />}
		</div>
	)
}

function OfferCard({ offer, summary, accountId, readOnly, actionData }: { offer: Offer; summary: OfferSummary; accountId: string; readOnly: boolean; actionData: FormResult | undefined }) {
	return (
		<li className={cardVariants({ padding: 'sm' })} data-testid="aid-offer">
			<div className="flex flex-wrap items-start justify-between gap-3">
				<div>
					<h3 className="font-semibold">{offer.collegeName}</h3>
					<p className="text-sm text-muted-foreground">
						Cost {money(summary.costOfAttendanceCents)} · gift aid {money(summary.giftAidCents)} · net price <span className="font-medium text-foreground">{money(summary.netPriceCents)}</span> · cash to pay{' '}
						<span className="font-medium text-foreground">{money(summary.cashToPayCents)}</span>
					</p>
				</div>
				{readOnly ? null : (
					<div className="flex shrink-0 items-center gap-3">
						<Link to={`/a/${accountId}/financial-aid?tab=offers&edit=${offer.id}`} className="text-sm text-brand underline-offset-4 hover:underline" aria-label={`Edit: ${offer.collegeName} offer`}>
							Edit
						</Link>
						<ButtonForm
							id={`delete-offer-${offer.id}`}
							schema={DeleteOfferFormSchema}
							actionData={actionData}
							intents={['delete-offer']}
							values={{ offerId: offer.id }}
							action={`/a/${accountId}/financial-aid?tab=offers`}
							preventScrollReset
						>
							<Button type="submit" name="intent" value="delete-offer" variant="destructive-link" size="inline" className="text-sm" aria-label={`Delete: ${offer.collegeName} offer`}>
								Delete
							</Button>
						</ButtonForm>
					</div>
				)}
			</div>
			{summary.flags.length ? (
				<ul className="mt-3 flex flex-col gap-1.5 text-sm" aria-label={`Things to know about the ${offer.collegeName} offer`}>
					{summary.flags.map((flag) => (
						<li key={flag.kind} className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950">
							<span className="font-semibold">Watch: </span>
							{flag.message}
						</li>
					))}
				</ul>
			) : null}
			<details className="mt-3 text-sm">
				<summary className="cursor-pointer text-brand">What the letter lists</summary>
				<dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2">
					{offer.grants.map((grant, index) => (
						<div key={`grant-${index}`} className="flex justify-between gap-3">
							<dt>
								{grant.name} <span className="text-muted-foreground">({grant.renewable ? 'renewable' : 'first year only'})</span>
							</dt>
							<dd className="tabular-nums">{money(grant.amountCents)}</dd>
						</div>
					))}
					{offer.workStudyCents ? (
						<div className="flex justify-between gap-3">
							<dt>Work-study</dt>
							<dd className="tabular-nums">{money(offer.workStudyCents)}</dd>
						</div>
					) : null}
					{offer.loans.map((loan, index) => (
						<div key={`loan-${index}`} className="flex justify-between gap-3">
							<dt>{loanKindLabels[loan.kind]}</dt>
							<dd className="tabular-nums">{money(loan.amountCents)}</dd>
						</div>
					))}
				</dl>
				{offer.notes ? <p className="mt-2 whitespace-pre-line text-muted-foreground">{offer.notes}</p> : null}
			</details>
		</li>
	)
}

function AppealHelper({ accountId, summaries, actionData, outline }: { accountId: string; summaries: OfferSummary[]; actionData: FormResult | undefined; outline?: AppealOutline }) {
	const sorted = [...summaries].sort((a, b) => a.netPriceCents - b.netPriceCents)
	const offerOptions = summaries.map((summary) => [summary.id, `${summary.collegeName}: net price ${money(summary.netPriceCents)}`] as const)
	const [form, fields] = usePageForm({
		id: 'appeal',
		schema: AppealIntentFormSchema,
		actionData,
		intents: ['appeal'],
		defaultValue: { appealOfferId: sorted.at(-1)?.id, competingOfferId: sorted[0]?.id },
	})
	return (
		<section aria-labelledby="appeal-heading" className={cardVariants()}>
			<h2 id="appeal-heading" className="font-semibold">
				Ask for a review (appeal helper)
			</h2>
			<p className="mt-1 max-w-prose text-sm text-muted-foreground">
				If your first-choice college costs more than another that admitted your student, you can ask it to look again. Pick the offer to appeal and a competing offer with a lower net price; you get a letter outline with the figures to adapt in your own words.
			</p>
			<Form method="post" action={`/a/${accountId}/financial-aid?tab=offers`} {...getFormProps(form)} className="mt-4 grid gap-4 sm:grid-cols-2" preventScrollReset>
				{/* The helper's refusal (the offers the wrong way round) is the form's own. */}
				<ErrorList id={form.errorId} errors={form.errors} className="sm:col-span-2" />
				<SelectField label="The offer to appeal (first choice)" meta={fields.appealOfferId} selectProps={getSelectProps(fields.appealOfferId)} options={offerOptions} />
				<SelectField label="The competing offer (lower net price)" meta={fields.competingOfferId} selectProps={getSelectProps(fields.competingOfferId)} options={offerOptions} />
				<TextareaField
					label="What has changed since you filed (optional)"
					hint="A job loss, lower income, medical bills, a divorce, another child in college. This isn’t saved; it only goes into the outline."
					className="sm:col-span-2"
					meta={fields.circumstances}
					textareaProps={{ ...getTextareaProps(fields.circumstances), rows: 3, maxLength: 2000 }}
				/>
				<div className="sm:col-span-2">
					<Button type="submit" name="intent" value="appeal" variant="outline">
						Draft the outline
					</Button>
				</div>
			</Form>
			{outline ? (
				<div className="mt-4 flex flex-col gap-2">
					<label htmlFor="appeal-outline" className="text-sm font-medium">
						Letter outline (select all and copy)
					</label>
					<Textarea id="appeal-outline" readOnly value={outline.text} rows={18} box={{ height: 'h-auto', text: 'text-sm', padding: 'px-3 py-2' }} className="font-mono" data-testid="appeal-outline" />
				</div>
			) : null}
		</section>
	)
}
