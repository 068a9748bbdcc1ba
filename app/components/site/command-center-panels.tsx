import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '#app/components/ui/table'
import { cn } from '#app/lib/cn'
import type { TourStopId } from '../../../content/site/college-command-center'

// The workspace tour's panels: each part of the workspace drawn with plain
// elements and filled with example content, never real families' data.

const panels: Record<TourStopId, () => React.ReactNode> = {
	'college-list': CollegeListPanel,
	deadlines: DeadlinesPanel,
	documents: DocumentsPanel,
	aid: AidPanel,
}

/** The panel for a stop of the tour. */
export function TourPanel({ stop }: { stop: TourStopId }) {
	const Panel = panels[stop]
	return <Panel />
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
