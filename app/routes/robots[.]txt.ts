import { getAppContext } from '#app/lib/app-context'
import type { Route } from './+types/robots[.]txt'

export function loader({ context }: Route.LoaderArgs) {
	const { env } = getAppContext(context)
	const body = [
		'User-agent: *',
		'Allow: /',
		'Disallow: /a/',
		'Disallow: /_serverFn/',
		'Disallow: /test/',
		'Disallow: /ad-preview',
		'Disallow: /deadline-ad-preview',
		'Disallow: /billing/',
		'Disallow: /invite/',
		'',
		`Sitemap: ${env.BASE_URL}/sitemap.xml`,
		'',
	].join('\n')
	return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } })
}
