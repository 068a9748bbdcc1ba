import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { PageHero, Section } from '#app/components/marketing'
import { buttonVariants } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '#app/components/ui/table'
import { formatPrice, planDefinitions, trialLine } from '#app/features/billing/catalog'
import { pageMeta } from '#app/features/seo/site-meta'
import { getAppContext } from '#app/lib/app-context'
import { cn } from '#app/lib/cn'
import type { Route } from './+types/ad-preview'

// Internal: five paid-social ad concepts for review (noindex). Copy stays
// within the limits in `limits`; prices come from the plan catalog.

const limits = { headline: 40, primaryText: 125, description: 30 } as const

interface Concept {
	id: string
	name: string
	audience: string
	angle: string
	headline: string
	primaryText: string
	description: string
	cta: string
	visual: string
	source: string
}

const concepts: Concept[] = [
	{
		id: 'whole-plan',
		name: 'The whole plan in one place',
		audience: 'Parents and students in grades 9 to 12 who are just starting to plan.',
		angle: 'Calm and organised: one plan replaces the scattered lists, tabs and emails.',
		headline: 'The whole college plan in one place',
		primaryText:
			'Tasks, deadlines, your college list, essays and financial aid, all in one plan that keeps itself current.',
		description: 'College prep for grades 9–12',
		cta: 'Start free trial',
		visual: 'One plan. Every deadline.',
		source: 'ad-whole-plan',
	},
	{
		id: 'senior-deadlines',
		name: 'Senior-year deadlines',
		audience: 'Seniors and their parents from late summer through the fall.',
		angle: 'Urgent but reassuring: the dates are close, and there is still time to get organised.',
		headline: 'Senior year deadlines, handled',
		primaryText:
			'Early deadlines are typically Nov 1 or 15. Northstar turns every application and aid date into steps with reminders.',
		description: 'Common App, FAFSA, deadlines',
		cta: 'Get my deadline plan',
		visual: 'Nov 1. Nov 15. Jan 1.',
		source: 'ad-senior-deadlines',
	},
	{
		id: 'micro-tasks',
		name: 'ADHD-friendly micro-tasks',
		audience: 'Families of students who find big, vague projects hard to start, including students with ADHD.',
		angle: 'Small and doable: one to three tasks a day, 15 minutes or less each.',
		headline: 'College prep in 15 minutes a day',
		primaryText:
			'Big projects, tiny steps. Northstar gives your teen one to three micro-tasks a day, each 15 minutes or less.',
		description: 'ADHD-friendly daily steps',
		cta: 'Try it free',
		visual: 'Today: 3 tasks. 15 minutes.',
		source: 'ad-micro-tasks',
	},
	{
		id: 'parents',
		name: 'Parents: see progress without nagging',
		audience: 'Parents of high-school students, especially juniors and seniors.',
		angle: 'Relief for the parent: visibility without the nightly “did you do it yet?”.',
		headline: 'See progress without nagging',
		primaryText:
			'The family view shows what is done and what is due, so you can stop asking and start helping.',
		description: 'Family view for parents',
		cta: 'See the family view',
		visual: 'Done. Due soon. On track.',
		source: 'ad-parents',
	},
	{
		id: 'financial-aid',
		name: 'Financial aid made clear',
		audience: 'Parents of juniors and seniors, from late summer into the fall aid season.',
		angle: 'Clarity about money: what to file, when, and what it means.',
		headline: 'FAFSA and CSS Profile, made clear',
		primaryText:
			'The FAFSA opens about Oct 1 and the CSS Profile on Oct 1. Northstar shows what to file, when, and what to gather.',
		description: 'Financial aid, step by step',
		cta: 'Plan our aid',
		visual: 'FAFSA • CSS Profile • Scholarships',
		source: 'ad-financial-aid',
	},
]

const specs = [
	{ format: 'Feed (square)', size: '1080 × 1080 px', ratio: '1:1', notes: 'Headline and price line must read at phone size.' },
	{ format: 'Story', size: '1080 × 1920 px', ratio: '9:16', notes: 'Keep text away from the top and bottom edges, where the app overlays controls.' },
	{ format: 'Link ad', size: '1200 × 628 px', ratio: '1.91:1', notes: 'Headline and description show under the image; the image carries one short line.' },
]

const audienceNotes = [
	'Parents are the main buyers: lead with parent audiences and use the student-facing concepts for parents too.',
	'Platforms restrict ad targeting for users under 18 (Meta currently allows only age and location for teens), so do not rely on interest targeting to reach students.',
	'Time the senior-deadline and financial-aid concepts for late summer through the fall; the whole-plan and micro-task concepts can run year-round.',
	'Interest ideas for adults: college admissions, financial aid, scholarships, SAT and ACT prep, parenting teenagers.',
	'Never imply guaranteed admission or aid, and say “typically” for dates that vary by college.',
	'Every ad links to signup with its own source (shown under each concept) so results can be compared.',
]

export function loader({ context }: Route.LoaderArgs) {
	return { trialDays: getAppContext(context).env.TRIAL_DAYS }
}

const tiers = planDefinitions.filter((plan) => plan.catalog === 'tiers' && plan.interval === 'month')
const priceLine = `${tiers.map((plan) => `${plan.name} ${formatPrice(plan.priceCents)}`).join(' • ')} a month`

export default function AdPreviewRoute({ loaderData }: Route.ComponentProps) {
	const { trialDays } = loaderData
	return (
		<>
			<PageHero
				eyebrow="Internal preview"
				title="Ad concepts"
				description="Five paid-social concepts for review, each shown as a mock feed ad with the standard tier prices and the trial line."
			/>
			<Section id="concepts" title="Concepts">
				<ConceptTabs trial={trialLine(trialDays)} />
			</Section>
			<Section id="specs" title="Ad specs" muted>
				<AdSpecs />
			</Section>
		</>
	)
}

function ConceptTabs({ trial }: { trial: string }) {
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
			<div className="flex items-center gap-2 p-3">
				<div
					aria-hidden="true"
					className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-brand-foreground"
				>
					N
				</div>
				<div className="leading-tight">
					<p className="text-sm font-semibold">Northstar</p>
					<p className="text-xs text-muted-foreground">Sponsored</p>
				</div>
			</div>
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

function AdSpecs() {
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

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Ad concepts (internal preview)',
		description: 'Internal review of Northstar paid-social ad concepts, copy limits and ad specs.',
		noindex: true,
	})
