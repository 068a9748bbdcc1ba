import { LegalPage } from '#app/components/site/legal-page'
import { legalPageData } from '#app/components/site/legal-page.server'
import { trialLine } from '#app/features/billing/price-copy'
import { pageMeta } from '#app/features/seo/site-meta'
import { getAppContext } from '#app/lib/app-context'
import { termsOfService } from '../../../content/legal/terms'
import type { Route } from './+types/terms'

// The terms' text lives in content/legal/terms.ts; the loader renders it with
// the configured trial line (decision 050).

export function loader({ context }: Route.LoaderArgs) {
	const terms = termsOfService({ trial: trialLine(getAppContext(context).env.TRIAL_DAYS) })
	return legalPageData(context, terms, 'terms-contents')
}

export default function TermsRoute({ loaderData }: Route.ComponentProps) {
	return <LegalPage title="Terms of Service" {...loaderData} />
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Terms of Service',
		description:
			'Northstar’s Terms of Service: accounts and students 13+, parents’ responsibility, per-student subscriptions, the free trial and cancellation, acceptable use and the limits of our guidance.',
	})
