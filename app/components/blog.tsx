import {
	CalendarClock,
	ChevronLeft,
	ChevronRight,
	FileText,
	ListChecks,
	Map,
	PencilRuler,
	PiggyBank,
	Search,
	Star,
	Users,
} from 'lucide-react'
import { Form, Link, useFetcher } from 'react-router'
import { FormMessage, inputClassName } from '#app/components/forms'
import { Button } from '#app/components/ui/button'
import { formatPostDate, type Post } from '#app/features/blog/posts'
import { cn } from '#app/lib/cn'
import type { BlogCategory } from '../../content/categories'
import type { BlogTopic } from '../../content/topics'

// The blog's pieces: cards, chips, topic cards, pagination, the search form
// and the subscribe box. Pages compose them; none loads data.

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

/** Full class strings, so Tailwind sees every one. */
const chipColors: Record<BlogTopic['color'] | BlogCategory['color'], string> = {
	blue: 'bg-blue-50 text-blue-800 ring-blue-200',
	green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
	violet: 'bg-violet-50 text-violet-800 ring-violet-200',
	amber: 'bg-amber-50 text-amber-900 ring-amber-200',
	rose: 'bg-rose-50 text-rose-800 ring-rose-200',
	teal: 'bg-teal-50 text-teal-800 ring-teal-200',
	indigo: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
	orange: 'bg-orange-50 text-orange-900 ring-orange-200',
}

const chipClass = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset hover:underline'

export function TopicChip({ topic }: { topic: BlogTopic }) {
	return (
		<Link to={`/blog/topics/${topic.slug}`} className={cn(chipClass, chipColors[topic.color])}>
			{topic.name}
		</Link>
	)
}

export function CategoryChip({ category }: { category: BlogCategory }) {
	return (
		<Link to={`/blog/categories/${category.slug}`} className={cn(chipClass, chipColors[category.color])}>
			{category.name}
		</Link>
	)
}

export function PostMetaLine({ post, className }: { post: Pick<Post, 'publishedDate' | 'readTime'>; className?: string }) {
	return (
		<p className={cn('text-sm text-muted-foreground', className)}>
			<time dateTime={post.publishedDate}>{formatPostDate(post.publishedDate)}</time>
			<span aria-hidden="true"> · </span>
			{post.readTime} min read
		</p>
	)
}

export function PostCard({ post, headingLevel = 3 }: { post: Post; headingLevel?: 2 | 3 }) {
	const Heading = headingLevel === 2 ? 'h2' : 'h3'
	return (
		<article className="group relative flex flex-col overflow-hidden rounded-xl border bg-background shadow-xs transition-shadow hover:shadow-md">
			<img src={post.image.url} alt="" width={1200} height={630} loading="lazy" className="aspect-[1200/630] w-full object-cover" />
			<div className="flex flex-1 flex-col gap-2 p-5">
				<div className="relative z-10 flex flex-wrap gap-2">
					<TopicChip topic={post.topic} />
				</div>
				<Heading className="text-lg leading-snug font-semibold">
					{/* The whole card is the link's target; the chip above stays its own link. */}
					<Link to={post.url} className="after:absolute after:inset-0 group-hover:text-brand">
						{post.title}
					</Link>
				</Heading>
				<p className="line-clamp-3 text-sm text-muted-foreground">{post.description}</p>
				<PostMetaLine post={post} className="mt-auto pt-2" />
			</div>
		</article>
	)
}

export function PostGrid({ posts, headingLevel }: { posts: Post[]; headingLevel?: 2 | 3 }) {
	return (
		<ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
			{posts.map((post) => (
				<li key={post.slug} className="flex">
					<PostCard post={post} headingLevel={headingLevel} />
				</li>
			))}
		</ul>
	)
}

/** A numbered list of titles (popular, trending). */
export function RankedPostList({ posts }: { posts: Post[] }) {
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

export function TopicCards({ topics, counts }: { topics: BlogTopic[]; counts: Record<string, number> }) {
	return (
		<ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
			{topics.map((topic) => {
				const Icon = topicIcons[topic.icon]
				const count = counts[topic.id] ?? 0
				return (
					<li key={topic.id}>
						<Link
							to={`/blog/topics/${topic.slug}`}
							className="flex h-full flex-col gap-2 rounded-xl border p-5 transition-colors hover:border-brand hover:bg-muted/50"
						>
							<span className={cn('inline-flex size-10 items-center justify-center rounded-lg ring-1 ring-inset', chipColors[topic.color])}>
								<Icon aria-hidden="true" className="size-5" />
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
	if (pageCount <= 1) return null
	const href = (target: number) => (target === 1 ? basePath : `${basePath}?page=${target}`)
	const linkClass = 'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md border px-3 text-sm font-medium hover:bg-muted'
	return (
		<nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-2">
			{page > 1 ? (
				<Link to={href(page - 1)} className={linkClass} rel="prev">
					<ChevronLeft aria-hidden="true" className="size-4" /> Previous
				</Link>
			) : null}
			{Array.from({ length: pageCount }, (_, index) => index + 1).map((target) => (
				<Link
					key={target}
					to={href(target)}
					aria-current={target === page ? 'page' : undefined}
					aria-label={`Page ${target}`}
					className={cn(linkClass, target === page && 'border-brand bg-brand text-brand-foreground hover:bg-brand')}
				>
					{target}
				</Link>
			))}
			{page < pageCount ? (
				<Link to={href(page + 1)} className={linkClass} rel="next">
					Next <ChevronRight aria-hidden="true" className="size-4" />
				</Link>
			) : null}
		</nav>
	)
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
				<Search aria-hidden="true" className="size-4" />
				Search
			</Button>
		</Form>
	)
}

type SubscribeAnswer = { status: 'check-inbox' | 'invalid' | 'rate-limited'; message: string; email?: string }

/**
 * The email subscribe box (DECISIONS.md: a real double opt-in). It posts to
 * /blog/subscribe, so it also works without JavaScript.
 */
export function SubscribeBox({ source = 'blog', className }: { source?: string; className?: string }) {
	const fetcher = useFetcher<SubscribeAnswer>()
	const answer = fetcher.data
	const done = answer?.status === 'check-inbox'
	return (
		<section aria-labelledby="subscribe-heading" className={cn('rounded-2xl bg-primary px-6 py-8 text-primary-foreground sm:px-10', className)}>
			<h2 id="subscribe-heading" className="text-2xl font-bold tracking-tight">
				Get new guides by email
			</h2>
			<p className="mt-2 max-w-2xl text-primary-foreground/80">
				Deadline reminders, financial-aid explainers and new guides, about twice a month. We’ll ask you to confirm first, and every email has an unsubscribe link.
			</p>
			{done ? (
				<p role="status" className="mt-6 rounded-lg bg-primary-foreground/10 px-4 py-3 font-medium">
					{answer.message}
				</p>
			) : (
				<fetcher.Form method="post" action="/blog/subscribe" className="mt-6 flex max-w-xl flex-col gap-2 sm:flex-row" noValidate>
					<input type="hidden" name="source" value={source} />
					<label htmlFor={`subscribe-email-${source}`} className="sr-only">
						Email address
					</label>
					<input
						id={`subscribe-email-${source}`}
						name="email"
						type="email"
						autoComplete="email"
						required
						placeholder="you@example.com"
						aria-invalid={answer?.status === 'invalid' || undefined}
						aria-describedby={answer ? `subscribe-message-${source}` : undefined}
						defaultValue={answer?.email}
						className={cn(inputClassName, 'text-foreground')}
					/>
					<Button type="submit" variant="accent" size="lg" loading={fetcher.state !== 'idle'} loadingLabel="Subscribing">
						Subscribe
					</Button>
				</fetcher.Form>
			)}
			{answer && !done ? (
				<div id={`subscribe-message-${source}`} className="mt-3 max-w-xl">
					<FormMessage>{answer.message}</FormMessage>
				</div>
			) : null}
		</section>
	)
}

export const quickResources = [
	{ name: 'Federal Student Aid (FAFSA)', href: 'https://studentaid.gov', text: 'File the FAFSA, see deadlines and federal aid rules.' },
	{ name: 'CSS Profile', href: 'https://cssprofile.collegeboard.org', text: 'The College Board form many private colleges use for their own aid.' },
	{ name: 'Common App', href: 'https://www.commonapp.org', text: 'One application for 1,000+ colleges: essay prompts and requirements.' },
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
