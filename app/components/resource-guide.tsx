import { Link } from 'react-router'
import { CtaBand, PageHero, textLinkClass } from '#app/components/marketing'
import type { Guide, GuideSection } from '../../content/resources/types'
import { cardVariants } from '#app/components/ui/card'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '#app/components/ui/table'


/** A link that works for app pages, file downloads (resource routes) and other sites. */
function GuideLink({ href, children }: { href: string; children: React.ReactNode }) {
	if (/^https?:\/\//.test(href)) {
		return (
			<a href={href} className={textLinkClass} rel="noopener noreferrer">
				{children}
			</a>
		)
	}
	// Resource routes (PDFs) need a full document request, not client-side navigation.
	const isDownload = href.startsWith('/downloads/')
	return (
		<Link to={href} className={textLinkClass} reloadDocument={isDownload || undefined}>
			{children}
		</Link>
	)
}

/** Renders text with inline `[label](href)` links. */
function RichText({ text }: { text: string }) {
	const parts: React.ReactNode[] = []
	const pattern = /\[([^\]]+)\]\(([^)\s]+)\)/g
	let last = 0
	let match: RegExpExecArray | null
	while ((match = pattern.exec(text)) !== null) {
		if (match.index > last) parts.push(text.slice(last, match.index))
		parts.push(
			<GuideLink key={match.index} href={match[2] ?? '#'}>
				{match[1]}
			</GuideLink>,
		)
		last = match.index + match[0].length
	}
	if (last < text.length) parts.push(text.slice(last))
	return <>{parts}</>
}

function GuideTable({ table }: { table: NonNullable<GuideSection['table']> }) {
	return (
		<Table containerClassName="mt-6 rounded-xl border" label={table.caption} className="min-w-[32rem] border-collapse text-left">
			<TableCaption className="px-4 py-3 text-left">{table.caption}</TableCaption>
			<TableHeader className="bg-muted/60">
				<TableRow>
					{table.columns.map((column) => (
						<TableHead key={column} scope="col" className="border-t px-4 py-2 font-semibold">
							{column}
						</TableHead>
					))}
				</TableRow>
			</TableHeader>
			<TableBody>
				{table.rows.map((row, rowIndex) => (
					<TableRow key={rowIndex} className="border-t align-top">
						{row.map((cell, cellIndex) =>
							cellIndex === 0 ? (
								<TableHead key={cellIndex} scope="row" className="px-4 py-2 font-medium">
									<RichText text={cell} />
								</TableHead>
							) : (
								<TableCell key={cellIndex} className="px-4 py-2 text-muted-foreground">
									<RichText text={cell} />
								</TableCell>
							),
						)}
					</TableRow>
				))}
			</TableBody>
		</Table>
	)
}

function GuideSectionBlock({ section }: { section: GuideSection }) {
	const headingId = `${section.id}-heading`
	return (
		<section id={section.id} aria-labelledby={headingId} className="scroll-mt-24 border-t py-10 first:border-t-0">
			<h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance">
				{section.heading}
			</h2>
			{section.paragraphs?.map((paragraph, index) => (
				<p key={index} className="mt-4 leading-relaxed text-pretty">
					<RichText text={paragraph} />
				</p>
			))}
			{section.bullets?.length ? (
				<ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed marker:text-brand">
					{section.bullets.map((bullet, index) => (
						<li key={index}>
							<RichText text={bullet} />
						</li>
					))}
				</ul>
			) : null}
			{section.steps?.length ? (
				<ol className="mt-6 space-y-4">
					{section.steps.map((step, index) => (
						<li key={step.title} className={cardVariants({ padding: 'sm', className: 'flex gap-4 sm:p-5' })}>
							<span
								aria-hidden="true"
								className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-brand-foreground"
							>
								{index + 1}
							</span>
							<div className="min-w-0">
								<h3 className="font-semibold">{step.title}</h3>
								<p className="mt-1 text-sm leading-relaxed text-muted-foreground">
									<RichText text={step.text} />
								</p>
							</div>
						</li>
					))}
				</ol>
			) : null}
			{section.table ? <GuideTable table={section.table} /> : null}
		</section>
	)
}

export function ResourceGuide({ guide }: { guide: Guide }) {
	const cta = guide.cta ?? {
		title: 'Turn this guide into a plan',
		text: 'Northstar breaks college prep into small weekly steps, with reminders for students and parents.',
	}
	return (
		<article>
			<PageHero eyebrow="Resource guide" title={guide.title} description={<RichText text={guide.intro} />} />
			<div className="mx-auto max-w-3xl px-4">
				<nav aria-labelledby="guide-toc-heading" className={cardVariants({ tone: 'muted', padding: 'md' })}>
					<p id="guide-toc-heading" className="text-sm font-semibold tracking-wide uppercase">
						On this page
					</p>
					<ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm">
						{guide.sections.map((section) => (
							<li key={section.id}>
								<a href={`#${section.id}`} className={textLinkClass}>
									{section.heading}
								</a>
							</li>
						))}
					</ol>
				</nav>
				<div className="mt-4">
					{guide.sections.map((section) => (
						<GuideSectionBlock key={section.id} section={section} />
					))}
				</div>
				{guide.related.length ? (
					<section aria-labelledby="guide-related-heading" className="border-t py-10">
						<h2 id="guide-related-heading" className="text-2xl font-bold tracking-tight">
							Related
						</h2>
						<ul className="mt-4 space-y-2">
							{guide.related.map((item) => (
								<li key={item.href}>
									<GuideLink href={item.href}>{item.label}</GuideLink>
								</li>
							))}
						</ul>
					</section>
				) : null}
			</div>
			<CtaBand
				title={cta.title}
				text={cta.text}
				href={`/signup?source=resources-${guide.slug}`}
				label="Start free"
			/>
		</article>
	)
}
