import { PageHero } from '#app/components/marketing'
import { HtmlSentOnce } from '#app/lib/html-sent-once'

// A legal page (/privacy, /terms): the title and last change, then the body
// the loader rendered (legal-page.server.ts). The body is text and anchors
// only, so a whole document carries it once, as HTML, and not again as the
// page's script (a legal page's text was 5 KiB of it).

export const LEGAL_BODY_ID = 'legal-body'

export function LegalPage({ title, lastUpdated, intro, body }: { title: string; lastUpdated: string; intro: string; body: string | null }) {
	return (
		<>
			<PageHero
				title={title}
				description={
					<>
						<p>Last updated: {lastUpdated}</p>
						<p className="mt-2 text-base">{intro}</p>
					</>
				}
			/>
			<HtmlSentOnce key={title} id={LEGAL_BODY_ID} html={body} className="mx-auto max-w-3xl px-4 pb-16" />
		</>
	)
}
