import { pageMeta } from '#app/features/seo/site-meta'
import type { Route } from './+types/unauthorized'
import { Link } from 'react-router'
import { buttonVariants } from '#app/components/ui/button'

export default function UnauthorizedRoute() {
	return (
		<div className="mx-auto flex min-h-[70dvh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
			<h1 className="text-3xl font-bold">You don't have access to this page</h1>
			<p className="text-muted-foreground">
				This page belongs to a student account you're not a member of, or it needs you to be signed in with a
				different email. If a family member invited you, open the invitation from your email. If you think
				this is a mistake, ask the account owner to check who can see what.
			</p>
			<div className="mt-2 flex flex-wrap justify-center gap-3">
				<Link to="/login?redirect=false" className={buttonVariants({ variant: 'brand' })}>
					Sign in
				</Link>
				<Link to="/" className={buttonVariants({ variant: 'outline' })}>
					Go Home
				</Link>
			</div>
		</div>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'No access',
		description: 'This page belongs to a student account you are not a member of.',
		noindex: true,
	})
