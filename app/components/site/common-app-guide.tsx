import { Card, cardVariants } from '#app/components/ui/card'
import { commonAppSections } from '../../../content/applications/platform-sections'

// /common-app's pieces: the seven sections as numbered cards, and the small
// titled cards of the recommendations and fee-waiver sections.

export function SectionGuide() {
	return (
		<ol className="grid gap-4">
			{commonAppSections.map((section, index) => (
				<li key={section.name} className={cardVariants({ padding: 'md' })}>
					<h3 className="flex items-center gap-3 font-semibold">
						<span
							aria-hidden="true"
							className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-brand-foreground"
						>
							{index + 1}
						</span>
						{section.name}
					</h3>
					<div className="mt-3 grid gap-3 text-sm md:grid-cols-2">
						<p>
							<span className="font-medium">What it asks: </span>
							<span className="text-muted-foreground">{section.asks}</span>
						</p>
						<p>
							<span className="font-medium">Tip: </span>
							<span className="text-muted-foreground">{section.tip}</span>
						</p>
					</div>
				</li>
			))}
		</ol>
	)
}

export function InfoCard({ title, children }: { title: string; children: React.ReactNode }) {
	return (
		<Card padding="md">
			<h3 className="font-semibold">{title}</h3>
			<p className="mt-2 text-sm text-muted-foreground">{children}</p>
		</Card>
	)
}
