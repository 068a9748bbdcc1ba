import { Link } from 'react-router'
import { buttonVariants } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { cn } from '#app/lib/cn'

/** A link inside running text: underlined, so it is told apart by more than colour (WCAG link-in-text-block). */
export const textLinkClass = 'text-brand underline underline-offset-4'

// Building blocks of the public pages, so every page has the same rhythm:
// one hero with the page's h1, sections with h2s, feature grids, a CTA band.

export function PageHero({
	eyebrow,
	title,
	description,
	children,
	className,
}: {
	eyebrow?: string
	title: string
	description?: React.ReactNode
	children?: React.ReactNode
	className?: string
}) {
	return (
		<section className={cn('mx-auto max-w-4xl px-4 pt-12 pb-10 text-center sm:pt-16', className)}>
			{eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p> : null}
			<h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
			{description ? <div className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">{description}</div> : null}
			{children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
		</section>
	)
}

export function Section({
	id,
	title,
	intro,
	children,
	className,
	muted = false,
}: {
	id?: string
	title: string
	intro?: React.ReactNode
	children: React.ReactNode
	className?: string
	muted?: boolean
}) {
	const headingId = id ? `${id}-heading` : undefined
	return (
		<section id={id} aria-labelledby={headingId} className={cn(muted && 'bg-muted/60', 'py-12 sm:py-16', className)}>
			<div className="mx-auto max-w-5xl px-4">
				<h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
					{title}
				</h2>
				{intro ? <div className="mt-3 max-w-3xl text-muted-foreground">{intro}</div> : null}
				<div className="mt-8">{children}</div>
			</div>
		</section>
	)
}

export function FeatureGrid({ items, columns = 3 }: { items: Array<{ title: string; text: React.ReactNode }>; columns?: 2 | 3 }) {
	return (
		<ul className={cn('grid gap-5 sm:grid-cols-2', columns === 3 && 'lg:grid-cols-3')}>
			{items.map((item) => (
				<li key={item.title} className={cardVariants({ padding: 'md' })}>
					<h3 className="font-semibold">{item.title}</h3>
					<div className="mt-2 text-sm text-muted-foreground">{item.text}</div>
				</li>
			))}
		</ul>
	)
}

export function Steps({ items }: { items: Array<{ title: string; text: React.ReactNode }> }) {
	return (
		<ol className="grid gap-5 md:grid-cols-3">
			{items.map((item, index) => (
				<li key={item.title} className={cardVariants({ padding: 'md' })}>
					<span className="flex size-8 items-center justify-center rounded-full bg-brand text-sm font-bold text-brand-foreground" aria-hidden="true">
						{index + 1}
					</span>
					<h3 className="mt-3 font-semibold">{item.title}</h3>
					<div className="mt-1 text-sm text-muted-foreground">{item.text}</div>
				</li>
			))}
		</ol>
	)
}

export function Checklist({ items }: { items: React.ReactNode[] }) {
	return (
		<ul className="flex flex-col gap-2">
			{items.map((item, index) => (
				<li key={index} className="flex gap-2">
					<span aria-hidden="true" className="text-brand">
						✓
					</span>
					<span>{item}</span>
				</li>
			))}
		</ul>
	)
}

export function CtaBand({
	title,
	text,
	href,
	label,
	note,
}: {
	title: string
	text?: React.ReactNode
	href: string
	label: string
	note?: string
}) {
	return (
		<section aria-label={title} className="mx-auto my-12 max-w-5xl px-4">
			<div className="rounded-2xl bg-primary px-6 py-10 text-center text-primary-foreground sm:px-12">
				<h2 className="text-2xl font-bold sm:text-3xl">{title}</h2>
				{text ? <div className="mx-auto mt-3 max-w-2xl opacity-90">{text}</div> : null}
				<Link to={href} className={buttonVariants({ variant: 'accent', size: 'lg', className: 'mt-6' })}>
					{label}
				</Link>
				{note ? <p className="mt-3 text-sm opacity-80">{note}</p> : null}
			</div>
		</section>
	)
}

/** "Related tools" at the foot of a guide: a card per link with a line about it. */
export function RelatedTools({
	items,
	muted = false,
	title = 'Related tools',
}: {
	items: ReadonlyArray<{ label: string; href: string; text?: string }>
	muted?: boolean
	title?: string
}) {
	return (
		<Section id="related" title={title} muted={muted}>
			<ul className="grid gap-4 sm:grid-cols-2">
				{items.map((item) => (
					<li key={item.href} className={cardVariants({ padding: 'md' })}>
						<Link to={item.href} className={cn('font-medium', textLinkClass)}>
							{item.label}
						</Link>
						{item.text ? <p className="mt-1 text-sm text-muted-foreground">{item.text}</p> : null}
					</li>
				))}
			</ul>
		</Section>
	)
}
