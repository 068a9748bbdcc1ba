import { Checklist, FeatureGrid, Section } from '#app/components/marketing'
import { RichText } from '#app/components/site/rich-text'
import { Card, cardVariants } from '#app/components/ui/card'
import {
	activityExamples,
	activityTips,
	essayProcess,
	feeWaivers,
	northstarHelps,
	recommenders,
	seniorTimeline,
} from '../../../content/applications/common-app-guide'
import { commonAppEssay } from '../../../content/applications/common-app-essay'
import { ESSAY_PROMPTS_CYCLE } from '../../../content/applications/essay-cycle'
import { commonAppSections } from '../../../content/applications/platform-sections'

// /common-app's guide, from the seven sections to how Northstar helps.
// Rendered to HTML by the page's loader only (html-sent-once.server.ts), so
// its links are plain anchors.

export const COMMON_APP_GUIDE_ID = 'common-app-guide'

const linkClass = 'font-medium text-brand underline underline-offset-4'

// The prompts word for word, from the Common App's own module (content/applications/common-app-essay.ts).
const promptThemes = commonAppEssay.prompts.map((prompt) => ({ title: prompt.theme, text: prompt.text }))

export function CommonAppGuide() {
	const helps = northstarHelps.map((item) => ({ title: item.title, text: <RichText text={item.text} linkClassName={linkClass} plainLinks /> }))
	return (
		<>
			<Section
				id="sections"
				title="The 7 sections, one by one"
				intro="The Common App tab has seven sections. You complete them once and every college sees the same answers. Each college then adds its own questions and writing in the My Colleges tab."
				muted
			>
				<SectionGuide />
			</Section>

			<Section
				id="activities"
				title="The activities list"
				intro="You can list up to 10 activities. Each has a short position field, an organization field and a description of up to 150 characters, spaces included. Every character counts."
			>
				<div className="grid gap-8 lg:grid-cols-2">
					<div>
						<h3 className="font-semibold">How to write a description</h3>
						<div className="mt-4">
							<Checklist items={activityTips} />
						</div>
					</div>
					<div>
						<h3 className="font-semibold">One activity, rewritten</h3>
						<ul className="mt-4 grid gap-3">
							{activityExamples.map((example) => (
								<li key={example.label} className={cardVariants({ padding: 'sm' })}>
									<p className="text-sm font-semibold text-brand">
										{example.label} · {example.text.length} characters
									</p>
									<p className="mt-2 text-sm">{example.text}</p>
								</li>
							))}
						</ul>
						<p className="mt-3 text-xs text-muted-foreground">An illustrative example, not a real student’s application.</p>
					</div>
				</div>
			</Section>

			<Section
				id="essay"
				title="The personal essay"
				intro={`One essay of 250 to 650 words goes to every college. There are ${commonAppEssay.prompts.length} prompts for ${ESSAY_PROMPTS_CYCLE}, word for word below. The best essays tell a specific story in your own voice and show how you think — pick the story first, then the prompt it fits.`}
				muted
			>
				<FeatureGrid items={promptThemes} />
				<Card padding="md" className="mt-8">
					<h3 className="font-semibold">A workable essay process</h3>
					<ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-muted-foreground">
						{essayProcess.map((step) => (
							<li key={step}>{step}</li>
						))}
					</ol>
				</Card>
			</Section>

			<Section id="recommendations" title="Recommendation letters">
				<div className="grid gap-5 md:grid-cols-3">
					{recommenders.map((card) => (
						<InfoCard key={card.title} title={card.title}>
							{card.text}
						</InfoCard>
					))}
				</div>
				<p className="mt-6 text-sm text-muted-foreground">
					Before you can invite recommenders, you answer the FERPA release question in the My Colleges tab.
				</p>
			</Section>

			<Section
				id="fee-waivers"
				title="Fee waivers"
				intro="The Common App is free to use; colleges set their own application fees, and some charge none."
				muted
			>
				<div className="grid gap-5 md:grid-cols-2">
					{feeWaivers.map((card) => (
						<InfoCard key={card.title} title={card.title}>
							{card.text}
						</InfoCard>
					))}
				</div>
			</Section>

			<Section id="timeline" title="The senior-year timeline" intro="Dates vary by college; these are the typical ones.">
				<ol className="grid gap-3">
					{seniorTimeline.map((item) => (
						<li key={item.when} className={cardVariants({ padding: 'sm', className: 'grid gap-1 sm:grid-cols-[10rem_1fr] sm:gap-4' })}>
							<span className="font-semibold text-brand">{item.when}</span>
							<span className="text-sm text-muted-foreground">{item.what}</span>
						</li>
					))}
				</ol>
				<p className="mt-4 text-sm text-muted-foreground">
					Early Decision is binding: if you are admitted, you commit to attend. Early Action is not binding. Want your
					own dates laid out? Try the free{' '}
					<a href="/tools/timeline-builder" className={linkClass}>
						timeline builder
					</a>
					.
				</p>
			</Section>

			<Section id="northstar" title="How Northstar helps" muted>
				<FeatureGrid items={helps} />
			</Section>
		</>
	)
}

function SectionGuide() {
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

function InfoCard({ title, children }: { title: string; children: React.ReactNode }) {
	return (
		<Card padding="md">
			<h3 className="font-semibold">{title}</h3>
			<p className="mt-2 text-sm text-muted-foreground">{children}</p>
		</Card>
	)
}
