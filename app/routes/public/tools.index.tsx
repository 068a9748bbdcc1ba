import { Link } from 'react-router'
import { PageHero } from '#app/components/marketing'
import { Button, buttonVariants } from '#app/components/ui/button'
import { pageMeta } from '#app/features/seo/site-meta'
import type { Route } from './+types/tools.index'

// The tools hub (spec §2). All four tools are built and live (DECISIONS.md:
// the spec's "coming soon" buttons become links).

const tools = [
	{
		title: 'GPA Calculator',
		text: 'Weighted and unweighted GPA, your cumulative GPA, and the GPA you need for a goal.',
		href: '/tools/gpa-calculator',
		popular: true,
	},
	{ title: 'College Match Quiz', text: 'Answer a few questions and see colleges that fit, sorted into reach, target and safety.', href: '/tools/college-match' },
	{ title: 'Application Timeline', text: 'Every deadline from today to move-in, month by month, as a calendar you can download.', href: '/tools/timeline-builder' },
	{ title: 'Cost Comparison', text: 'Compare up to four colleges: sticker price, net price for your income, debt and earnings.', href: '/tools/cost-calculator' },
]

export default function ToolsHubRoute() {
	return (
		<>
			<PageHero title="Free college planning tools" description="No account needed. Use them as often as you like." />
			<ul className="mx-auto grid max-w-5xl gap-5 px-4 pb-16 sm:grid-cols-2">
				{tools.map((tool) => (
					<li key={tool.title} className="flex flex-col rounded-2xl border bg-background p-6">
						<div className="flex items-center justify-between gap-2">
							<h2 className="text-lg font-semibold">{tool.title}</h2>
							{tool.popular ? <span className="rounded-full bg-accent/40 px-2.5 py-0.5 text-xs font-semibold">Popular</span> : null}
						</div>
						<p className="mt-2 flex-1 text-muted-foreground">{tool.text}</p>
						{tool.href ? (
							<Link to={tool.href} className={buttonVariants({ variant: 'brand', className: 'mt-5' })}>
								Open {tool.title}
							</Link>
						) : (
							<Button variant="outline" className="mt-5" disabled>
								Coming soon
							</Button>
						)}
					</li>
				))}
			</ul>
		</>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, { title: 'Free tools', description: 'Free college planning tools for high-school students and parents: start with the GPA calculator.' })
