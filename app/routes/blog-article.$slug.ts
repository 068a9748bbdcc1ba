import { redirect } from 'react-router'
import type { Route } from './+types/blog-article.$slug'

// The spec's /blog-article/{slug} links: one canonical address per post, so
// this one moves permanently to /blog/{slug} (which 404s for unknown slugs).

export function loader({ params }: Route.LoaderArgs) {
	return redirect(`/blog/${encodeURIComponent(params.slug)}`, 301)
}
