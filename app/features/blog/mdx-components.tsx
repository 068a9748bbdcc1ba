import type { MDXComponents } from 'mdx/types'
import { cn } from '#app/lib/cn'
import type { PostComponentName } from './post-components'

// How a post's MDX becomes HTML: the four components editors may use by name
// (post-components.ts) and the styling of plain markdown elements. Posts are
// rendered to static HTML on the server and cached, so nothing here may rely
// on state or effects.

const toolNames: Record<string, string> = {
	'/tools/gpa-calculator': 'GPA Calculator',
	'/tools/college-match': 'College Match Quiz',
	'/tools/cost-calculator': 'Cost Comparison',
	'/tools/timeline-builder': 'Application Timeline',
}

const calloutStyles = {
	tip: { label: 'Tip', className: 'border-emerald-600/40 bg-emerald-50 text-emerald-950' },
	note: { label: 'Note', className: 'border-brand/40 bg-secondary text-secondary-foreground' },
	warning: { label: 'Watch out', className: 'border-amber-500/60 bg-amber-50 text-amber-950' },
} as const

function Callout({ type = 'note', title, children }: { type?: keyof typeof calloutStyles; title?: string; children?: React.ReactNode }) {
	const style = calloutStyles[type] ?? calloutStyles.note
	return (
		<aside className={cn('my-6 rounded-lg border-l-4 px-5 py-4 [&>p]:my-2', style.className)} aria-label={title ?? style.label}>
			<p className="font-semibold">{title ?? style.label}</p>
			{children}
		</aside>
	)
}

function Checklist({ title, children }: { title?: string; children?: React.ReactNode }) {
	return (
		<section
			className="my-6 rounded-lg border bg-muted/50 px-5 py-4 [&_li]:relative [&_li]:list-none [&_li]:pl-7 [&_li]:before:absolute [&_li]:before:left-0 [&_li]:before:top-0.5 [&_li]:before:flex [&_li]:before:size-5 [&_li]:before:items-center [&_li]:before:justify-center [&_li]:before:rounded [&_li]:before:border [&_li]:before:border-brand/50 [&_li]:before:text-xs [&_li]:before:text-brand [&_li]:before:content-['✓'] [&_ul]:pl-0"
			aria-label={title ?? 'Checklist'}
		>
			{title ? <p className="font-semibold">{title}</p> : null}
			{children}
		</section>
	)
}

function DeadlineTable({ caption, children }: { caption?: string; children?: React.ReactNode }) {
	return (
		<figure className="my-6">
			{caption ? <figcaption className="mb-2 text-sm font-semibold text-muted-foreground">{caption}</figcaption> : null}
			{children}
		</figure>
	)
}

function ToolCta({ tool, children }: { tool: string; children?: React.ReactNode }) {
	const name = toolNames[tool] ?? 'our free tools'
	return (
		<aside data-tool-cta={tool} className="my-8 rounded-xl bg-primary px-6 py-5 text-primary-foreground [&_p]:my-1" aria-label={`Try the ${name}`}>
			<p className="text-sm font-semibold tracking-wide text-accent uppercase">Free tool</p>
			{children}
			<a
				href={toolNames[tool] ? tool : '/tools'}
				className="mt-3 inline-flex items-center rounded-md bg-accent px-4 py-2 text-sm font-semibold text-accent-foreground no-underline hover:opacity-90"
			>
				Open the {name} →
			</a>
		</aside>
	)
}

export const postComponents: Record<PostComponentName, React.ComponentType<any>> = { Callout, Checklist, DeadlineTable, ToolCta }

const headingLink = 'scroll-mt-24'

export const mdxComponents: MDXComponents = {
	...postComponents,
	h2: (props) => <h2 {...props} className={cn(headingLink, 'mt-10 mb-3 text-2xl font-bold tracking-tight')} />,
	h3: (props) => <h3 {...props} className={cn(headingLink, 'mt-8 mb-2 text-xl font-semibold')} />,
	h4: (props) => <h4 {...props} className="mt-6 mb-2 font-semibold" />,
	p: (props) => <p {...props} className="my-4 leading-7" />,
	ul: (props) => <ul {...props} className="my-4 list-disc space-y-2 pl-6" />,
	ol: (props) => <ol {...props} className="my-4 list-decimal space-y-2 pl-6" />,
	li: (props) => <li {...props} className="leading-7" />,
	blockquote: (props) => <blockquote {...props} className="my-6 border-l-4 pl-4 text-muted-foreground italic" />,
	hr: () => <hr className="my-10" />,
	strong: (props) => <strong {...props} className="font-semibold" />,
	a: ({ href = '', ...props }) => {
		const external = /^https?:\/\//.test(href)
		return (
			<a
				href={href}
				{...props}
				className="text-brand underline underline-offset-4"
				{...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
			/>
		)
	},
	table: (props) => (
		<div className="my-4 overflow-x-auto rounded-lg border">
			<table {...props} className="w-full border-collapse text-left text-sm" />
		</div>
	),
	th: (props) => <th {...props} className="border-b bg-muted px-3 py-2 font-semibold" />,
	td: (props) => <td {...props} className="border-b px-3 py-2 align-top" />,
	code: (props) => <code {...props} className="rounded bg-muted px-1 py-0.5 text-sm" />,
}
