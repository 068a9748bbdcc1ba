import { Form, useNavigation } from 'react-router'
import { inputClass, inputClassName } from '#app/components/form-controls'
import { Button } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { roleLabels } from '#app/features/accounts/permissions'
import type { MemberRole } from '#app/lib/db/roles'

// Settings → Profile: your name, your sign-in address (changed with a code
// sent to the new one), signing out everywhere, and deleting your data.

export function ProfileSettings({
	profile,
}: {
	profile: { name: string; email: string; pendingEmail: string | null; deletion: Array<{ studentName: string; deleted: boolean; role: MemberRole }> }
}) {
	const navigation = useNavigation()
	const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
	return (
		<div className="flex flex-col gap-6">
			<section aria-labelledby="name-heading" className={cardVariants()}>
				<h2 id="name-heading" className="font-semibold">Your name</h2>
				<Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
					<div className="flex min-w-64 flex-1 flex-col gap-1.5">
						<label htmlFor="my-name" className="text-sm font-medium">Name</label>
						<input id="my-name" name="name" defaultValue={profile.name} autoComplete="name" maxLength={80} className={inputClassName} />
					</div>
					<Button type="submit" name="intent" value="update-name" variant="outline" loading={busy('update-name')} loadingLabel="Saving">
						Save name
					</Button>
				</Form>
			</section>

			<section aria-labelledby="email-address-heading" className={cardVariants()}>
				<h2 id="email-address-heading" className="font-semibold">Sign-in address</h2>
				<p className="mt-1 text-sm text-muted-foreground">You sign in with a code sent to <strong className="text-foreground">{profile.email}</strong>.</p>
				<Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
					<div className="flex min-w-64 flex-1 flex-col gap-1.5">
						<label htmlFor="new-email" className="text-sm font-medium">New address</label>
						<input id="new-email" name="email" type="email" autoComplete="email" className={inputClassName} />
					</div>
					<Button type="submit" name="intent" value="change-email" variant="outline" loading={busy('change-email')} loadingLabel="Sending">
						Send a code
					</Button>
				</Form>
				{profile.pendingEmail ? (
					<Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
						<div className="flex flex-col gap-1.5">
							<label htmlFor="email-code" className="text-sm font-medium">Code sent to {profile.pendingEmail}</label>
							<input id="email-code" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} className={inputClass({ width: 'w-40' }, 'tracking-widest')} />
						</div>
						<Button type="submit" name="intent" value="confirm-email" variant="brand" loading={busy('confirm-email')} loadingLabel="Checking">
							Change my address
						</Button>
					</Form>
				) : null}
			</section>

			<section aria-labelledby="sessions-heading" className={cardVariants()}>
				<h2 id="sessions-heading" className="font-semibold">Devices</h2>
				<p className="mt-1 text-sm text-muted-foreground">Lost a phone, or signed in on a shared computer? End every session, this one included.</p>
				<Form method="post" action="/logout" className="mt-3">
					<input type="hidden" name="intent" value="everywhere" />
					<Button type="submit" variant="outline">Sign out everywhere</Button>
				</Form>
			</section>

			<section aria-labelledby="delete-heading" className={cardVariants({ className: 'border-destructive/40' })}>
				<h2 id="delete-heading" className="font-semibold text-destructive">Delete my data</h2>
				<p className="mt-1 text-sm">This removes your Northstar account and signs you out. It cannot be undone.</p>
				<ul className="mt-2 list-disc pl-5 text-sm">
					{profile.deletion.map((entry) => (
						<li key={entry.studentName}>
							{entry.studentName} ({roleLabels[entry.role].toLowerCase()}):{' '}
							{entry.deleted ? 'the student’s whole plan is deleted too, and any plan is canceled.' : 'the plan stays with the others who help run it.'}
						</li>
					))}
				</ul>
				<Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
					<div className="flex flex-col gap-1.5">
						<label htmlFor="delete-confirm" className="text-sm font-medium">Type DELETE to confirm</label>
						<input id="delete-confirm" name="confirm" autoComplete="off" className={inputClass({ width: 'w-48' })} />
					</div>
					<Button type="submit" name="intent" value="delete-me" variant="destructive" loading={busy('delete-me')} loadingLabel="Deleting">
						Delete my data
					</Button>
				</Form>
			</section>
		</div>
	)
}
