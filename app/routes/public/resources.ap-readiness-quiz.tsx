import { Form, Link, useLocation } from 'react-router'
import { FormMessage } from '#app/components/form-controls'
import { ErrorList } from '#app/components/forms'
import { Checklist, CtaBand, PageHero, Section, RelatedTools, textLinkClass } from '#app/components/marketing'
import { Button, buttonVariants } from '#app/components/ui/button'
import { Card, cardVariants } from '#app/components/ui/card'
import { scoreQuiz } from '#app/features/resources/ap-readiness-quiz'
import { pageMeta } from '#app/features/seo/site-meta'
import { apReadinessContent as content, apReadinessQuestions as questions } from '../../../content/resources/ap-readiness-quiz'
import type { Route } from './+types/resources.ap-readiness-quiz'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: content.meta.title, description: content.meta.description })

export function loader({ request }: Route.LoaderArgs) {
	return scoreQuiz(questions, new URL(request.url).searchParams)
}


export default function ApReadinessQuizPage({ loaderData: result }: Route.ComponentProps) {
	const { search } = useLocation()
	const answers = result.status === 'empty' ? {} : result.answers
	const missing = result.status === 'incomplete' ? result.missing : []
	return (
		<>
			<PageHero eyebrow={content.hero.eyebrow} title={content.hero.title} description={content.hero.description} />

			{result.status === 'scored' ? (
				<Section id="result" title={`Your result: ${content.results[result.recommendation].title}`}>
					<Card tone="brand" padding="md" role="status">
						<p className="text-lg">{content.results[result.recommendation].text}</p>
						<p className="mt-1 text-sm text-muted-foreground">
							You scored {result.points} of {result.max} ({result.percent}%).
						</p>
					</Card>
					{result.flags.length ? (
						<>
							<h3 className="mt-6 font-semibold">Worth a closer look</h3>
							<ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
								{result.flags.map((flag) => (
									<li key={flag}>{content.results.flags[flag]}</li>
								))}
							</ul>
						</>
					) : null}
					<h3 className="mt-6 font-semibold">Next steps</h3>
					<div className="mt-2">
						<Checklist items={[...content.results[result.recommendation].steps]} />
					</div>
					<p className="mt-6">
						<Link to={content.results.guideLink.href} className={textLinkClass}>
							{content.results.guideLink.label}
						</Link>
					</p>
					<p className="mt-4">
						<Link to="/resources/ap-readiness-quiz#quiz" className={buttonVariants({ variant: 'outline' })}>
							{content.results.retake}
						</Link>
					</p>
				</Section>
			) : null}

			<Section id="quiz" title={content.form.title} muted={result.status === 'scored'}>
				<Form method="get" action="#result" key={search} className="flex flex-col gap-6" noValidate>
					{missing.length ? <FormMessage>{content.form.missing}</FormMessage> : null}
					<ol className="flex flex-col gap-6">
						{questions.map((question, index) => {
							const isMissing = missing.includes(question.id)
							const errorId = `${question.id}-error`
							return (
								<li key={question.id}>
									<fieldset
										className={cardVariants({ padding: 'md', className: isMissing ? 'border-destructive' : undefined })}
										aria-describedby={isMissing ? errorId : undefined}
									>
										<legend className="px-1 font-semibold">
											{index + 1}. {question.question}
										</legend>
										<div className="mt-3 flex flex-col gap-2">
											{question.options.map((option) => (
												<label key={option.value} className="flex min-h-11 items-center gap-3 rounded-md px-2 hover:bg-muted">
													<input
														type="radio"
														name={question.id}
														value={option.value}
														defaultChecked={answers[question.id] === option.value}
														className="size-4 shrink-0"
													/>
													<span>{option.label}</span>
												</label>
											))}
										</div>
										<ErrorList id={errorId} errors={isMissing ? ['Choose an answer.'] : undefined} />
									</fieldset>
								</li>
							)
						})}
					</ol>
					<Button type="submit" size="lg" className="self-start">
						{content.form.submit}
					</Button>
				</Form>
				<p className="mt-6 text-sm text-muted-foreground">
					This quiz is a conversation starter, not a placement test. For course details, see the{' '}
					<Link to="/resources/ap-guide" className={textLinkClass}>
						AP guide
					</Link>{' '}
					and talk with your counselor.
				</p>
			</Section>

			<RelatedTools items={content.related} />

			<CtaBand title={content.cta.title} text={content.cta.text} href="/signup?source=resources-ap-readiness-quiz" label={content.cta.label} />
		</>
	)
}
