import { LegalPage } from '#app/components/site/legal-page'
import { trialLine } from '#app/features/billing/price-copy'
import { pageMeta } from '#app/features/seo/site-meta'
import { getAppContext } from '#app/lib/app-context'
import { termsOfService } from '../../../content/legal/terms'
import type { Route } from './+types/terms'

// The terms' text lives in content/legal/terms.ts; the trial line is the
// configured one, worded by the loader (decision 050).

export function loader({ context }: Route.LoaderArgs) {
	return { trial: trialLine(getAppContext(context).env.TRIAL_DAYS) }
}

export default function TermsRoute({ loaderData }: Route.ComponentProps) {
	const terms = termsOfService({ trial: loaderData.trial })
	return <LegalPage title="Terms of Service" content={terms} contentsId="terms-contents" />
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Terms of Service',
		description:
			'Northstar’s Terms of Service: accounts and students 13+, parents’ responsibility, per-student subscriptions, the free trial and cancellation, acceptable use and the limits of our guidance.',
	})
