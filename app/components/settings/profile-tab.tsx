import { getFormProps } from '@conform-to/react'
import { Form, useNavigation } from 'react-router'
import { inputClass, inputClassName } from '#app/components/form-controls'
import { ErrorList } from '#app/components/forms'
import { Button } from '#app/components/ui/button'
import type { loadProfileTab } from '#app/features/accounts/profile-settings.server'
import { cardVariants } from '#app/components/ui/card'
import { roleLabels } from '#app/features/accounts/permissions'
import { ChangeEmailFormSchema, ConfirmEmailFormSchema, DeleteMeFormSchema, UpdateNameFormSchema } from '#app/features/accounts/settings-forms'
import type { FormResult } from '#app/lib/form-result'
import { errorAria, usePageForm } from '#app/components/page-form'

// Settings → Profile: your name, your sign-in address (changed with a code
// sent to the new one), signing out everywhere, and deleting your data.

type ProfileTabData = Awaited<ReturnType<typeof loadProfileTab>>

export function ProfileTab({ profile, actionData }: { profile: ProfileTabData; actionData: FormResult | undefined }) {
	const navigation = useNavigation()
	const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
	const [nameForm, nameFields] = usePageForm({ id: 'my-name-form', schema: UpdateNameFormSchema, actionData, intents: ['update-name'] })
	const [emailForm, emailFields] = usePageForm({ id: 'new-email-form', schema: ChangeEmailFormSchema, actionData, intents: ['change-email'] })
	const [codeForm, codeFields] = usePageForm({ id: 'email-code-form', schema: ConfirmEmailFormSchema, actionData, intents: ['confirm-email'] })
	const [deleteForm, deleteFields] = usePageForm({ id: 'delete-form', schema: DeleteMeFormSchema, actionData, intents: ['delete-me'] })
	return (
		<div className="flex flex-col gap-6">
			<section aria-labelledby="name-heading" className={cardVariants()}>
				<h2 id="name-heading" className="font-semibold">Your name</h2>
				<Form method="post" {...getFormProps(nameForm)} className="mt-3 flex flex-wrap items-end gap-3">
					<ErrorList id={nameForm.errorId} errors={nameForm.errors} className="basis-full" />
					<div className="flex min-w-64 flex-1 flex-col gap-1.5">
						<label htmlFor="my-name" className="text-sm font-medium">Name</label>
						<input id="my-name" name="name" defaultValue={profile.name} autoComplete="name" maxLength={80} className={inputClassName} {...errorAria(nameFields.name)} />
						<ErrorList id={nameFields.name.errorId} errors={nameFields.name.errors} />
					</div>
					<Button type="submit" name="intent" value="update-name" variant="outline" loading={busy('update-name')} loadingLabel="Saving">
						Save name
					</Button>
				</Form>
			</section>

			<section aria-labelledby="email-address-heading" className={cardVariants()}>
				<h2 id="email-address-heading" className="font-semibold">Sign-in address</h2>
				<p className="mt-1 text-sm text-muted-foreground">You sign in with a code sent to <strong className="text-foreground">{profile.email}</strong>.</p>
				<Form method="post" {...getFormProps(emailForm)} className="mt-3 flex flex-wrap items-end gap-3">
					<ErrorList id={emailForm.errorId} errors={emailForm.errors} className="basis-full" />
					<div className="flex min-w-64 flex-1 flex-col gap-1.5">
						<label htmlFor="new-email" className="text-sm font-medium">New address</label>
						<input id="new-email" name="email" type="email" autoComplete="email" className={inputClassName} {...errorAria(emailFields.email)} />
						<ErrorList id={emailFields.email.errorId} errors={emailFields.email.errors} />
					</div>
					<Button type="submit" name="intent" value="change-email" variant="outline" loading={busy('change-email')} loadingLabel="Sending">
						Send a code
					</Button>
				</Form>
				{profile.pendingEmail ? (
					<Form method="post" {...getFormProps(codeForm)} className="mt-4 flex flex-wrap items-end gap-3">
						<ErrorList id={codeForm.errorId} errors={codeForm.errors} className="basis-full" />
						<div className="flex flex-col gap-1.5">
							<label htmlFor="email-code" className="text-sm font-medium">Code sent to {profile.pendingEmail}</label>
							<input id="email-code" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} className={inputClass({ width: 'w-40' }, 'tracking-widest')} {...errorAria(codeFields.code)} />
							<ErrorList id={codeFields.code.errorId} errors={codeFields.code.errors} />
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
				<Form method="post" {...getFormProps(deleteForm)} className="mt-4 flex flex-wrap items-end gap-3">
					<ErrorList id={deleteForm.errorId} errors={deleteForm.errors} className="basis-full" />
					<div className="flex flex-col gap-1.5">
						<label htmlFor="delete-confirm" className="text-sm font-medium">Type DELETE to confirm</label>
						<input id="delete-confirm" name="confirm" autoComplete="off" className={inputClass({ width: 'w-48' })} {...errorAria(deleteFields.confirm)} />
						<ErrorList id={deleteFields.confirm.errorId} errors={deleteFields.confirm.errors} />
					</div>
					<Button type="submit" name="intent" value="delete-me" variant="destructive" loading={busy('delete-me')} loadingLabel="Deleting">
						Delete my data
					</Button>
				</Form>
			</section>
		</div>
	)
}
