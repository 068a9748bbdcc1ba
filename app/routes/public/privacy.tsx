import { LegalPage } from '#app/components/site/legal-page'
import { legalPageData } from '#app/components/site/legal-page.server'
import { pageMeta } from '#app/features/seo/site-meta'
import { privacyPolicy } from '../../../content/legal/privacy'
import type { Route } from './+types/privacy'

// The policy's text lives in content/legal/privacy.ts; the loader renders it.

export function loader({ context }: Route.LoaderArgs) {
	return legalPageData(context, privacyPolicy, 'privacy-contents')
}

export default function PrivacyRoute({ loaderData }: Route.ComponentProps) {
	return <LegalPage title="Privacy Policy" {...loaderData} />
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Privacy Policy',
		description:
			'How Northstar handles students’ and families’ information: what we store, who sees it, what we never do, cookies, service providers, deletion within 30 days, COPPA, FERPA and your rights.',
	})
