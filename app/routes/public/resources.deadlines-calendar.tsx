import { Link } from 'react-router'
import { Checklist, CtaBand, PageHero, Section, textLinkClass } from '#app/components/marketing'
import { buttonVariants } from '#app/components/ui/button'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '#app/components/ui/table'
import { pageMeta } from '#app/features/seo/site-meta'
import {
	TYPICAL_LABEL,
	hero,
	juniorYear,
	meta as content,
	notes,
	seniorYear,
	type CalendarRow,
} from '../../../content/resources/deadlines-calendar'
import type { Route } from './+types/resources.deadlines-calendar'

const SLUG = 'deadlines-calendar'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: content.title, description: content.description })

function CalendarTable({ caption, rows }: { caption: string; rows: CalendarRow[] }) {
	return (
		<Table containerClassName="rounded-xl border bg-background" label={caption} className="border-collapse text-left">
			<TableCaption variant="sr-only">{caption}</TableCaption>
			<TableHeader>
				<TableRow className="border-b bg-muted/60">
					<TableHead scope="col" className="px-3 py-2 font-semibold">
						Month
					</TableHead>
					<TableHead scope="col" className="px-3 py-2 font-semibold">
						Deadlines and events
					</TableHead>
				</TableRow>
			</TableHeader>
			<TableBody>
				{rows.map((row) => (
					<TableRow key={row.month} className="border-b align-top last:border-0">
						<TableHead scope="row" className="px-3 py-3 font-semibold whitespace-nowrap">
							{row.month}
						</TableHead>
						<TableCell className="px-3 py-3">
							<ul className="flex list-disc flex-col gap-1 pl-4">
								{row.events.map((event) => (
									<li key={event}>{event}</li>
								))}
							</ul>
							<p className="mt-2 inline-block rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">{TYPICAL_LABEL}</p>
						</TableCell>
					</TableRow>
				))}
			</TableBody>
		</Table>
	)
}

export default function DeadlinesCalendarPage() {
	return (
		<>
			<PageHero eyebrow={hero.eyebrow} title={hero.title} description={hero.description}>
				<Link to="/tools/timeline-builder" className={buttonVariants({ variant: 'brand', size: 'lg' })}>
					Build your personal calendar
				</Link>
				<Link to={`/signup?source=resources-${SLUG}`} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
					Get deadline reminders
				</Link>
			</PageHero>

			<Section
				id="junior-year"
				title="Junior year"
				intro="Testing, AP exams and the groundwork for applications. Months with no entry usually have no national SAT or ACT date."
			>
				<CalendarTable caption="Typical junior-year deadlines by month" rows={juniorYear} />
			</Section>

			<Section id="senior-year" title="Senior year" intro="Applications, financial aid forms and decisions." muted>
				<CalendarTable caption="Typical senior-year deadlines by month" rows={seniorYear} />
			</Section>

			<Section id="notes" title="Before you rely on a date">
				<Checklist items={notes} />
				<p className="mt-6">
					Turn these into your own dates with the{' '}
					<Link to="/tools/timeline-builder" className={textLinkClass}>
						timeline builder
					</Link>
					, keep each college’s deadline in the{' '}
					<Link to="/resources/application-tracker" className={textLinkClass}>
						application tracker
					</Link>
					, find colleges with{' '}
					<Link to="/tools/college-match" className={textLinkClass}>
						college match
					</Link>{' '}
					and check your standing with the{' '}
					<Link to="/tools/gpa-calculator" className={textLinkClass}>
						GPA calculator
					</Link>
					.
				</p>
			</Section>

			<CtaBand
				title="A calendar built around your colleges"
				text="Northstar turns your actual deadlines into 1–3 small tasks a day, so nothing sneaks up on you."
				href={`/signup?source=resources-${SLUG}`}
				label="Create your free account"
			/>
		</>
	)
}
