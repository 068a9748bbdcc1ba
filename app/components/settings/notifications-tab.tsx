import { getFormProps } from '@conform-to/react'
import { Form, useNavigation } from 'react-router'
import { inputClass } from '#app/components/form-controls'
import { ErrorList } from '#app/components/forms'
import { Button } from '#app/components/ui/button'
import { FeedFormSchema, NotificationsFormSchema } from '#app/features/notifications/notification-forms'
import type { FormResult } from '#app/lib/form-result'
import { allErrorsOf, errorAria, usePageForm } from '#app/components/page-form'
import { cardVariants } from '#app/components/ui/card'
import { Checkbox } from '#app/components/ui/checkbox'
import { Select } from '#app/components/ui/select'
import { weekdayNames, type NotificationPrefs } from '#app/features/notifications/notifications'
import { planCategoryLabels } from '#app/features/plan/dashboard'
import { planCategories } from '../../../content/plan/types'

// Settings → Notifications: the member's own reminder e-mails, weekly digest,
// quiet hours and categories, and their calendar subscription link.

const hours = Array.from({ length: 24 }, (_, hour) => hour)
const hourLabel = (hour: number) => new Date(Date.UTC(2026, 0, 1, hour)).toLocaleTimeString('en-US', { hour: 'numeric', timeZone: 'UTC' })

function HourSelect({ name, label, value, field }: { name: string; label: string; value: number | null; field: { errors?: string[]; errorId: string } }) {
	return (
		<>
			<label htmlFor={name} className="sr-only">
				{label}
			</label>
			<Select id={name} name={name} defaultValue={value ?? ''} box={{ width: 'w-36' }} {...errorAria(field)}>
				<option value="">None</option>
				{hours.map((hour) => (
					<option key={hour} value={hour}>
						{hourLabel(hour)}
					</option>
				))}
			</Select>
		</>
	)
}

export function NotificationsTab({
	settings,
	actionData,
}: {
	settings: { prefs: NotificationPrefs; feed: { createdAt: number; lastFetchedAt: number | null } | null; canSeePlan: boolean }
	actionData: FormResult | undefined
}) {
	const { prefs, feed, canSeePlan } = settings
	const feedUrl = actionData?.ok ? actionData.feedUrl : undefined
	const [form, fields] = usePageForm({ id: 'notifications-form', schema: NotificationsFormSchema, actionData, intents: ['save-notifications'] })
	const [feedForm] = usePageForm({ id: 'feed-form', schema: FeedFormSchema, actionData, intents: ['create-feed', 'revoke-feed'] })
	const navigation = useNavigation()
	const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
	return (
		<div className="flex flex-col gap-6">
			<section aria-labelledby="email-heading" className={cardVariants()}>
				<h2 id="email-heading" className="font-semibold">
					Email
				</h2>
				<p className="mt-1 text-sm text-muted-foreground">
					These are your own choices; everyone in the family sets theirs. Mail goes out at 8 a.m. in the family’s time zone.
				</p>
				<Form method="post" {...getFormProps(form)} className="mt-4 flex flex-col gap-5">
					<ErrorList id={form.errorId} errors={form.errors} />
					<label className="flex items-start gap-3">
						<Checkbox name="emailReminders" defaultChecked={prefs.emailReminders} className="mt-1" />
						<span>
							<span className="font-medium">Due-soon reminders</span>
							<span className="block text-sm text-muted-foreground">A week before, the day before, and the day a task is due.</span>
						</span>
					</label>
					<div className="flex flex-col gap-1.5">
						<label htmlFor="digestDay" className="text-sm font-medium">
							Weekly digest
						</label>
						<Select id="digestDay" name="digestDay" defaultValue={prefs.digestDay ?? ''} className="max-w-xs" {...errorAria(fields.digestDay)}>
							<option value="">Off</option>
							{weekdayNames.map((name, index) => (
								<option key={name} value={index}>
									Every {name}
								</option>
							))}
						</Select>
						<ErrorList id={fields.digestDay.errorId} errors={fields.digestDay.errors} />
					</div>
					<fieldset>
						<legend className="text-sm font-medium">Quiet hours (no mail between)</legend>
						<div className="mt-1.5 flex flex-wrap items-center gap-2">
							<HourSelect name="quietStart" label="Quiet from" value={prefs.quietStart} field={fields.quietStart} />
							<span aria-hidden="true">to</span>
							<HourSelect name="quietEnd" label="Quiet until" value={prefs.quietEnd} field={fields.quietEnd} />
						</div>
						<ErrorList id={fields.quietStart.errorId} errors={fields.quietStart.errors} />
						<ErrorList id={fields.quietEnd.errorId} errors={fields.quietEnd.errors} />
					</fieldset>
					<fieldset>
						<legend className="text-sm font-medium">Remind me about</legend>
						<div className="mt-2 grid gap-2 sm:grid-cols-3">
							{planCategories.map((category) => (
								<label key={category} className="flex items-center gap-2 text-sm">
									<Checkbox name="categories" value={category} defaultChecked={prefs.categories === null || prefs.categories.includes(category)} />
									{planCategoryLabels[category]}
								</label>
							))}
						</div>
						<ErrorList id={fields.categories.errorId} errors={fields.categories.errors} />
					</fieldset>
					<div>
						<Button type="submit" name="intent" value="save-notifications" variant="brand" loading={busy('save-notifications')} loadingLabel="Saving">
							Save notification settings
						</Button>
					</div>
				</Form>
			</section>

			<section aria-labelledby="calendar-heading" className={cardVariants()}>
				<h2 id="calendar-heading" className="font-semibold">
					Calendar subscription
				</h2>
				{canSeePlan ? (
					<>
						<p className="mt-1 text-sm text-muted-foreground">
							Add the plan’s due dates to Google Calendar, Apple Calendar or Outlook. The link is private to you: anyone with it can read the dates, so keep it to yourself, and make a new one if it leaks.
						</p>
						{feedUrl ? (
							<div className="mt-4 flex flex-col gap-2">
								<label htmlFor="feed-url" className="text-sm font-medium">
									Your calendar link (shown once)
								</label>
								<input id="feed-url" readOnly value={feedUrl} className={inputClass({ text: 'text-sm' }, 'font-mono')} onFocus={(event) => event.currentTarget.select()} />
								<p className="text-sm text-muted-foreground">
									In Google Calendar: Other calendars → From URL. In Apple Calendar: File → New Calendar Subscription. In Outlook: Add calendar → Subscribe from web.
								</p>
							</div>
						) : feed ? (
							<p className="mt-4 text-sm">
								A calendar link is active{feed.lastFetchedAt ? `; a calendar last read it ${new Date(feed.lastFetchedAt).toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}` : ''}. Make a new one to see it again (the old one stops working).
							</p>
						) : null}
						<Form method="post" {...getFormProps(feedForm)} className="mt-4 flex flex-wrap gap-3">
							<Button type="submit" name="intent" value="create-feed" variant="outline" loading={busy('create-feed')} loadingLabel="Creating">
								{feed || feedUrl ? 'Make a new link' : 'Create my calendar link'}
							</Button>
							{feed || feedUrl ? (
								<Button type="submit" name="intent" value="revoke-feed" variant="ghost" className="text-destructive" loading={busy('revoke-feed')} loadingLabel="Stopping">
									Stop the link
								</Button>
							) : null}
							<ErrorList id={feedForm.errorId} errors={allErrorsOf(feedForm)} />
						</Form>
					</>
				) : (
					<p className="mt-1 text-sm text-muted-foreground">The family has not shared the plan with you, so there is no calendar to subscribe to.</p>
				)}
			</section>
		</div>
	)
}
