import { data, Link } from 'react-router'
import { BlogPicture, CategoryChip, PostGrid, PostMetaLine, SubscribeBox, TopicChip } from '#app/components/blog'
import type { BreadcrumbHandle } from '#app/components/breadcrumbs'
import { CtaBand } from '#app/components/marketing'
import { PostEngagement } from '#app/components/post-engagement'
import { blogPosts, getPost, postHeadings, renderPostHtml } from '#app/features/blog/blog.server'
import { BLOG_LIMITS, chipOf, formatPostDate, relatedPosts, summarizePost } from '#app/features/blog/posts'
import { getBaseUrl } from '#app/lib/public-config'
import { absoluteUrl, pageMeta, SITE_NAME } from '#app/features/seo/site-meta'
import { getAppContext } from '#app/lib/app-context'
import { HtmlSentOnce, sendHtmlOnce } from '#app/lib/html-sent-once'
import type { Route } from './+types/blog.$slug'

// One post: its header, table of contents, the body (MDX compiled at build
// time, rendered to HTML once per build and cached), like and share, the
// author, a call to the post's tool, related posts. Drafts and unknown slugs
// are 404s: only published posts were built.

export async function loader({ params, context }: Route.LoaderArgs) {
	const app = getAppContext(context)
	const post = getPost(params.slug)
	const html = post ? await renderPostHtml(app, post.slug) : null
	if (!post || html === null) throw data('No such article.', { status: 404 })
	const baseUrl = getBaseUrl(app.env)
	const url = absoluteUrl(baseUrl, post.url)
	const { slug, title, description, tool, tags, publishedDate, updatedDate, readTime, image, seo, author, category, topic } = post
	return {
		// What this page shows of the post and its meta tags use, not every field of the post.
		post: {
			slug,
			title,
			description,
			tool,
			tags,
			publishedDate,
			updatedDate,
			readTime,
			image: { url: image.url, alt: image.alt },
			seo,
			author: { name: author.name, role: author.role, avatar: author.avatar, bio: author.bio },
			category: chipOf(category),
			topic: chipOf(topic),
		},
		url,
		// A whole document carries the body once, in its HTML, not again as data.
		html: sendHtmlOnce(context, POST_BODY_ID, html),
		// A post that already closes on its tool's call to action does not get a second one.
		endsOnToolCta: html.includes(`data-tool-cta="${post.tool}"`),
		headings: postHeadings(post.slug),
		related: relatedPosts(post, blogPosts, BLOG_LIMITS.related).map(summarizePost),
		// Chosen here, so the copy for every tool stays out of the page's JavaScript.
		cta: toolCopy[post.tool] ?? toolCopy['/tools/timeline-builder']!,
		// Built here too: the page only writes it out.
		jsonLd: JSON.stringify({
			'@context': 'https://schema.org',
			'@type': 'Article',
			headline: post.title,
			description: post.description,
			image: [absoluteUrl(baseUrl, post.seo.ogImage ?? post.image.url)],
			datePublished: post.publishedDate,
			dateModified: post.updatedDate,
			author: { '@type': 'Organization', name: post.author.name, description: post.author.role },
			publisher: { '@type': 'Organization', name: SITE_NAME },
			mainEntityOfPage: url,
			keywords: post.tags.join(', '),
			articleSection: post.category.name,
			wordCount: post.wordCount,
		}).replace(/</g, '\\u003c'),
	}
}

export const handle: BreadcrumbHandle = { breadcrumb: (loaderData: { post: { title: string } }) => loaderData.post.title }

const toolCopy: Record<string, { title: string; text: string; label: string }> = {
	'/tools/timeline-builder': {
		title: 'Put every date on one calendar',
		text: 'The free Application Timeline lays out your deadlines month by month and exports them to your calendar.',
		label: 'Build my timeline',
	},
	'/tools/cost-calculator': {
		title: 'See what college would really cost',
		text: 'Compare up to four colleges side by side: sticker price, net price for your income, debt and earnings.',
		label: 'Compare costs',
	},
	'/tools/college-match': {
		title: 'Find colleges that fit',
		text: 'Ten questions, ranked matches from the College Scorecard, sorted into reach, target and safety.',
		label: 'Take the match quiz',
	},
	'/tools/gpa-calculator': {
		title: 'Know your GPA',
		text: 'Weighted and unweighted GPA, cumulative GPA, and the GPA you need for your goal.',
		label: 'Open the GPA calculator',
	},
}

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
	const { post, url, html, endsOnToolCta, headings, related, cta, jsonLd } = loaderData
	return (
		<>
			<article className="mx-auto max-w-6xl px-4 pt-8 pb-12">
				<header className="mx-auto max-w-3xl">
					<div className="flex flex-wrap gap-2">
						<TopicChip topic={post.topic} />
						<CategoryChip category={post.category} />
					</div>
					<h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{post.title}</h1>
					<p className="mt-4 text-lg text-pretty text-muted-foreground">{post.description}</p>
					<div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
						<div className="flex items-center gap-3">
							<img src={post.author.avatar} alt="" width={40} height={40} className="size-10 rounded-full" />
							<div className="text-sm">
								<p className="font-medium">{post.author.name}</p>
								<p className="text-muted-foreground">{post.author.role}</p>
							</div>
						</div>
						<div>
							<PostMetaLine post={post} />
							{post.updatedDate !== post.publishedDate ? (
								<p className="text-sm text-muted-foreground">
									Updated <time dateTime={post.updatedDate}>{formatPostDate(post.updatedDate)}</time>
								</p>
							) : null}
						</div>
					</div>
				</header>

				<BlogPicture
					url={post.image.url}
					alt={post.image.alt}
					sizes="(min-width: 58rem) 56rem, calc(100vw - 2rem)"
					// The post's largest paint: fetched ahead of the scripts.
					fetchPriority="high"
					className="mx-auto mt-8 aspect-[1200/630] w-full max-w-4xl rounded-2xl object-cover"
				/>

				<div className="mx-auto mt-10 grid max-w-5xl gap-10 lg:grid-cols-[minmax(0,1fr)_16rem]">
					<div className="min-w-0">
						{headings.length ? (
							<details className="mb-8 rounded-lg border p-4 lg:hidden">
								<summary className="cursor-pointer font-semibold">On this page</summary>
								<TableOfContents headings={headings} />
							</details>
						) : null}
						{/* Rendered from our own committed MDX at build time: it holds no user input. */}
						<HtmlSentOnce key={post.slug} id={POST_BODY_ID} html={html} className="text-[1.0625rem]" />
						<div className="mt-10">
							<PostEngagement slug={post.slug} title={post.title} url={url} />
						</div>
						<section aria-label="About the author" className="mt-8 flex gap-4 rounded-xl bg-muted/60 p-5">
							<img src={post.author.avatar} alt="" width={56} height={56} className="size-14 shrink-0 rounded-full" />
							<div>
								<p className="font-semibold">{post.author.name}</p>
								<p className="text-sm text-muted-foreground">{post.author.role}</p>
								<p className="mt-2 text-sm">{post.author.bio}</p>
							</div>
						</section>
					</div>
					{headings.length ? (
						<aside className="hidden lg:block" aria-label="On this page">
							<div className="sticky top-24">
								<p className="font-semibold">On this page</p>
								<TableOfContents headings={headings} />
							</div>
						</aside>
					) : null}
				</div>
				<script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
			</article>

			{endsOnToolCta ? null : (
				<CtaBand title={cta.title} text={cta.text} href={post.tool} label={cta.label} note="Free, no account needed." />
			)}

			{related.length ? (
				<section aria-labelledby="related-heading" className="mx-auto max-w-5xl px-4 py-12">
					<h2 id="related-heading" className="text-2xl font-bold tracking-tight">
						Related articles
					</h2>
					<div className="mt-6">
						<PostGrid posts={related} />
					</div>
				</section>
			) : null}

			<div className="mx-auto max-w-5xl px-4 pb-16">
				<SubscribeBox source={`blog-post-${post.slug}`} />
				<p className="mt-8 text-center">
					<Link to="/blog" className="text-sm font-medium text-brand hover:underline">
						← Back to the blog
					</Link>
				</p>
			</div>
		</>
	)
}

const POST_BODY_ID = 'post-body'

function TableOfContents({ headings }: { headings: Array<{ depth: 2 | 3; text: string; id: string }> }) {
	return (
		<nav aria-label="Table of contents">
			<ol className="mt-3 flex flex-col gap-2 text-sm">
				{headings.map((heading) => (
					<li key={heading.id} className={heading.depth === 3 ? 'pl-4' : undefined}>
						<a href={`#${heading.id}`} className="text-muted-foreground hover:text-brand hover:underline">
							{heading.text}
						</a>
					</li>
				))}
			</ol>
		</nav>
	)
}

export const meta: Route.MetaFunction = (args) => {
	if (!args.data) return pageMeta(args, { title: 'Article not found', description: 'There is no article at this address.', noindex: true })
	const { post } = args.data
	const tags = pageMeta(args, {
		title: post.seo.metaTitle,
		description: post.seo.metaDescription,
		image: post.seo.ogImage ?? post.image.url,
		keywords: post.seo.keywords,
		noindex: post.seo.noIndex,
	})
	return [
		...tags.map((tag) => (tag.property === 'og:type' ? { ...tag, content: 'article' } : tag)),
		{ property: 'og:image:alt', content: post.image.alt },
		{ property: 'article:published_time', content: post.publishedDate },
		{ property: 'article:modified_time', content: post.updatedDate },
		{ property: 'article:section', content: post.category.name },
		...post.tags.map((tag) => ({ property: 'article:tag', content: tag })),
		{ tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: 'Northstar blog', href: '/blog/rss.xml' },
	]
}
