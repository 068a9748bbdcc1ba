import { data, Form, Link, useNavigation } from 'react-router'
import { FormMessage } from '#app/components/form-controls'
import { Field } from '#app/components/forms'
import { Checklist, FeatureGrid, PageHero, Section } from '#app/components/marketing'
import { Button, buttonVariants } from '#app/components/ui/button'
import { Card } from '#app/components/ui/card'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { EmailSchema } from '#app/features/auth/email'
import { retryAfterText } from '#app/features/auth/rate-limit.server'
import { trialLine } from '#app/features/billing/price-copy'
import { captureEmailLead } from '#app/features/leads/leads.server'
import { pageMeta } from '#app/features/seo/site-meta'
import { getAppContext } from '#app/lib/app-context'
import { readFormData } from '#app/lib/form-data.server'
import type { Route } from './+types/college-planning-starter-kit'

// Lead magnet (DECISIONS.md): an email in, a real PDF starter kit out.

const KIT_URL = '/downloads/college-planning-starter-kit-pdf'
const LEADERSHIP_URL = '/downloads/leadership-opportunities-pdf'

const inside = [
	{
		title: 'A four-year timeline',
		text: 'What matters in 9th, 10th, 11th and 12th grade, and what can wait: courses, activities, testing, the college list, essays and money conversations, year by year.',
	},
	{
		title: 'A senior-year calendar',
		text: 'Month by month from the summer before 12th grade to move-in, with this cycle’s dates: the Common App opens August 1, the FAFSA about October 1, the CSS Profile October 1, early deadlines typically November 1 or 15, Regular Decision typically January 1–15, and May 1.',
	},
	{
		title: 'A college-list worksheet',
		text: 'Sort colleges into reach, target and safety, with columns for the plan and deadline, the application each takes, the estimated net price and the aid forms it asks for.',
	},
	{
		title: 'A financial-aid checklist',
		text: 'What to gather before October, how to file the FAFSA and the CSS Profile, scholarships, and how to compare aid offers on what you would actually pay.',
	},
]

type ActionResult =
	| { status: 'invalid'; email: string; errors: string[] }
	| { status: 'rate-limited'; email: string; message: string }
	| { status: 'captured' | 'already-captured'; email: string }

export function loader({ context }: Route.LoaderArgs) {
	return { trialDays: getAppContext(context).env.TRIAL_DAYS }
}

export async function action({ request, context }: Route.ActionArgs) {
	const app = getAppContext(context)
	requireSameOrigin(request, app.env)
	const formData = await readFormData(request)
	const raw = formData.get('email')
	const typed = typeof raw === 'string' ? raw : ''
	const parsed = EmailSchema.safeParse(typed)
	if (!parsed.success) {
		return data<ActionResult>(
			{ status: 'invalid', email: typed, errors: parsed.error.issues.map((issue) => issue.message) },
			{ status: 400 },
		)
	}
	const result = await captureEmailLead(app, { email: parsed.data, source: 'starter-kit' })
	if (result.status === 'rate-limited') {
		return data<ActionResult>(
			{
				status: 'rate-limited',
				email: typed,
				message: `Too many requests from your network just now. Please try again ${retryAfterText(result.retryAfterSeconds)}.`,
			},
			{ status: 429, headers: { 'retry-after': String(result.retryAfterSeconds) } },
		)
	}
	return data<ActionResult>({ status: result.status, email: parsed.data })
}

export default function CollegePlanningStarterKitRoute({ loaderData, actionData }: Route.ComponentProps) {
	const { trialDays } = loaderData
	const done = actionData?.status === 'captured' || actionData?.status === 'already-captured'
	return (
		<>
			<PageHero
				eyebrow="Free download"
				title="The College Planning Starter Kit"
				description="A printable PDF for high-school families: a four-year timeline, a month-by-month senior-year calendar, a college-list worksheet and a financial-aid checklist."
			/>

			<section id="get-the-kit" aria-label="Get the starter kit" className="mx-auto max-w-xl scroll-mt-20 px-4">
				<div className="rounded-2xl border bg-background p-6 shadow-sm sm:p-8">
					{done ? (
						<Success alreadyOnList={actionData.status === 'already-captured'} />
					) : (
						<KitForm result={actionData} />
					)}
				</div>
			</section>

			<Section id="inside" title="What’s inside the kit">
				<FeatureGrid items={inside} columns={2} />
			</Section>

			<Section id="who" title="Who it’s for" muted>
				<div className="grid gap-8 md:grid-cols-2 [&>*]:min-w-0">
					<Checklist
						items={[
							'Parents who want the whole four years on a page before the details pile up.',
							'Students in any grade from 9th to 12th who want to know what matters now.',
							'Seniors and their families who need this year’s dates in one calendar.',
							'Anyone who prefers to plan on paper, on the fridge or in a binder.',
						]}
					/>
					<Card padding="md">
						<h3 className="font-semibold">Also free: the leadership opportunities guide</h3>
						<p className="mt-2 text-sm text-muted-foreground">
							Kinds of leadership open to any high schooler, from clubs and jobs to family responsibilities, and how to
							describe them in the Common App’s 150-character activity descriptions.
						</p>
						<a
							href={LEADERSHIP_URL}
							download
							className={buttonVariants({ variant: 'outline', size: 'wrap', className: 'mt-4 text-center' })}
						>
							Download the guide (PDF)
						</a>
					</Card>
				</div>
			</Section>

			<Section id="plan" title="Want the plan to keep itself up to date?">
				<div className="max-w-3xl text-muted-foreground">
					<p>
						The kit is the plan on paper. Northstar is the same plan, alive: tasks and deadlines with reminders for
						students and parents, a reach/target/safety college list, application and essay tracking, a document vault,
						and FAFSA, CSS Profile and scholarship guidance in one place.
					</p>
					<div className="mt-6 flex flex-wrap items-center gap-4">
						<Link to="/signup?source=college-planning-starter-kit" className={buttonVariants({ variant: 'brand', size: 'lg' })}>
							Start your plan
						</Link>
						<span className="text-sm">{trialLine(trialDays)}</span>
					</div>
				</div>
			</Section>
		</>
	)
}

function KitForm({ result }: { result: ActionResult | undefined }) {
	const navigation = useNavigation()
	const errors = result?.status === 'invalid' ? result.errors : undefined
	return (
		<Form method="post" className="flex flex-col gap-4" noValidate>
			<div>
				<h2 className="text-xl font-bold">Get the kit, free</h2>
				<p className="mt-1 text-sm text-muted-foreground">Enter your email and download the PDF straight away.</p>
			</div>
			<Field
				label="Email address"
				inputProps={{
					name: 'email',
					type: 'email',
					autoComplete: 'email',
					inputMode: 'email',
					required: true,
					defaultValue: result?.email ?? '',
				}}
				errors={errors}
			/>
			{result?.status === 'rate-limited' ? <FormMessage>{result.message}</FormMessage> : null}
			<Button type="submit" variant="brand" size="lg" loading={navigation.state === 'submitting'} loadingLabel="Sending">
				Get the starter kit
			</Button>
			<p className="text-xs text-muted-foreground">
				By asking for the kit you agree that Northstar may email you about college planning. Every email has an
				unsubscribe link. See our{' '}
				<Link to="/privacy" className="underline underline-offset-2">
					privacy policy
				</Link>
				.
			</p>
		</Form>
	)
}

function Success({ alreadyOnList }: { alreadyOnList: boolean }) {
	return (
		<div role="status" className="flex flex-col gap-4">
			<h2 className="text-xl font-bold">Your starter kit is ready</h2>
			<p className="text-muted-foreground">
				{alreadyOnList
					? 'You’re already on the list, so there is nothing more to sign up for. Here is your download.'
					: 'Thanks! Download the PDF below, and print the worksheet and checklist for the family.'}
			</p>
			<a href={KIT_URL} download className={buttonVariants({ variant: 'brand', size: 'lg' })}>
				Download the starter kit (PDF)
			</a>
			<p className="text-sm text-muted-foreground">
				Tip: start with the page for your student’s grade, and pick one or two things to do this week.
			</p>
		</div>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Free College Planning Starter Kit (PDF)',
		description:
			'Download a free college planning starter kit: a four-year timeline, a senior-year calendar with this cycle’s dates, a college-list worksheet and a financial-aid checklist.',
	})
