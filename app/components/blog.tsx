import { Link, useFetcher } from 'react-router'
import { FormMessage, inputClass } from '#app/components/form-controls'
import { Button } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { blogImageSrcSet } from '#app/features/blog/images'
import { formatPostDate, type Post, type PostSummary, type TopicLink } from '#app/features/blog/posts'
import { cn } from '#app/lib/cn'
import type { BlogCategory } from '../../content/categories'
import type { BlogTopic } from '../../content/topics'

// The blog's pieces every blog page may show: cards, chips and the subscribe
// box. The index pages' own pieces (topic cards, pagination, search, ranked
// lists) are in blog-index.tsx, so a post does not ship them. None loads data.

/** Full class strings, so Tailwind sees every one. */
export const chipColors: Record<BlogTopic['color'] | BlogCategory['color'], string> = {
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

export function TopicChip({ topic }: { topic: TopicLink }) {
	return (
		<Link to={`/blog/topics/${topic.slug}`} className={cn(chipClass, chipColors[topic.color])}>
			{topic.name}
		</Link>
	)
}

export function CategoryChip({ category }: { category: Pick<BlogCategory, 'slug' | 'name' | 'color'> }) {
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

/** A post's 1200×630 picture, from its WebP copies where it has them (app/features/blog/images.ts). */
export function BlogPicture({
	url,
	sizes,
	...image
}: { url: string; alt: string; sizes: string } & Pick<React.ComponentProps<'img'>, 'loading' | 'fetchPriority' | 'className'>) {
	const srcSet = blogImageSrcSet(url)
	return (
		<picture>
			{srcSet ? <source type="image/webp" srcSet={srcSet} sizes={sizes} /> : null}
			<img src={url} width={1200} height={630} {...image} />
		</picture>
	)
}

export function PostCard({ post, headingLevel = 3 }: { post: PostSummary; headingLevel?: 2 | 3 }) {
	const Heading = headingLevel === 2 ? 'h2' : 'h3'
	return (
		<article className={cardVariants({ padding: 'none', className: 'group relative flex flex-col overflow-hidden shadow-xs transition-shadow hover:shadow-md' })}>
			<BlogPicture
				url={post.image.url}
				alt=""
				// The grid: one column, two from sm, three from lg inside max-w-6xl.
				sizes="(min-width: 64rem) 22rem, (min-width: 40rem) 50vw, 100vw"
				loading="lazy"
				className="aspect-[1200/630] w-full object-cover"
			/>
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

export function PostGrid({ posts, headingLevel }: { posts: PostSummary[]; headingLevel?: 2 | 3 }) {
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
						className={inputClass({}, 'text-foreground')}
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
