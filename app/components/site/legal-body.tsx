import { Checklist, textLinkClass } from '#app/components/marketing'
import { cardVariants } from '#app/components/ui/card'
import { cn } from '#app/lib/cn'
import type { LegalBlock, LegalDocument, LegalSection } from '../../../content/legal/types'
import { RichText } from './rich-text'

// A legal page's body: an optional short version, a numbered table of
// contents, then the numbered sections, each an anchor the contents and other
// pages link to. Rendered to HTML on the server only (legal-page.server.ts),
// outside the router, so its links to other pages are plain anchors.

export function LegalBody({ content, contentsId }: { content: LegalDocument; contentsId: string }) {
	return (
		<>
			{content.summary ? (
				<section aria-labelledby="summary-heading" className={cardVariants({ padding: 'md', className: 'sm:p-6' })}>
					<h2 id="summary-heading" className="text-lg font-semibold">
						{content.summary.title}
					</h2>
					<div className="mt-4">
						<Checklist items={content.summary.points} />
					</div>
				</section>
			) : null}

			<nav aria-labelledby={contentsId} className={cn(content.summary && 'mt-8', 'rounded-xl border bg-muted/60 p-5')}>
				<h2 id={contentsId} className="font-semibold">
					Contents
				</h2>
				<ol className="mt-3 grid list-decimal gap-1 pl-5 text-sm sm:grid-cols-2 sm:gap-x-8">
					{content.sections.map((section) => (
						<li key={section.id}>
							<a href={`#${section.id}`} className={textLinkClass}>
								{section.title}
							</a>
						</li>
					))}
				</ol>
			</nav>

			<div className="mt-10 flex flex-col gap-10 leading-relaxed [&_h3]:mt-5 [&_h3]:font-semibold [&_h3]:text-foreground [&_li]:mt-1.5 [&_p+p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-5">
				{content.sections.map((section, index) => (
					<NumberedSection key={section.id} section={section} number={index + 1} />
				))}
			</div>
		</>
	)
}

function NumberedSection({ section, number }: { section: LegalSection; number: number }) {
	return (
		<section id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
			<h2 id={`${section.id}-heading`} className="text-xl font-bold tracking-tight">
				{number}. {section.title}
			</h2>
			<div className="mt-3 text-muted-foreground">
				{section.blocks.map((block, index) => (
					<Block key={index} block={block} />
				))}
			</div>
		</section>
	)
}

function Block({ block }: { block: LegalBlock }) {
	if ('heading' in block) {
		return (
			<h3>
				<RichText text={block.heading} plainLinks />
			</h3>
		)
	}
	if ('list' in block) {
		return (
			<ul>
				{block.list.map((item, index) => (
					<li key={index}>
						<RichText text={item} plainLinks />
					</li>
				))}
			</ul>
		)
	}
	return (
		<p>
			<RichText text={block.paragraph} plainLinks />
		</p>
	)
}
