import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { buttonVariants } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '#app/components/ui/table'
import { planDefinitions } from '#app/features/billing/catalog'
import { formatPrice } from '#app/features/billing/price-copy'
import { cn } from '#app/lib/cn'
import { audienceNotes, type Concept, concepts, limits, specs } from '../../../content/site/ad-concepts'

// /ad-preview's pieces: the concepts as tabs (a list of links before
// hydration), each as a mock feed ad beside its copy, and the ad specs. Prices
// are the standard tiers' from the plan catalog.

const tiers = planDefinitions.filter((plan) => plan.catalog === 'tiers' && plan.interval === 'month')
const priceLine = `${tiers.map((plan) => `${plan.name} ${formatPrice(plan.priceCents)}`).join(' • ')} a month`

export function ConceptTabs({ trial }: { trial: string }) {
	const [selected, setSelected] = useState(0)
	// Before hydration (or without JavaScript) every concept is shown in turn;
	// once hydrated they become tabs.
	const [hydrated, setHydrated] = useState(false)
	const tabRefs = useRef<Array<HTMLButtonElement | null>>([])
	useEffect(() => setHydrated(true), [])

	function onKeyDown(event: React.KeyboardEvent<HTMLButtonElement>, index: number) {
		const last = concepts.length - 1
		const target =
			event.key === 'ArrowRight'
				? index === last ? 0 : index + 1
				: event.key === 'ArrowLeft'
					? index === 0 ? last : index - 1
					: event.key === 'Home'
						? 0
						: event.key === 'End'
							? last
							: null
		if (target === null) return
		event.preventDefault()
		setSelected(target)
		tabRefs.current[target]?.focus()
	}

	return (
		<div>
			{hydrated ? (
				<div role="tablist" aria-label="Ad concepts" className="flex flex-wrap gap-2">
					{concepts.map((concept, index) => {
						const isSelected = index === selected
						return (
							<button
								key={concept.id}
								ref={(element) => {
									tabRefs.current[index] = element
								}}
								type="button"
								role="tab"
								id={`tab-${concept.id}`}
								aria-selected={isSelected}
								aria-controls={`panel-${concept.id}`}
								tabIndex={isSelected ? 0 : -1}
								onClick={() => setSelected(index)}
								onKeyDown={(event) => onKeyDown(event, index)}
								className={cn(
									buttonVariants({ variant: isSelected ? 'brand' : 'outline', size: 'sm' }),
									'h-auto min-h-8 py-1.5 whitespace-normal',
								)}
							>
								{concept.name}
							</button>
						)
					})}
				</div>
			) : (
				<nav aria-label="Ad concepts">
					<ol className="flex list-decimal flex-col gap-1 pl-5">
						{concepts.map((concept) => (
							<li key={concept.id}>
								<a href={`#panel-${concept.id}`} className="text-brand underline-offset-4 hover:underline">
									{concept.name}
								</a>
							</li>
						))}
					</ol>
				</nav>
			)}
			<div className="mt-6 flex flex-col gap-10">
				{concepts.map((concept, index) => (
					<div
						key={concept.id}
						id={`panel-${concept.id}`}
						role={hydrated ? 'tabpanel' : undefined}
						aria-labelledby={hydrated ? `tab-${concept.id}` : `heading-${concept.id}`}
						tabIndex={hydrated ? 0 : undefined}
						hidden={hydrated && index !== selected}
					>
						<ConceptPanel concept={concept} trial={trial} />
					</div>
				))}
			</div>
		</div>
	)
}

function ConceptPanel({ concept, trial }: { concept: Concept; trial: string }) {
	return (
		<div className="grid items-start gap-8 md:grid-cols-[minmax(0,22rem)_1fr]">
			<MockAd concept={concept} trial={trial} />
			<div>
				<h3 id={`heading-${concept.id}`} className="text-xl font-bold">
					{concept.name}
				</h3>
				<dl className="mt-4 flex flex-col gap-3 text-sm">
					<Detail term="Audience">{concept.audience}</Detail>
					<Detail term="Angle">{concept.angle}</Detail>
					<Detail term="Headline">
						{concept.headline} <Count text={concept.headline} limit={limits.headline} />
					</Detail>
					<Detail term="Primary text">
						{concept.primaryText} <Count text={concept.primaryText} limit={limits.primaryText} />
					</Detail>
					<Detail term="Description">
						{concept.description} <Count text={concept.description} limit={limits.description} />
					</Detail>
					<Detail term="Button">{concept.cta}</Detail>
					<Detail term="Landing page">
						<Link
							to={`/signup?source=${concept.source}`}
							className="break-all text-brand underline-offset-4 hover:underline"
						>
							/signup?source={concept.source}
						</Link>
					</Detail>
				</dl>
			</div>
		</div>
	)
}

function MockAd({ concept, trial }: { concept: Concept; trial: string }) {
	return (
		<figure
			aria-label={`Mock ad: ${concept.name}`}
			className={cardVariants({ padding: 'none', className: 'w-full max-w-[22rem] overflow-hidden text-left shadow-sm' })}
		>
			<MockAdHeader />
			<p className="px-3 pb-3 text-sm">{concept.primaryText}</p>
			<div className="flex aspect-square flex-col items-center justify-center gap-3 bg-primary p-6 text-center text-primary-foreground">
				<p className="text-2xl font-extrabold text-balance">{concept.visual}</p>
				<p className="rounded-full bg-accent px-3 py-1 text-xs font-semibold text-accent-foreground">{priceLine}</p>
				<p className="text-xs opacity-90">{trial}</p>
			</div>
			<div className="flex items-center justify-between gap-3 bg-muted p-3">
				<div className="min-w-0">
					<p className="text-xs text-muted-foreground uppercase">northstar</p>
					<p className="text-sm font-semibold">{concept.headline}</p>
					<p className="text-xs text-muted-foreground">{concept.description}</p>
				</div>
				<div aria-hidden="true" className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'pointer-events-none')}>
					{concept.cta}
				</div>
			</div>
			<figcaption className="sr-only">
				Headline: {concept.headline}. Button: {concept.cta}. {priceLine}. {trial}
			</figcaption>
		</figure>
	)
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
	return (
		<div>
			<dt className="font-semibold">{term}</dt>
			<dd className="mt-0.5 text-muted-foreground">{children}</dd>
		</div>
	)
}

function Count({ text, limit }: { text: string; limit: number }) {
	const over = text.length > limit
	return (
		<span className={cn('text-xs whitespace-nowrap', over ? 'font-semibold text-destructive' : 'text-muted-foreground')}>
			({text.length}/{limit} characters{over ? ', too long' : ''})
		</span>
	)
}

export function AdSpecs() {
	return (
		<div className="flex flex-col gap-10">
			<div>
				<h3 className="text-lg font-semibold">Formats and sizes</h3>
				<Table containerClassName="mt-3" label="Ad formats, sizes and notes" className="min-w-[32rem] border-collapse text-left">
					<TableCaption variant="sr-only">Ad formats, sizes and notes</TableCaption>
					<TableHeader>
						<TableRow className="border-b">
							<TableHead scope="col" className="py-2 pr-4">Format</TableHead>
							<TableHead scope="col" className="py-2 pr-4">Size</TableHead>
							<TableHead scope="col" className="py-2 pr-4">Ratio</TableHead>
							<TableHead scope="col" className="py-2">Notes</TableHead>
						</TableRow>
					</TableHeader>
					<TableBody>
						{specs.map((spec) => (
							<TableRow key={spec.format} className="border-b align-top">
								<TableHead scope="row" className="py-2 pr-4 font-medium">{spec.format}</TableHead>
								<TableCell className="py-2 pr-4 whitespace-nowrap">{spec.size}</TableCell>
								<TableCell className="py-2 pr-4">{spec.ratio}</TableCell>
								<TableCell className="py-2 text-muted-foreground">{spec.notes}</TableCell>
							</TableRow>
						))}
					</TableBody>
				</Table>
			</div>
			<div>
				<h3 className="text-lg font-semibold">Copy limits</h3>
				<ul className="mt-3 flex list-disc flex-col gap-1 pl-5">
					<li>Headline: {limits.headline} characters or fewer.</li>
					<li>Primary text: {limits.primaryText} characters or fewer.</li>
					<li>Description: {limits.description} characters or fewer.</li>
					<li>Prices: {priceLine}, always with the trial line.</li>
				</ul>
			</div>
			<div>
				<h3 className="text-lg font-semibold">Audience notes</h3>
				<ul className="mt-3 flex list-disc flex-col gap-1 pl-5">
					{audienceNotes.map((note) => (
						<li key={note}>{note}</li>
					))}
				</ul>
			</div>
		</div>
	)
}

/** The top of a mock social ad: the mark, the name and "Sponsored", as the platforms draw it. */
export function MockAdHeader() {
	return (
		<div className="flex items-center gap-2 p-3">
			<div aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-brand-foreground">
				N
			</div>
			<div className="leading-tight">
				<p className="text-sm font-semibold">Northstar</p>
				<p className="text-xs text-muted-foreground">Sponsored</p>
			</div>
		</div>
	)
}
