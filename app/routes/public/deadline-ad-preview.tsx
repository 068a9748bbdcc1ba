import { PageHero, Section } from '#app/components/marketing'
import { MockAdHeader } from '#app/components/site/ad-concepts'
import { buttonVariants } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '#app/components/ui/table'
import { trialLine } from '#app/features/billing/price-copy'
import { pageMeta } from '#app/features/seo/site-meta'
import { getAppContext } from '#app/lib/app-context'
import { cn } from '#app/lib/cn'
import type { Route } from './+types/deadline-ad-preview'

// Internal: the application-deadline campaign for review (noindex). No
// performance figures here: the budget split is a starting plan, not a result.

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
const NOVEMBER = 10 // zero-based month index
const deadlineDays = [1, 15]

const variants = [
	{
		id: 'a',
		name: 'Variant A: the date',
		headline: 'November 1 is closer than it looks',
		body: 'Early action and early decision deadlines are typically November 1 or 15. Northstar turns every application into small steps with reminders, so nothing slips.',
		cta: 'Get my deadline plan',
	},
	{
		id: 'b',
		name: 'Variant B: the parent',
		headline: 'Know every deadline without nagging',
		body: 'See your senior’s application deadlines, essays and financial aid forms in one family view, and let reminders do the asking.',
		cta: 'See the family view',
	},
	{
		id: 'c',
		name: 'Variant C: the catch-up',
		headline: 'Behind on applications? Start today',
		body: 'Northstar builds a day-by-day plan to your early deadlines, one to three tasks at a time, each 15 minutes or less.',
		cta: 'Start free trial',
	},
]

const targeting = [
	{
		title: 'Audiences',
		items: [
			'Parents of high-school juniors and seniors, using the platform’s parent and household options where offered.',
			'Seniors aged 18 and over, with broad age and location targeting only: platforms restrict targeting of users under 18.',
			'People who visited Northstar’s senior-year pages, such as /landing/senior-emergency and /common-app.',
		],
	},
	{
		title: 'Interests',
		items: [
			'College admissions and college applications',
			'Financial aid, the FAFSA and scholarships',
			'SAT and ACT preparation',
			'Parenting teenagers',
		],
	},
	{
		title: 'Timing: September to November',
		items: [
			'September: introduce the deadlines to parents of seniors and juniors (Variant B).',
			'October: build toward November 1 with the date itself (Variant A).',
			'November 1 to 15: the catch-up message for families still working on early applications (Variant C).',
			'After November 15: pause this campaign and move to regular decision messaging (deadlines typically January 1 to 15).',
		],
	},
	{
		title: 'Placements',
		items: [
			'Feed: 1080 × 1080 with the calendar as the image.',
			'Stories: 1080 × 1920, calendar in the middle with room above and below for the app’s controls.',
			'Link ads: 1200 × 628, headline and call to action under the image.',
		],
	},
	{
		title: 'Budget split (a starting plan to revisit)',
		items: [
			'Most of the budget on parents of seniors, a smaller share on parents of juniors, and a small share on retargeting site visitors.',
			'Split spend evenly across the three variants at first, then move it toward whichever brings signups at the lowest cost.',
			'Weight spend toward late October and the first half of November, when the deadlines are closest.',
			'Track each variant through its own signup source, for example /signup?source=deadline-ad-a.',
		],
	},
]

export function loader({ context }: Route.LoaderArgs) {
	const app = getAppContext(context)
	const today = app.now()
	// The November still ahead (or under way); in December, next year's.
	const year = today.getUTCMonth() > NOVEMBER ? today.getUTCFullYear() + 1 : today.getUTCFullYear()
	return { trialDays: app.env.TRIAL_DAYS, year }
}

export default function DeadlineAdPreviewRoute({ loaderData }: Route.ComponentProps) {
	const { trialDays, year } = loaderData
	const trial = trialLine(trialDays)
	return (
		<>
			<PageHero
				eyebrow="Internal preview"
				title="Application deadline ad"
				description="A mock feed ad for the early-deadline campaign, three copy variants and targeting notes for review."
			/>

			<Section id="mock" title="Mock ad">
				<MockAd year={year} trial={trial} />
			</Section>

			<Section id="variants" title="Copy variants" muted>
				<ul className="grid gap-5 md:grid-cols-3">
					{variants.map((variant) => (
						<li key={variant.id} className={cardVariants({ padding: 'md', className: 'flex flex-col' })}>
							<h3 className="font-semibold">{variant.name}</h3>
							<dl className="mt-3 flex flex-1 flex-col gap-3 text-sm">
								<div>
									<dt className="font-semibold">Headline</dt>
									<dd className="mt-0.5">{variant.headline}</dd>
								</div>
								<div>
									<dt className="font-semibold">Body</dt>
									<dd className="mt-0.5 text-muted-foreground">{variant.body}</dd>
								</div>
								<div>
									<dt className="font-semibold">Call to action</dt>
									<dd className="mt-0.5">{variant.cta}</dd>
								</div>
							</dl>
							<p className="mt-4 text-xs text-muted-foreground">{trial}</p>
						</li>
					))}
				</ul>
			</Section>

			<Section id="targeting" title="Campaign targeting notes">
				<div className="grid gap-8 md:grid-cols-2">
					{targeting.map((group) => (
						<div key={group.title}>
							<h3 className="text-lg font-semibold">{group.title}</h3>
							<ul className="mt-3 flex list-disc flex-col gap-1.5 pl-5 text-sm">
								{group.items.map((item) => (
									<li key={item}>{item}</li>
								))}
							</ul>
						</div>
					))}
				</div>
				<p className="mt-8 text-sm text-muted-foreground">
					Dates in the ads say “typically” because deadlines differ between colleges. Never promise admission or aid.
				</p>
			</Section>
		</>
	)
}

function MockAd({ year, trial }: { year: number; trial: string }) {
	const variant = variants[0]!
	return (
		<figure
			aria-label="Mock ad: application deadlines"
			className={cardVariants({ padding: 'none', className: 'mx-auto w-full max-w-md overflow-hidden shadow-sm' })}
		>
			<MockAdHeader />
			<p className="px-3 pb-3 text-sm">{variant.body}</p>
			<div className="bg-primary p-4 text-primary-foreground sm:p-6">
				<p className="text-center text-xl font-extrabold text-balance">Early deadlines are coming</p>
				<NovemberCalendar year={year} />
			</div>
			<div className="flex flex-wrap items-center justify-between gap-3 bg-muted p-3">
				<div className="min-w-0">
					<p className="text-xs text-muted-foreground uppercase">northstar</p>
					<p className="text-sm font-semibold">{variant.headline}</p>
					<p className="text-xs text-muted-foreground">{trial}</p>
				</div>
				<div aria-hidden="true" className={cn(buttonVariants({ variant: 'brand', size: 'sm' }), 'pointer-events-none')}>
					{variant.cta}
				</div>
			</div>
		</figure>
	)
}

function NovemberCalendar({ year }: { year: number }) {
	const firstWeekday = new Date(Date.UTC(year, NOVEMBER, 1)).getUTCDay()
	const cells: Array<number | null> = [
		...Array.from({ length: firstWeekday }, () => null),
		...Array.from({ length: 30 }, (_, index) => index + 1),
	]
	while (cells.length % 7) cells.push(null)
	const weeks = Array.from({ length: cells.length / 7 }, (_, index) => cells.slice(index * 7, index * 7 + 7))
	const weekdayOf = (day: number) => WEEKDAYS[(firstWeekday + day - 1) % 7]
	const describedBy = `calendar-${year}-text`
	return (
		<div className="mt-4">
			<Table
				aria-describedby={describedBy}
				className="table-fixed border-collapse rounded-lg bg-background text-center text-foreground"
			>
				<TableCaption className="rounded-t-lg bg-background py-2 text-base text-foreground">November {year}</TableCaption>
				<TableHeader>
					<TableRow>
						{WEEKDAYS.map((name) => (
							<TableHead key={name} scope="col" className="py-1.5 text-xs font-semibold text-muted-foreground">
								<abbr title={name} className="no-underline">
									{name.slice(0, 3)}
								</abbr>
							</TableHead>
						))}
					</TableRow>
				</TableHeader>
				<TableBody>
					{weeks.map((week, weekIndex) => (
						<TableRow key={weekIndex}>
							{week.map((day, dayIndex) =>
								day === null ? (
									<TableCell key={`empty-${dayIndex}`} className="p-0.5" />
								) : deadlineDays.includes(day) ? (
									<TableCell key={day} className="p-0.5">
										<div className="flex flex-col items-center rounded-md bg-accent py-1 font-bold text-accent-foreground">
											{day}
											<span className="text-[0.625rem] leading-tight font-semibold">EA/ED</span>
										</div>
									</TableCell>
								) : (
									<TableCell key={day} className="p-0.5">
										<div className="py-1">{day}</div>
									</TableCell>
								),
							)}
						</TableRow>
					))}
				</TableBody>
			</Table>
			<p id={describedBy} className="mt-3 text-center text-xs opacity-90">
				Highlighted: {deadlineDays.map((day) => `${weekdayOf(day)}, November ${day}`).join(' and ')}, typical early
				action (EA) and early decision (ED) deadlines.
			</p>
		</div>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Application deadline ad (internal preview)',
		description: 'Internal review of the Northstar early-deadline ad: mock-up, November calendar, copy variants and targeting notes.',
		noindex: true,
	})
