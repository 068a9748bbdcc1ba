import { getFormProps } from '@conform-to/react'
import { Form, useNavigation } from 'react-router'
import { useFamilyTime } from '#app/components/family-time-zone'
import { inputClass } from '#app/components/form-controls'
import { ErrorList } from '#app/components/forms'
import { Button, buttonVariants } from '#app/components/ui/button'
import { calendarSubscribeLinks } from '#app/features/calendar-feed/subscribe-links'
import { FeedFormSchema, NotificationsFormSchema, RemovePushDeviceFormSchema } from '#app/features/notifications/notification-forms'
import type { FormResult } from '#app/lib/form-result'
import { allErrorsOf, errorAria, usePageForm } from '#app/components/page-form'
import { cardVariants } from '#app/components/ui/card'
import { Checkbox } from '#app/components/ui/checkbox'
import { Select } from '#app/components/ui/select'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#app/components/ui/table'
import { type NotificationPrefs, type PushKind, pushKindLabels, pushKinds, weekdayNames } from '#app/features/notifications/notifications'
import { PushDevice } from './push-device'
import { planCategoryLabels } from '#app/features/plan/dashboard'
import { planCategories } from '../../../content/plan/types'

// Settings → Notifications: the member's own reminders by kind, by e-mail
// and by push (a table: a row per kind, a column per channel), the weekly
// digest's day, quiet hours and categories; push on this device and the list
// of their devices; and their calendar subscription link.

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

interface PushSettings {
	publicKey: string | null
	devices: Array<{ id: string; label: string; createdAt: number; lastSuccessAt: number | null; fingerprint: string }>
}

const shortDate: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' }

/** What e-mail does for each kind: a checkbox, or a line saying where that news is found instead. */
const emailCell: Record<PushKind, { name: 'emailReminders' | 'emailDigest' } | { note: string }> = {
	'due-soon': { name: 'emailReminders' },
	overdue: { note: 'In the weekly digest' },
	'plan-changes': { note: 'On the dashboard' },
	'weekly-digest': { name: 'emailDigest' },
}

export function NotificationsTab({
	settings,
	accountId,
	actionData,
}: {
	settings: { prefs: NotificationPrefs; feed: { createdAt: number; lastFetchedAt: number | null } | null; canSeePlan: boolean; push: PushSettings }
	accountId: string
	actionData: FormResult | undefined
}) {
	const { prefs, feed, canSeePlan, push } = settings
	const when = useFamilyTime()
	const feedUrl = actionData?.ok ? actionData.feedUrl : undefined
	const [form, fields] = usePageForm({ id: 'notifications-form', schema: NotificationsFormSchema, actionData, intents: ['save-notifications'] })
	const [feedForm] = usePageForm({ id: 'feed-form', schema: FeedFormSchema, actionData, intents: ['create-feed', 'revoke-feed'] })
	const navigation = useNavigation()
	const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
	const pushOn = push.publicKey !== null
	const emailChecked = { emailReminders: prefs.emailReminders, emailDigest: prefs.emailDigest && prefs.digestDay !== null }
	return (
		<div className="flex flex-col gap-6">
			<section aria-labelledby="email-heading" className={cardVariants()}>
				<h2 id="email-heading" className="font-semibold">
					Reminders
				</h2>
				<p className="mt-1 text-sm text-muted-foreground">
					These are your own choices; everyone in the family sets theirs. Reminders go out at 8 a.m. in the family’s time zone, and never in your quiet hours.
					{pushOn ? ' Push notifications go to the devices where you turned push on (below).' : ''}
				</p>
				<Form method="post" {...getFormProps(form)} className="mt-4 flex flex-col gap-5">
					<ErrorList id={form.errorId} errors={form.errors} />
					<Table labelledBy="kinds-caption" containerClassName="rounded-md border">
						<caption id="kinds-caption" className="sr-only">
							{pushOn ? 'What you hear about, by e-mail and by push' : 'What you hear about, by e-mail'}
						</caption>
						<TableHeader>
							<TableRow>
								<TableHead scope="col" className="px-3 py-2 text-left">
									Kind
								</TableHead>
								<TableHead scope="col" className="px-3 py-2 text-center">
									Email
								</TableHead>
								{pushOn ? (
									<TableHead scope="col" className="px-3 py-2 text-center">
										Push
									</TableHead>
								) : null}
							</TableRow>
						</TableHeader>
						<TableBody>
							{pushKinds.map((kind) => {
								const email = emailCell[kind]
								const { label, hint } = pushKindLabels[kind]
								return (
									<TableRow key={kind}>
										<TableHead scope="row" className="px-3 py-2 text-left font-normal">
											<span id={`kind-${kind}`} className="font-medium">
												{label}
											</span>
											<span id={`kind-${kind}-hint`} className="block text-muted-foreground">
												{hint}
											</span>
										</TableHead>
										<TableCell className="px-3 py-2 text-center">
											{'name' in email ? (
												<Checkbox
													name={email.name}
													defaultChecked={emailChecked[email.name]}
													aria-label={`${label} by e-mail`}
													aria-describedby={`kind-${kind}-hint`}
												/>
											) : (
												<span className="text-muted-foreground">{email.note}</span>
											)}
										</TableCell>
										{pushOn ? (
											<TableCell className="px-3 py-2 text-center">
												<Checkbox
													name="pushKinds"
													value={kind}
													defaultChecked={prefs.pushKinds.includes(kind)}
													aria-label={`${label} by push`}
													aria-describedby={`kind-${kind}-hint`}
												/>
											</TableCell>
										) : null}
									</TableRow>
								)
							})}
						</TableBody>
					</Table>
					{/* Push not configured here: the member's push choices are kept as they were. */}
					{pushOn ? null : prefs.pushKinds.map((kind) => <input key={kind} type="hidden" name="pushKinds" value={kind} />)}
					<ErrorList id={fields.pushKinds.errorId} errors={fields.pushKinds.errors} />
					<div className="flex flex-col gap-1.5">
						<label htmlFor="digestDay" className="text-sm font-medium">
							Weekly digest day
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
						<legend className="text-sm font-medium">Quiet hours (no mail or push between)</legend>
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

			<PushDevicesSection accountId={accountId} push={push} actionData={actionData} />

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
								<div className="flex flex-wrap gap-3">
									<a href={calendarSubscribeLinks(feedUrl).google} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'outline' })}>
										Add to Google Calendar
									</a>
									<a href={calendarSubscribeLinks(feedUrl).apple} className={buttonVariants({ variant: 'outline' })}>
										Add to Apple Calendar
									</a>
								</div>
								<p className="text-sm text-muted-foreground">
									Or copy the link: in Google Calendar, Other calendars → From URL; in Apple Calendar, File → New Calendar Subscription; in Outlook, Add calendar → Subscribe from web.
								</p>
							</div>
						) : feed ? (
							<p className="mt-4 text-sm">
								A calendar link is active{feed.lastFetchedAt ? `; a calendar last read it ${when(feed.lastFetchedAt, { month: 'short', day: 'numeric' })}` : ''}. For your safety it is not shown again: reset it to get a new one.
							</p>
						) : null}
						<Form method="post" {...getFormProps(feedForm)} className="mt-4 flex flex-wrap items-start gap-3">
							{feed || feedUrl ? (
								// A reset ends the old link for every calendar using it, so it asks first; <details> works before the page's script.
								<details className="group">
									<summary className={buttonVariants({ variant: 'outline', className: 'cursor-pointer list-none' })}>Reset the calendar link…</summary>
									<div className="mt-3 flex max-w-md flex-col gap-3 rounded-md border p-3 text-sm">
										<p>
											The current link stops working at once: calendars subscribed to it stop updating, and you add the new link to them again. Anyone who had the old link can no longer read the plan’s dates.
										</p>
										<div>
											<Button type="submit" name="intent" value="create-feed" variant="brand" loading={busy('create-feed')} loadingLabel="Resetting">
												Reset the link and show the new one
											</Button>
										</div>
									</div>
								</details>
							) : (
								<Button type="submit" name="intent" value="create-feed" variant="outline" loading={busy('create-feed')} loadingLabel="Creating">
									Create my calendar link
								</Button>
							)}
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

function PushDevicesSection({ accountId, push, actionData }: { accountId: string; push: PushSettings; actionData: FormResult | undefined }) {
	const when = useFamilyTime()
	return (
		<section aria-labelledby="push-heading" className={cardVariants()}>
			<h2 id="push-heading" className="font-semibold">
				Push notifications
			</h2>
			<p className="mt-1 text-sm text-muted-foreground">Reminders on this phone or computer’s lock screen, even when Northstar is closed. Turn push on in each browser you use.</p>
			<div className="mt-4">
				<PushDevice accountId={accountId} publicKey={push.publicKey} fingerprints={push.devices.map((device) => device.fingerprint)} />
			</div>
			{push.devices.length ? (
				<div className="mt-5 flex flex-col gap-2">
					<h3 id="devices-heading" className="text-sm font-medium">
						Your devices with push on
					</h3>
					<Table labelledBy="devices-heading" containerClassName="rounded-md border">
						<TableHeader>
							<TableRow>
								<TableHead scope="col" className="px-3 py-2 text-left">
									Device
								</TableHead>
								<TableHead scope="col" className="px-3 py-2 text-left">
									Added
								</TableHead>
								<TableHead scope="col" className="px-3 py-2 text-left">
									Last notified
								</TableHead>
								<TableHead scope="col" className="px-3 py-2">
									<span className="sr-only">Remove</span>
								</TableHead>
							</TableRow>
						</TableHeader>
						<TableBody>
							{push.devices.map((device) => (
								<TableRow key={device.id}>
									<TableCell className="px-3 py-2">{device.label}</TableCell>
									<TableCell className="px-3 py-2">{when(device.createdAt, shortDate)}</TableCell>
									<TableCell className="px-3 py-2">{device.lastSuccessAt ? when(device.lastSuccessAt, shortDate) : 'Not yet'}</TableCell>
									<TableCell className="px-3 py-2 text-right">
										<RemoveDeviceForm device={device} actionData={actionData} />
									</TableCell>
								</TableRow>
							))}
						</TableBody>
					</Table>
				</div>
			) : null}
		</section>
	)
}

function RemoveDeviceForm({ device, actionData }: { device: PushSettings['devices'][number]; actionData: FormResult | undefined }) {
	const when = useFamilyTime()
	const [form] = usePageForm({ id: `remove-device-${device.id}`, schema: RemovePushDeviceFormSchema, actionData, intents: ['remove-push-device'], same: { deviceId: device.id } })
	return (
		<Form method="post" {...getFormProps(form)}>
			<input type="hidden" name="intent" value="remove-push-device" />
			<input type="hidden" name="deviceId" value={device.id} />
			<Button type="submit" size="sm" variant="ghost" className="text-destructive" aria-label={`Remove ${device.label}, added ${when(device.createdAt, shortDate)}`}>
				Remove
			</Button>
			<ErrorList id={form.errorId} errors={allErrorsOf(form)} />
		</Form>
	)
}
