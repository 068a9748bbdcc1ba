// The head every page starts from (spec §1): title, description, keywords,
// social-share tags with absolute URLs and a canonical link.

export const SITE_NAME = 'Northstar'
export const SITE_TITLE = `${SITE_NAME} - Your College Prep Companion`
export const SITE_DESCRIPTION =
	'Northstar streamlines college preparation with personalized guidance, task management and AI-powered recommendations for high-school students and their families.'
export const SITE_KEYWORDS = [
	'college prep',
	'college applications',
	'high school planning',
	'SAT prep',
	'college admissions',
]

export type MetaDescriptor = Record<string, string>

export function absoluteUrl(baseUrl: string, path: string): string {
	return new URL(path, `${baseUrl}/`).toString()
}

export function siteMeta({
	baseUrl,
	pathname,
	title = SITE_TITLE,
	description = SITE_DESCRIPTION,
	keywords = SITE_KEYWORDS,
}: {
	baseUrl: string
	pathname: string
	title?: string
	description?: string
	keywords?: string[]
}): MetaDescriptor[] {
	const url = absoluteUrl(baseUrl, pathname)
	const image = absoluteUrl(baseUrl, '/og-image.png')
	return [
		{ title },
		{ name: 'description', content: description },
		{ name: 'keywords', content: keywords.join(', ') },
		{ property: 'og:type', content: 'website' },
		{ property: 'og:site_name', content: SITE_NAME },
		{ property: 'og:title', content: title },
		{ property: 'og:description', content: description },
		{ property: 'og:url', content: url },
		{ property: 'og:image', content: image },
		{ name: 'twitter:card', content: 'summary_large_image' },
		{ name: 'twitter:title', content: title },
		{ name: 'twitter:description', content: description },
		{ name: 'twitter:image', content: image },
		{ tagName: 'link', rel: 'canonical', href: url },
	]
}

/**
 * A page's head: its own title and description on top of the site's, with
 * absolute canonical and Open Graph URLs from the root loader's base URL.
 * Use in a route's `meta`: `export const meta: Route.MetaFunction = (args) => pageMeta(args, {...})`.
 */
/** The Open Graph image of a page's section (1200×630, in public/; `npm run og-images` redraws them). */
export function sectionImage(pathname: string): string {
	if (pathname.startsWith('/grades')) return '/og-grades.png'
	if (/^\/(common-app|coalition|landing\/|adhd-|college-planning-starter-kit|quiz)/.test(pathname)) return '/og-guides.png'
	if (/^\/(pricing|premium-preview|features|college-command-center|fb)/.test(pathname)) return '/og-product.png'
	return '/og-image.png'
}

export function pageMeta(
	args: { matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>; location: { pathname: string } },
	{
		title,
		description,
		noindex = false,
		image,
		keywords,
	}: { title: string; description: string; noindex?: boolean; image?: string; keywords?: string[] },
): MetaDescriptor[] {
	const root = args.matches.find((match) => match?.id === 'root')?.data as { baseUrl?: string } | undefined
	const fullTitle = title.includes('Northstar') ? title : `${title} | ${SITE_NAME}`
	const tags = root?.baseUrl
		? siteMeta({ baseUrl: root.baseUrl, pathname: args.location.pathname, title: fullTitle, description, keywords })
		: [{ title: fullTitle }, { name: 'description', content: description }]
	const ogImage = image ?? sectionImage(args.location.pathname)
	const withImage = root?.baseUrl
		? tags.map((tag) =>
				tag.property === 'og:image' || tag.name === 'twitter:image'
					? { ...tag, content: absoluteUrl(root.baseUrl!, ogImage) }
					: tag,
			)
		: tags
	return noindex ? [...withImage, { name: 'robots', content: 'noindex' }] : withImage
}
