import { LegalPage } from '#app/components/site/legal-page'
import { pageMeta } from '#app/features/seo/site-meta'
import { privacyPolicy } from '../../../content/legal/privacy'
import type { Route } from './+types/privacy'

// The policy's text lives in content/legal/privacy.ts.

export default function PrivacyRoute() {
	return <LegalPage title="Privacy Policy" content={privacyPolicy} contentsId="privacy-contents" />
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Privacy Policy',
		description:
			'How Northstar handles students’ and families’ information: what we store, who sees it, what we never do, cookies, service providers, deletion within 30 days, COPPA, FERPA and your rights.',
	})
