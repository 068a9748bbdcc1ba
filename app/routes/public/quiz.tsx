import { Form, Link } from 'react-router'
import { FormMessage } from '#app/components/form-controls'
import { PageHero } from '#app/components/marketing'
import { buttonVariants } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { trialLine } from '#app/features/billing/price-copy'
import {
	answerLabel,
	parseQuizAnswers,
	type QuestionId,
	type QuizAnswers,
	quizQuestions,
	type Recommendation,
	recommendStartingPoint,
} from '#app/features/quiz/starting-point'
import { pageMeta } from '#app/features/seo/site-meta'
import { getAppContext } from '#app/lib/app-context'
import type { Route } from './+types/quiz'

// A GET form: the answers arrive as search params, so the quiz works without
// JavaScript and a result can be bookmarked or shared.

const shortNames: Record<QuestionId, string> = {
	grade: 'grade',
	list: 'college list',
	testing: 'SAT or ACT',
	essay: 'personal essay',
	aid: 'financial aid',
	worry: 'biggest worry',
}

export function loader({ request, context }: Route.LoaderArgs) {
	const trialDays = getAppContext(context).env.TRIAL_DAYS
	const parsed = parseQuizAnswers(new URL(request.url).searchParams)
	if (parsed.status === 'complete') {
		return {
			trialDays,
			status: 'complete' as const,
			answers: parsed.answers as Partial<QuizAnswers>,
			missing: [] as QuestionId[],
			recommendation: recommendStartingPoint(parsed.answers) as Recommendation | null,
		}
	}
	return {
		trialDays,
		status: parsed.status,
		answers: parsed.status === 'incomplete' ? parsed.answers : {},
		missing: parsed.status === 'incomplete' ? parsed.missing : [],
		recommendation: null,
	}
}

export default function QuizRoute({ loaderData }: Route.ComponentProps) {
	const { status, answers, missing, recommendation, trialDays } = loaderData
	return (
		<>
			<PageHero
				eyebrow="Free quiz"
				title="Where are you in the college process?"
				description="Six quick questions about grade, college list, testing, essays and financial aid. You get a starting point and the next steps to take, whatever grade your student is in."
			/>

			{recommendation ? (
				<>
					<Result recommendation={recommendation} answers={answers} trialDays={trialDays} />
					<section aria-labelledby="change-heading" className="mx-auto max-w-3xl px-4 pb-12">
						<details className={cardVariants({ padding: 'none' })}>
							<summary className="cursor-pointer px-5 py-4 font-medium">
								<h2 id="change-heading" className="inline">
									Change your answers
								</h2>
							</summary>
							<div className="border-t px-5 py-6">
								<QuizForm answers={answers} missing={[]} />
							</div>
						</details>
					</section>
				</>
			) : (
				<section aria-label="Quiz questions" className="mx-auto max-w-3xl px-4 pb-16">
					{status === 'incomplete' ? (
						<div className="mb-8">
							<FormMessage>
								Please answer every question to see your starting point. Still to answer:{' '}
								{missing.map((id) => shortNames[id]).join(', ')}.
							</FormMessage>
						</div>
					) : null}
					<QuizForm answers={answers} missing={missing} />
				</section>
			)}
		</>
	)
}

function QuizForm({ answers, missing }: { answers: Partial<QuizAnswers>; missing: QuestionId[] }) {
	return (
		<Form method="get" action="/quiz" className="flex flex-col gap-6" key={JSON.stringify(answers)}>
			{quizQuestions.map((question, index) => {
				const isMissing = missing.includes(question.id)
				const errorId = `${question.id}-error`
				return (
					<fieldset
						key={question.id}
						className={cardVariants({ padding: 'md', className: isMissing ? 'border-destructive' : undefined })}
						aria-describedby={isMissing ? errorId : undefined}
					>
						<legend className="float-left w-full font-semibold">
							<span className="block text-sm font-medium text-muted-foreground">
								Question {index + 1} of {quizQuestions.length}
							</span>
							{question.question}
						</legend>
						{isMissing ? (
							<p id={errorId} className="clear-both pt-2 text-sm text-destructive">
								Choose one answer.
							</p>
						) : null}
						<div className="clear-both grid gap-2 pt-3 sm:grid-cols-2">
							{question.options.map((option) => (
								<label
									key={option.value}
									className="flex cursor-pointer items-start gap-3 rounded-md border px-3 py-3 text-sm has-checked:border-brand has-checked:bg-brand/5 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/30"
								>
									<input
										type="radio"
										name={question.id}
										value={option.value}
										defaultChecked={answers[question.id] === option.value}
										className="mt-0.5 accent-brand"
									/>
									<span>{option.label}</span>
								</label>
							))}
						</div>
					</fieldset>
				)
			})}
			<div className="flex flex-wrap items-center gap-4">
				<button type="submit" className={buttonVariants({ variant: 'brand', size: 'lg' })}>
					See my starting point
				</button>
				<p className="text-sm text-muted-foreground">No sign-up needed. Your answers stay in the page address.</p>
			</div>
		</Form>
	)
}

function Result({
	recommendation,
	answers,
	trialDays,
}: {
	recommendation: Recommendation
	answers: Partial<QuizAnswers>
	trialDays: number
}) {
	return (
		<>
			<section aria-labelledby="result-heading" className="mx-auto max-w-3xl px-4 pb-10">
				<div className="rounded-2xl border-2 border-brand bg-background p-6 sm:p-8">
					<p className="text-sm font-semibold tracking-wide text-brand uppercase">Your starting point</p>
					<h2 id="result-heading" className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
						{recommendation.title}
					</h2>
					<p className="mt-3 text-muted-foreground">{recommendation.summary}</p>

					<h3 className="mt-6 font-semibold">Why this, now</h3>
					<ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-sm text-muted-foreground">
						{recommendation.reasons.map((reason) => (
							<li key={reason}>{reason}</li>
						))}
					</ul>

					<h3 className="mt-6 font-semibold">Your next steps</h3>
					<ol className="mt-3 flex flex-col gap-3">
						{recommendation.steps.map((step, index) => (
							<li key={step.text} className="flex gap-3">
								<span
									aria-hidden="true"
									className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-brand-foreground"
								>
									{index + 1}
								</span>
								<span className="pt-0.5">
									{step.text}
									{step.link ? (
										<>
											{' '}
											<Link to={step.link.href} className="font-medium text-brand underline-offset-4 hover:underline">
												{step.link.label}
											</Link>
										</>
									) : null}
								</span>
							</li>
						))}
					</ol>

					<div className="mt-8 flex flex-wrap gap-3">
						<Link to="/signup?source=quiz" className={buttonVariants({ variant: 'brand', size: 'lg' })}>
							Turn this into a plan
						</Link>
						<Link to="/quiz" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
							Start over
						</Link>
					</div>
					<p className="mt-3 text-sm text-muted-foreground">
						Northstar builds these steps into a dated plan with reminders for students and parents.{' '}
						{trialLine(trialDays)}
					</p>
				</div>
			</section>

			<section aria-labelledby="answers-heading" className="mx-auto max-w-3xl px-4 pb-10">
				<h2 id="answers-heading" className="text-xl font-bold tracking-tight">
					Your answers
				</h2>
				<dl className="mt-4 grid gap-3 sm:grid-cols-2">
					{quizQuestions.map((question) => {
						const value = answers[question.id]
						return (
							<div key={question.id} className="rounded-lg border p-3">
								<dt className="text-sm text-muted-foreground">{question.question}</dt>
								<dd className="mt-1 font-medium">{value ? answerLabel(question.id, value) : 'Not answered'}</dd>
							</div>
						)
					})}
				</dl>
			</section>
		</>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Where are you in the college process? Quiz',
		description:
			'A free six-question quiz for high-school families: grade, college list, testing, essays and financial aid. Get a starting point and concrete next steps.',
	})
