import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useState } from 'react'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { z } from 'zod'
import { FaqAccordion } from '#app/components/faq-accordion'
import { FormMessage, inputClass } from '#app/components/form-controls'
import { CtaBand, FeatureGrid, Section, Steps } from '#app/components/marketing'
import { useServerCheckedForm } from '#app/components/server-checked-form'
import { Button, buttonVariants } from '#app/components/ui/button'
import { EmailSchema } from '#app/features/auth/email'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { priceQuote } from '#app/features/billing/catalog'
import { trialLine } from '#app/features/billing/price-copy'
import { captureEmailLead } from '#app/features/leads/leads.server'
import { siteMeta } from '#app/features/seo/site-meta'
import { getAppContext } from '#app/lib/app-context'
import { readFormData } from '#app/lib/form-data.server'
import { showToast } from '#app/lib/toast'
import type { Route } from './+types/home'

// The home page (spec §2): the hero email box captures the lead for real and
// continues to sign-up (DECISIONS.md); features, how it works, rotating
// lines, FAQ, pricing teaser, final CTA.

export const TESTIMONIAL_ROTATION_MS = 3000

/** The hero's email box (DECISIONS.md: an empty or malformed address gets an inline message, not an alert). */
const HeroEmailSchema = z.object({ email: EmailSchema })

const rotatingLines = [
	'“I finally know what my daughter has to do this week — and so does she.” — a parent of a junior',
	'“Three small tasks a day. I actually finish them.” — an 11th grader',
	'“The essay deadlines stopped sneaking up on us.” — a parent of a senior',
	'“I can see the plan without asking ten questions at dinner.” — a parent of a sophomore',
]

const features = [
	{ title: 'A plan that keeps itself current', text: 'Tasks and deadlines from 9th grade to move-in day, with reminders for students and parents.' },
	{ title: 'Small daily steps', text: '1 to 3 micro-tasks a day, 15 minutes or less each, so progress never waits for a free weekend.' },
	{ title: 'Your college list, sorted', text: 'Reach, target and safety schools from the College Scorecard catalog, with costs and outcomes.' },
	{ title: 'Applications without the scramble', text: 'Common App and Coalition sections, essays, recommendations and deadlines in one tracker.' },
	{ title: 'Documents in one vault', text: 'Transcripts, test reports and aid forms, shared with exactly the people you choose.' },
	{ title: 'Money, made clear', text: 'Scholarships, FAFSA and CSS Profile steps, and aid offers compared side by side.' },
]

export function loader({ context }: Route.LoaderArgs) {
	const { env } = getAppContext(context)
	// The quote is worded here, so the page ships the sentences and not the plan catalog.
	return { baseUrl: env.BASE_URL, trialDays: env.TRIAL_DAYS, price: priceQuote(env.PRICING_CATALOG) }
}

export async function action({ request, context }: Route.ActionArgs) {
	const app = getAppContext(context)
	requireSameOrigin(request, app.env)
	const submission = parseWithZod(await readFormData(request), { schema: HeroEmailSchema })
	if (submission.status !== 'success') return data({ result: submission.reply(), signup: null }, { status: 400 })
	const { email } = submission.value
	const result = await captureEmailLead(app, { email, source: 'home-hero' })
	if (result.status === 'rate-limited') {
		return data({ result: submission.reply({ formErrors: ['Too many sign-ups from here. Please try again later.'] }), signup: null }, { status: 429 })
	}
	const signup = `/signup?${new URLSearchParams({ email, source: 'home-hero' })}`
	if (result.status === 'already-captured') return { result: submission.reply(), signup }
	throw redirect(signup)
}

export default function HomeRoute({ loaderData, actionData }: Route.ComponentProps) {
	const { trialDays, price } = loaderData
	const navigation = useNavigation()
	// After "Delete my data" (Settings → Profile) the person lands here; the page itself stays the same for everyone.
	useEffect(() => {
		if (new URLSearchParams(window.location.search).get('deleted') === '1') showToast.success('Your data has been deleted. Thank you for using Northstar.')
	}, [])
	const faq = [
		{
			question: 'What does Northstar cost?',
			answer: price.answer,
		},
		{ question: 'Is there a free trial?', answer: `${trialLine(trialDays)}.` },
		{
			question: 'Can the assistant be turned off?',
			answer:
				"No. It's what keeps the plan current as deadlines pass and plans change. It only sees what your family's sharing settings allow, and nothing it sees is shared beyond them.",
		},
		{
			question: 'Who can see my student’s information?',
			answer: 'Only the family members and counselors the account owner invites, and counselors only the sections you share, read-only.',
		},
		{
			question: 'We’re starting late. Is it too late?',
			answer: 'No. Northstar starts from where you are: a senior in October gets a different first week than a freshman in August.',
		},
	]
	return (
		<>
			<section className="mx-auto max-w-5xl px-4 pt-12 pb-10 text-center sm:pt-20">
				<p className="text-sm font-semibold tracking-wide text-brand uppercase">For high-school students and their families</p>
				<h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
					Your college prep companion, from 9th grade to move-in day
				</h1>
				<p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">
					One plan for the whole family: deadlines, the college list, applications, essays, documents and financial aid,
					kept current by an assistant that knows your student.
				</p>
				<HeroEmailForm actionData={actionData} submitting={navigation.state === 'submitting'} />
				<p className="mt-3 text-sm text-muted-foreground" data-testid="trial-line">
					{trialLine(trialDays)}
				</p>
				<RotatingLines />
			</section>

			<Section id="features" title="Everything college prep asks of a family, in one place" muted>
				<FeatureGrid items={features} />
			</Section>

			<Section id="how-it-works" title="How it works">
				<Steps
					items={[
						{ title: 'Tell us about your student', text: 'Grade, school, goals and where you could use help. It takes about three minutes.' },
						{ title: 'Get this week’s plan', text: 'A short list of what matters now, with the deadlines ahead and reminders for both of you.' },
						{ title: 'Keep going, together', text: 'The plan updates as things change. Parents follow progress; counselors see what you share.' },
					]}
				/>
			</Section>

			<Section id="pricing" title="Simple pricing, per student" muted>
				<div className="flex flex-col items-start gap-4 rounded-2xl border bg-background p-6 sm:flex-row sm:items-center sm:justify-between">
					<div>
						<p className="text-lg font-semibold" data-testid="price-teaser">
							{price.headline}
						</p>
						<p className="text-muted-foreground">{price.detail}</p>
					</div>
					<Link to="/pricing" className={buttonVariants({ variant: 'outline' })}>
						See pricing
					</Link>
				</div>
			</Section>

			<Section id="faq" title="Questions families ask">
				<FaqAccordion items={faq} />
			</Section>

			<CtaBand
				title="Start this week’s plan"
				text="Three minutes to set up. The first tasks are ready right away."
				href="/signup?source=home-cta"
				label="Start Free Trial"
				note={trialLine(trialDays)}
			/>
		</>
	)
}

/**
 * The schema is checked once, by the action (Conform's `parseWithZod`, 400 with
 * the field's message), and the box shows what it answered: Conform and zod in
 * the browser would add ~41 KB gzip to the home page, past its budget
 * (decision 031). The same form works before the scripts run.
 */
function HeroEmailForm({ actionData, submitting }: { actionData: Route.ComponentProps['actionData']; submitting: boolean }) {
	const { form, field, formErrors } = useServerCheckedForm('hero', actionData?.result)
	const email = field('email')
	return (
		<Form method="post" {...form} className="mx-auto mt-8 flex max-w-lg flex-wrap gap-2">
			<label htmlFor={email.id} className="sr-only">
				Email address
			</label>
			<input
				{...email.control}
				type="email"
				autoComplete="email"
				placeholder="you@example.com"
				className={inputClass({ height: 'h-12' }, 'min-w-0 flex-1 basis-56')}
				{...email.aria}
			/>
			<Button type="submit" variant="brand" size="lg" loading={submitting} loadingLabel="Saving your email" className="shrink-0 grow sm:grow-0">
				Get Started Free
			</Button>
			{email.errors?.length ? (
				<p id={email.errorId} className="basis-full text-left text-sm text-destructive">
					{email.errors.join(' ')}
				</p>
			) : null}
			{formErrors?.length ? (
				<div className="basis-full text-left">
					<FormMessage>{formErrors.join(' ')}</FormMessage>
				</div>
			) : null}
			{actionData?.signup ? (
				<div className="basis-full text-left">
					<FormMessage tone="info">
						You’re already on the list.{' '}
						<Link to={actionData.signup} className="font-medium underline underline-offset-2">
							Continue to create your account
						</Link>
					</FormMessage>
				</div>
			) : null}
		</Form>
	)
}

function RotatingLines() {
	const [index, setIndex] = useState(0)
	const [paused, setPaused] = useState(false)
	useEffect(() => {
		if (paused || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
		const timer = setInterval(() => setIndex((value) => (value + 1) % rotatingLines.length), TESTIMONIAL_ROTATION_MS)
		return () => clearInterval(timer)
	}, [paused])
	return (
		<figure
			className="mx-auto mt-10 max-w-2xl"
			onMouseEnter={() => setPaused(true)}
			onMouseLeave={() => setPaused(false)}
			onFocus={() => setPaused(true)}
			onBlur={() => setPaused(false)}
			tabIndex={0}
			aria-label="What families say (illustrative)"
		>
			<blockquote className="min-h-14 text-lg text-foreground" aria-live="polite" data-testid="rotating-line">
				{rotatingLines[index]}
			</blockquote>
			<figcaption className="mt-1 text-xs text-muted-foreground">Illustrative examples, not quotes from real customers.</figcaption>
		</figure>
	)
}

export function meta({ data, location }: Route.MetaArgs) {
	return data ? siteMeta({ baseUrl: data.baseUrl, pathname: location.pathname }) : []
}
