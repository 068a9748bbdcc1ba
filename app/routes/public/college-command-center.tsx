import { Link } from 'react-router'
import { Checklist, CtaBand, PageHero } from '#app/components/marketing'
import { buttonVariants } from '#app/components/ui/button'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '#app/components/ui/table'
import { trialLine } from '#app/features/billing/catalog'
import { pageMeta } from '#app/features/seo/site-meta'
import { getAppContext } from '#app/lib/app-context'
import { cn } from '#app/lib/cn'
import type { Route } from './+types/college-command-center'

// The workspace tour (DECISIONS.md): list, deadlines, documents, aid. The
// panels are drawn with plain elements, filled with example content.

const SIGNUP = '/signup?source=college-command-center'

const stops = [
	{
		id: 'college-list',
		eyebrow: 'The college list',
		title: 'Every college, sorted into reach, target and safety',
		text: 'Add colleges from the U.S. Department of Education’s College Scorecard catalog. Each one is sorted by comparing the student’s grades and scores with its admitted students, with costs, outcomes, deadlines and the application it takes on the same card.',
		points: [
			'A balanced list at a glance, so there is always a safety the student would be glad to attend.',
			'Costs and outcomes from the College Scorecard beside every college.',
			'Each college’s deadline and platform: Common App, Coalition or its own.',
		],
		Panel: CollegeListPanel,
	},
	{
		id: 'deadlines',
		eyebrow: 'Deadlines',
		title: 'One timeline for every date that matters',
		text: 'The admissions cycle’s key dates are already on it, and each college’s own deadlines are added as the list grows. Reminders reach the student and parents before each one.',
		points: [
			'Tasks broken into 1 to 3 small steps a day, each 15 minutes or less.',
			'Test dates, application deadlines and aid deadlines in one place.',
			'Parents see what is due next without having to ask.',
		],
		Panel: DeadlinesPanel,
	},
	{
		id: 'documents',
		eyebrow: 'Documents',
		title: 'A document vault the family can reach',
		text: 'Transcripts, score reports, the activities résumé, essay drafts and aid records, kept with the plan instead of scattered across inboxes.',
		points: [
			'Documents follow the family’s sharing settings, section by section.',
			'A student can mark a document or essay private from counselors.',
			'The records aid forms ask for, ready when the FAFSA and CSS Profile open.',
		],
		Panel: DocumentsPanel,
	},
	{
		id: 'aid',
		eyebrow: 'Financial aid',
		title: 'Aid forms, scholarships and offers, side by side',
		text: 'Step-by-step help with the FAFSA (it opens about October 1) and the CSS Profile (October 1), scholarships tracked with their deadlines, and aid offers compared on what the family would actually pay.',
		points: [
			'Grants and scholarships kept apart from loans and work-study.',
			'Net cost: cost of attendance minus grants and scholarships.',
			'Each college’s priority aid deadline on the timeline.',
		],
		Panel: AidPanel,
	},
] as const

export function loader({ context }: Route.LoaderArgs) {
	return { trialDays: getAppContext(context).env.TRIAL_DAYS }
}

export default function CollegeCommandCenterRoute({ loaderData }: Route.ComponentProps) {
	const { trialDays } = loaderData
	return (
		<>
			<PageHero
				eyebrow="The workspace tour"
				title="Your college command center"
				description="The college list, every deadline, the documents and the financial aid for one student, in one workspace the family shares. Here is what each part looks like."
			>
				<Link to={SIGNUP} className={buttonVariants({ variant: 'brand', size: 'lg' })}>
					Open your command center
				</Link>
				<Link to="/features" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
					All features
				</Link>
			</PageHero>

			<nav aria-label="Tour stops" className="mx-auto max-w-5xl px-4">
				<ol className="flex flex-wrap justify-center gap-2 text-sm">
					{stops.map((stop, index) => (
						<li key={stop.id}>
							<a href={`#${stop.id}`} className="inline-block rounded-full border px-3 py-1.5 hover:bg-muted">
								{index + 1}. {stop.eyebrow}
							</a>
						</li>
					))}
				</ol>
			</nav>

			{stops.map((stop, index) => (
				<section
					key={stop.id}
					id={stop.id}
					aria-labelledby={`${stop.id}-heading`}
					className={cn('scroll-mt-20 py-12 sm:py-16', index % 2 === 1 && 'bg-muted/60')}
				>
					<div className="mx-auto grid max-w-5xl items-center gap-8 px-4 md:grid-cols-2 md:gap-12">
						<div className={cn(index % 2 === 1 && 'md:order-2')}>
							<p className="text-sm font-semibold tracking-wide text-brand uppercase">{stop.eyebrow}</p>
							<h2 id={`${stop.id}-heading`} className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
								{stop.title}
							</h2>
							<p className="mt-3 text-muted-foreground">{stop.text}</p>
							<div className="mt-5 text-sm">
								<Checklist items={[...stop.points]} />
							</div>
						</div>
						<stop.Panel />
					</div>
				</section>
			))}

			<CtaBand
				title="Run college planning from one place"
				text="Create an account, add your student, and the command center fills in with this week’s plan."
				href={SIGNUP}
				label="Get started"
				note={trialLine(trialDays)}
			/>
		</>
	)
}

function MockPanel({ title, caption, children }: { title: string; caption: string; children: React.ReactNode }) {
	return (
		<figure className="min-w-0 rounded-2xl border bg-background shadow-sm">
			<div className="flex items-center gap-2 border-b px-4 py-3">
				<span aria-hidden="true" className="flex gap-1.5">
					<span className="size-2.5 rounded-full bg-border" />
					<span className="size-2.5 rounded-full bg-border" />
					<span className="size-2.5 rounded-full bg-border" />
				</span>
				<p className="text-sm font-semibold">{title}</p>
			</div>
			<div className="p-4">{children}</div>
			<figcaption className="border-t px-4 py-2 text-xs text-muted-foreground">{caption}</figcaption>
		</figure>
	)
}

function Bar({ highlighted = false, className }: { highlighted?: boolean; className?: string }) {
	return <span aria-hidden="true" className={cn('block h-2 rounded-full', highlighted ? 'bg-brand/40' : 'bg-muted', className)} />
}

const listColumns = [
	{ label: 'Reach', tone: 'border-brand bg-brand text-brand-foreground', colleges: ['Example University', 'Example Institute of Technology'] },
	{ label: 'Target', tone: 'border-brand/40 bg-brand/10 text-brand', colleges: ['Example State University', 'Example College'] },
	{ label: 'Safety', tone: 'bg-muted text-foreground', colleges: ['Example Community College', 'Example Regional University'] },
]

function CollegeListPanel() {
	return (
		<MockPanel title="College list" caption="Illustration with example colleges; your list uses College Scorecard data.">
			<div className="grid gap-3 sm:grid-cols-3">
				{listColumns.map((column) => (
					<div key={column.label}>
						<p className={cn('rounded-md border px-2 py-1 text-center text-xs font-semibold', column.tone)}>
							{column.label}
						</p>
						<ul className="mt-2 flex flex-col gap-2">
							{column.colleges.map((college) => (
								<li key={college} className="rounded-lg border p-2.5">
									<p className="text-xs font-medium">{college}</p>
									<Bar className="mt-2 w-3/4" />
									<Bar className="mt-1.5 w-1/2" />
								</li>
							))}
						</ul>
					</div>
				))}
			</div>
		</MockPanel>
	)
}

const cycle = [
	{ date: 'Aug 1', label: 'Common App opens' },
	{ date: 'Oct 1', label: 'FAFSA (about Oct 1) and CSS Profile open' },
	{ date: 'Nov 1 or 15', label: 'Early Action and Early Decision, typically' },
	{ date: 'Jan 1–15', label: 'Regular Decision, typically' },
	{ date: 'May 1', label: 'National College Decision Day' },
]

function DeadlinesPanel() {
	return (
		<MockPanel title="Deadlines" caption="The admissions cycle’s key dates; each college’s own dates are added to them.">
			<ol className="relative flex flex-col gap-3 border-l-2 border-brand/30 pl-4">
				{cycle.map((item) => (
					<li key={item.date} className="relative">
						<span aria-hidden="true" className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-brand" />
						<p className="text-xs font-semibold text-brand">{item.date}</p>
						<p className="text-sm">{item.label}</p>
					</li>
				))}
			</ol>
		</MockPanel>
	)
}

const documents = [
	{ name: 'Unofficial transcript', tag: 'Shared with counselor', tone: 'bg-brand/10 text-brand' },
	{ name: 'Activities résumé', tag: 'Shared with counselor', tone: 'bg-brand/10 text-brand' },
	{ name: 'Personal essay, draft', tag: 'Private from counselors', tone: 'bg-muted text-muted-foreground' },
	{ name: 'Tax return for aid forms', tag: 'Not shared with counselor', tone: 'bg-muted text-muted-foreground' },
]

function DocumentsPanel() {
	return (
		<MockPanel title="Documents" caption="Illustration with example documents and sharing.">
			<ul className="flex flex-col gap-2">
				{documents.map((doc) => (
					<li key={doc.name} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3">
						<span className="flex items-center gap-2.5">
							<span aria-hidden="true" className="flex h-8 w-6 items-end justify-center rounded-sm border bg-muted pb-0.5 text-[0.5rem] font-bold text-muted-foreground">
								PDF
							</span>
							<span className="text-sm font-medium">{doc.name}</span>
						</span>
						<span className={cn('rounded-full px-2 py-0.5 text-xs', doc.tone)}>{doc.tag}</span>
					</li>
				))}
			</ul>
		</MockPanel>
	)
}

const aidRows = ['Cost of attendance', 'Grants and scholarships', 'Loans', 'Work-study']

function AidPanel() {
	return (
		<MockPanel title="Financial aid" caption="Illustration: two aid offers compared, figures left out.">
			<ul className="mb-4 flex flex-col gap-1.5 text-sm">
				<li className="flex items-center justify-between gap-2">
					<span>FAFSA</span>
					<span className="rounded-full bg-brand px-2 py-0.5 text-xs text-brand-foreground">Submitted</span>
				</li>
				<li className="flex items-center justify-between gap-2">
					<span>CSS Profile</span>
					<span className="rounded-full bg-accent px-2 py-0.5 text-xs text-accent-foreground">In progress</span>
				</li>
			</ul>
			<Table size="sm" className="text-left">
				<TableCaption variant="sr-only">Example comparison of two aid offers</TableCaption>
				<TableHeader>
					<TableRow className="border-b">
						<TableHead scope="col" className="py-2 font-medium text-muted-foreground">
							Offer
						</TableHead>
						<TableHead scope="col" className="py-2 font-semibold">
							College A
						</TableHead>
						<TableHead scope="col" className="py-2 font-semibold">
							College B
						</TableHead>
					</TableRow>
				</TableHeader>
				<TableBody>
					{aidRows.map((row) => (
						<TableRow key={row} className="border-b">
							<TableHead scope="row" className="py-2 pr-2 font-normal">
								{row}
							</TableHead>
							<TableCell className="py-2 pr-2">
								<Bar className="w-14" />
							</TableCell>
							<TableCell className="py-2">
								<Bar className="w-10" />
							</TableCell>
						</TableRow>
					))}
					<TableRow>
						<TableHead scope="row" className="py-2 pr-2 font-semibold text-brand">
							Net cost
						</TableHead>
						<TableCell className="py-2 pr-2">
							<Bar highlighted className="w-12" />
						</TableCell>
						<TableCell className="py-2">
							<Bar highlighted className="w-8" />
						</TableCell>
					</TableRow>
				</TableBody>
			</Table>
		</MockPanel>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Your college command center',
		description:
			'A tour of the Northstar workspace: the reach/target/safety college list, one timeline of deadlines, a document vault and financial aid compared side by side.',
	})
