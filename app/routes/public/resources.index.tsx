import { Link } from 'react-router'
import { PageHero } from '#app/components/marketing'
import { cardVariants } from '#app/components/ui/card'
import { pageMeta } from '#app/features/seo/site-meta'
import { resources } from '../../../content/resources/catalog'
import type { Route } from './+types/resources.index'

const topics = ['Skills', 'Testing', 'Colleges', 'Applications', 'Money', 'Leadership', 'Life'] as const

export default function ResourcesIndexRoute() {
	return (
		<>
			<PageHero
				title="Resources"
				description="Guides, calculators, trackers and checklists for every step from 9th grade to move-in day. Free, no account needed."
			/>
			<div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 pb-16">
				{topics.map((topic) => (
					<section key={topic} aria-labelledby={`topic-${topic}`}>
						<h2 id={`topic-${topic}`} className="text-xl font-semibold">
							{topic}
						</h2>
						<ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
							{resources
								.filter((resource) => resource.topic === topic)
								.map((resource) => (
									<li key={resource.slug}>
										<Link to={`/resources/${resource.slug}`} className={cardVariants({ padding: 'sm', className: 'block h-full hover:border-brand' })}>
											<span className="text-xs font-semibold tracking-wide text-brand uppercase">{resource.kind}</span>
											<span className="mt-1 block font-semibold">{resource.title}</span>
											<span className="mt-1 block text-sm text-muted-foreground">{resource.description}</span>
										</Link>
									</li>
								))}
						</ul>
					</section>
				))}
			</div>
		</>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'College planning resources',
		description: 'Free guides, calculators, trackers and checklists for high-school students and parents.',
	})
