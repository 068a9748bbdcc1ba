import { CalendarClock, FileText, ListChecks, Map, PencilRuler, PiggyBank, Search, Star, Users } from 'lucide'
import { Form, Link } from 'react-router'
import { inputClassName } from '#app/components/form-controls'
import { Button } from '#app/components/ui/button'
import { Icon } from '#app/components/ui/icon'
import { Pagination as PagesNav } from '#app/components/ui/pagination'
import type { PostSummary } from '#app/features/blog/posts'
import { cn } from '#app/lib/cn'
import type { BlogTopic } from '../../content/topics'
import { chipColors, PostMetaLine } from './blog'

// The blog index pages' pieces: topic cards, pagination, the search form,
// ranked lists and outside resources.

const topicIcons = {
	'calendar-clock': CalendarClock,
	'piggy-bank': PiggyBank,
	'file-text': FileText,
	'list-checks': ListChecks,
	users: Users,
	map: Map,
	'pencil-ruler': PencilRuler,
	star: Star,
} satisfies Record<BlogTopic['icon'], unknown>

/** A numbered list of titles (popular, trending). */
export function RankedPostList({ posts }: { posts: PostSummary[] }) {
	return (
		<ol className="divide-y rounded-xl border">
			{posts.map((post, index) => (
				<li key={post.slug} className="flex gap-4 p-4">
					<span className="text-2xl font-bold text-brand/60 tabular-nums" aria-hidden="true">
						{index + 1}
					</span>
					<div>
						<Link to={post.url} className="font-medium hover:text-brand hover:underline">
							{post.title}
						</Link>
						<PostMetaLine post={post} className="mt-1" />
					</div>
				</li>
			))}
		</ol>
	)
}

export function TopicCards({ topics, counts }: { topics: Array<Pick<BlogTopic, 'id' | 'slug' | 'name' | 'description' | 'icon' | 'color'>>; counts: Record<string, number> }) {
	return (
		<ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
			{topics.map((topic) => {
				const icon = topicIcons[topic.icon]
				const count = counts[topic.id] ?? 0
				return (
					<li key={topic.id}>
						<Link
							to={`/blog/topics/${topic.slug}`}
							className="flex h-full flex-col gap-2 rounded-xl border p-5 transition-colors hover:border-brand hover:bg-muted/50"
						>
							<span className={cn('inline-flex size-10 items-center justify-center rounded-lg ring-1 ring-inset', chipColors[topic.color])}>
								<Icon node={icon} className="size-5" />
							</span>
							<span className="font-semibold">{topic.name}</span>
							<span className="text-sm text-muted-foreground">{topic.description}</span>
							<span className="mt-auto text-sm font-medium text-brand">
								{count} {count === 1 ? 'article' : 'articles'}
							</span>
						</Link>
					</li>
				)
			})}
		</ul>
	)
}

export function Pagination({ page, pageCount, basePath }: { page: number; pageCount: number; basePath: string }) {
	return <PagesNav page={page} pageCount={pageCount} hrefFor={(target) => (target === 1 ? basePath : `${basePath}?page=${target}`)} className="mt-10" />
}

export function BlogSearchForm({ defaultValue, className }: { defaultValue?: string; className?: string }) {
	return (
		<Form method="get" action="/blog/search" role="search" className={cn('flex w-full max-w-xl gap-2', className)}>
			<label htmlFor="blog-search" className="sr-only">
				Search the blog
			</label>
			<input
				id="blog-search"
				name="q"
				type="search"
				defaultValue={defaultValue}
				placeholder="Search articles: FAFSA, early decision, essays…"
				maxLength={100}
				className={inputClassName}
			/>
			<Button type="submit" variant="brand" size="lg">
				<Icon node={Search} aria-hidden="true" className="size-4" />
				Search
			</Button>
		</Form>
	)
}

export const quickResources = [
	{ name: 'Federal Student Aid (FAFSA)', href: 'https://studentaid.gov', text: 'File the FAFSA, see deadlines and federal aid rules.' },
	{ name: 'CSS Profile', href: 'https://cssprofile.collegeboard.org', text: 'The College Board form many private colleges use for their own aid.' },
	{ name: 'Common App', href: 'https://www.commonapp.org', text: 'One application for 900+ colleges: essay prompts and requirements.' },
	{ name: 'College Board', href: 'https://www.collegeboard.org', text: 'PSAT/NMSQT, SAT, AP: dates, registration and scores.' },
	{ name: 'ACT', href: 'https://www.act.org', text: 'ACT test dates, registration and score reports.' },
	{ name: 'College Scorecard', href: 'https://collegescorecard.ed.gov', text: 'Official cost, graduation and earnings data for every college.' },
]

export function QuickResources() {
	return (
		<ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
			{quickResources.map((resource) => (
				<li key={resource.href}>
					<a
						href={resource.href}
						target="_blank"
						rel="noopener noreferrer"
						className="flex h-full flex-col gap-1 rounded-lg border p-4 hover:border-brand hover:bg-muted/50"
					>
						<span className="font-medium">
							{resource.name} <span className="sr-only">(opens in a new tab)</span>
							<span aria-hidden="true">↗</span>
						</span>
						<span className="text-sm text-muted-foreground">{resource.text}</span>
					</a>
				</li>
			))}
		</ul>
	)
}
