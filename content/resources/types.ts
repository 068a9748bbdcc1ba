/**
 * A resource guide is content, not code: one module per guide in content/resources/<slug>.ts
 * exports a `Guide`, and app/components/resource-guide.tsx renders it.
 *
 * Paragraphs, bullets and step texts may contain inline links written as `[label](/path)`;
 * the renderer turns them into underlined links.
 */
export type GuideSection = {
	id: string
	heading: string
	paragraphs?: string[]
	bullets?: string[]
	steps?: Array<{ title: string; text: string }>
	table?: { caption: string; columns: string[]; rows: string[][] }
}

export type Guide = {
	slug: string
	title: string
	description: string
	intro: string
	sections: GuideSection[]
	related: Array<{ label: string; href: string }>
	cta?: { title: string; text: string }
}
