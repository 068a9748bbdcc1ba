import { Form, Link } from 'react-router'
import { resultFor } from '#app/components/page-form'
import { textLinkClass } from '#app/components/marketing'
import { Button } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { requestStatusLabels } from '#app/features/applications/recommendations'
import { contactRoleLabels, relativeDay, telHref } from '#app/features/contacts/contacts'
import type { ContactCardData, ContactsPageData } from '#app/features/contacts/contacts-page.server'
import { formatDay } from '#app/features/plan/dates'
import { cn } from '#app/lib/cn'
import type { FormResult } from '#app/lib/form-result'
import { ContactEditor } from './contact-editor'

// One person: how to reach them, when they were last contacted ("Contacted
// today" is one click), the letters they write, and their edit form.

export function ContactCard({
	accountId,
	contact,
	today,
	listed,
	readOnly,
	actionData,
}: {
	accountId: string
	contact: ContactCardData
	today: string
	listed: ContactsPageData['listed']
	readOnly: boolean
	actionData: FormResult | undefined
}) {
	const updateFailed = actionData?.ok === false && resultFor(actionData, ['update'], { contactId: contact.id }) !== undefined
	return (
		<li className={cardVariants({ padding: 'sm' })} data-testid="contact">
			<div className="flex flex-wrap items-start justify-between gap-3">
				<div className="min-w-0">
					<h3 className="font-semibold">{contact.name}</h3>
					<p className="text-sm text-muted-foreground">{[contactRoleLabels[contact.role], contact.organization, contact.collegeName].filter(Boolean).join(' · ')}</p>
					{contact.email || contact.phone ? (
						<p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
							{contact.email ? (
								<a href={`mailto:${contact.email}`} className={cn(textLinkClass, 'break-all')}>
									{contact.email}
								</a>
							) : null}
							{contact.phone ? (
								<a href={telHref(contact.phone)} className={textLinkClass}>
									{contact.phone}
								</a>
							) : null}
						</p>
					) : null}
					<p className="mt-1 text-sm">
						<LastContacted today={today} day={contact.lastContactedOn} />
					</p>
					{contact.notes ? <p className="mt-1 text-sm whitespace-pre-line">{contact.notes}</p> : null}
				</div>
				{readOnly ? null : contact.lastContactedOn === today ? (
					<span className="text-sm text-muted-foreground">Contacted today</span>
				) : (
					<Form method="post" preventScrollReset>
						<input type="hidden" name="contactId" value={contact.id} />
						<Button type="submit" name="intent" value="contacted-today" size="sm" variant="outline" aria-label={`Contacted ${contact.name} today`}>
							Contacted today
						</Button>
					</Form>
				)}
			</div>

			{contact.recommendations.length ? (
				<div className="mt-3 border-t pt-3 text-sm">
					<p className="font-medium">
						Writes {contact.recommendations.length === 1 ? 'a recommendation' : `${contact.recommendations.length} recommendations`} (
						<Link to={`/a/${accountId}/applications?tab=applications&subtab=recommendations`} className={textLinkClass}>
							manage
						</Link>
						)
					</p>
					<ul className="mt-1 flex flex-col gap-1">
						{contact.recommendations.map((letter) => (
							<li key={letter.id}>
								{letter.subject ? <span className="font-medium">{letter.subject}: </span> : null}
								{letter.requests.length ? letter.requests.map((request) => `${request.collegeName} (${requestStatusLabels[request.status].toLowerCase()})`).join(', ') : 'no colleges requested yet'}
								{letter.thankYouSentOn ? ' · thank-you sent' : ''}
							</li>
						))}
					</ul>
				</div>
			) : null}

			{readOnly ? null : (
				<details className="mt-3 text-sm" open={updateFailed}>
					<summary className="cursor-pointer text-brand">Edit or delete {contact.name}</summary>
					<ContactEditor
						key={contact.updatedAt}
						contact={contact}
						today={today}
						listed={contact.collegeId && !listed.some((college) => college.id === contact.collegeId) ? [...listed, { id: contact.collegeId, name: contact.collegeName ?? 'A college no longer on your list' }] : listed}
						actionData={actionData}
					/>
					<Form method="post" className="mt-3" preventScrollReset>
						<input type="hidden" name="contactId" value={contact.id} />
						<Button type="submit" name="intent" value="delete" variant="destructive-link" size="inline" className="text-xs" aria-label={`Delete contact: ${contact.name}`}>
							Delete contact
						</Button>
						{contact.recommendations.length ? <span className="ml-2 text-muted-foreground">Their recommendations stay on the Applications page.</span> : null}
					</Form>
				</details>
			)}
		</li>
	)
}

function LastContacted({ today, day }: { today: string; day: string | null }) {
	if (!day) return <>Not contacted yet</>
	const relative = relativeDay(today, day)
	const date = formatDay(day, { month: 'short', day: 'numeric', year: 'numeric' })
	return (
		<>
			Last contacted {relative ? `${relative} (${date})` : date}
		</>
	)
}
