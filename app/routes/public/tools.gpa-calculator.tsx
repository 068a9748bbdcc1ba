import { FormMessage } from '#app/components/form-controls'
import { CourseTable } from '#app/components/gpa-calculator/course-table'
import { GpaSummary, NeededGpaResult } from '#app/components/gpa-calculator/gpa-summary'
import { NumberField } from '#app/components/gpa-calculator/number-field'
import { useGpaCalculator } from '#app/components/gpa-calculator/use-gpa-calculator'
import { PageHero } from '#app/components/marketing'
import { SaveGpaButton } from '#app/components/save-gpa-button'
import { Button } from '#app/components/ui/button'
import { CREDIT_LIMITS, GPA_LIMITS, readGpaForm } from '#app/features/gpa/gpa'
import { cn } from '#app/lib/cn'
import { pageMeta } from '#app/features/seo/site-meta'
import type { Route } from './+types/tools.gpa-calculator'

// /tools/gpa-calculator (spec §4, §5, §9): recalculates on every change; the
// goal result appears only after "Calculate Needed GPA"; export is a JSON file
// made in the browser. Beyond the spec: the state survives a reload, a
// previous export can be imported, and the page prints cleanly. The state and
// its handlers are useGpaCalculator; the pieces are components/gpa-calculator.
// Before its script runs (or without one) the calculator is a GET form to this
// page: the loader reads the fields back (readGpaForm) and the page renders the
// same figures, so Add course, Delete, Reset, Calculate Needed GPA and Enter in
// a box all answer. GET, not an action: the answer is a pure function of the
// fields (nothing is written), so the URL can be reloaded, shared and bookmarked,
// Back works, and a plain visit stays cacheable. Export, Import, Print and Save
// need the script, so they are invisible (their place kept) until it runs.

export function loader({ request }: Route.LoaderArgs) {
	return { sent: readGpaForm(new URL(request.url).searchParams) }
}

export default function GpaCalculatorRoute({ loaderData }: Route.ComponentProps) {
	const gpa = useGpaCalculator(loaderData.sent)
	return (
		<>
			<PageHero
				eyebrow="Free tool"
				title="GPA Calculator"
				description="Weighted and unweighted GPA from this term's courses, with your cumulative GPA if you have one, and the GPA you need to reach a goal."
			/>
			{/* With the script, every change recalculates at once and the buttons act in place; the form is never sent. */}
			<form method="get" action="/tools/gpa-calculator" onSubmit={(event) => event.preventDefault()} className="mx-auto grid max-w-5xl gap-8 px-4 pb-16 lg:grid-cols-[1fr_20rem]">
				{/* The default button, first in the form, so Enter in a box recalculates (never "Delete" on row 1). */}
				<button type="submit" name="do" value="update" className="sr-only" tabIndex={-1} aria-hidden="true">
					Update
				</button>
				<section aria-labelledby={`${gpa.ids}-courses`} className="flex flex-col gap-4">
					<h2 id={`${gpa.ids}-courses`} className="text-xl font-semibold">
						This term’s courses
					</h2>
					<CourseTable
						courses={gpa.courses}
						labelledBy={`${gpa.ids}-courses`}
						nameInputId={gpa.nameInputId}
						updateCourse={gpa.updateCourse}
						removeCourse={gpa.removeCourse}
					/>
					<div className="flex flex-wrap gap-2 print:hidden">
						<Button type="submit" name="do" value="add" variant="outline" onClick={withScript(gpa.addCourse)}>
							Add course
						</Button>
						<Button type="submit" name="do" value="reset" variant="ghost" onClick={withScript(gpa.reset)}>
							Reset
						</Button>
						<noscript>
							<Button type="submit" name="do" value="update" variant="outline">
								Update GPA
							</Button>
						</noscript>
						<div className={cn('contents', !gpa.hydrated && 'invisible')}>
							<Button type="button" variant="ghost" onClick={gpa.exportJson}>
								Export
							</Button>
							<SaveGpaButton courses={gpa.courses} cumulativeGpa={gpa.previous.cumulativeGpa} previousCredits={gpa.previous.previousCredits} />
							<Button type="button" variant="ghost" onClick={() => gpa.fileInput.current?.click()}>
								Import
							</Button>
							<input
								ref={gpa.fileInput}
								type="file"
								accept="application/json,.json"
								className="sr-only"
								aria-label="Import a GPA calculation"
								tabIndex={-1}
								onChange={(event) => {
									const file = event.target.files?.[0]
									if (file) void gpa.importJson(file)
									event.target.value = ''
								}}
							/>
							<Button type="button" variant="ghost" onClick={() => window.print()}>
								Print
							</Button>
						</div>
					</div>
					{gpa.importError ? <FormMessage>{gpa.importError}</FormMessage> : null}

					<h2 className="mt-4 text-xl font-semibold">Earlier terms (optional)</h2>
					<p className="text-sm text-muted-foreground">Both are needed to include earlier terms in your overall GPA.</p>
					<div className="grid gap-4 sm:grid-cols-2">
						<NumberField
							id={`${gpa.ids}-cumulative`}
							name="cumulative"
							label="Cumulative GPA so far"
							value={gpa.cumulativeGpa}
							onChange={gpa.changeCumulativeGpa}
							min={GPA_LIMITS.min}
							max={GPA_LIMITS.max}
							step={GPA_LIMITS.step}
						/>
						<NumberField
							id={`${gpa.ids}-previous`}
							name="previous"
							label="Credits completed so far"
							value={gpa.previousCredits}
							onChange={gpa.changePreviousCredits}
							min={0}
							step={CREDIT_LIMITS.step}
						/>
					</div>

					<h2 className="mt-4 text-xl font-semibold">Set a goal</h2>
					<div className="flex flex-wrap items-end gap-3">
						<NumberField id={`${gpa.ids}-target`} name="target" label="Target GPA" value={gpa.target} onChange={gpa.changeTarget} min={GPA_LIMITS.min} max={GPA_LIMITS.max} step={GPA_LIMITS.step} />
						{/* spec §5: disabled until all three are filled; before the script it stays enabled, and the page says what is missing. */}
						<Button type="submit" name="do" value="needed" variant="brand" disabled={gpa.hydrated && !gpa.canCalculate} onClick={withScript(gpa.showNeeded)}>
							Calculate Needed GPA
						</Button>
					</div>
					{gpa.needed ? <NeededGpaResult needed={gpa.needed} /> : null}
					{gpa.neededShown && !gpa.canCalculate ? <FormMessage>Fill in the target GPA, your cumulative GPA and your credits so far to calculate the GPA you need.</FormMessage> : null}
				</section>

				<GpaSummary result={gpa.result} />
			</form>
		</>
	)
}

/** A submit button's click, once the script runs: done in place, the form not sent. */
function withScript(act: () => void) {
	return (event: React.MouseEvent) => {
		event.preventDefault()
		act()
	}
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'GPA Calculator — weighted and unweighted',
		description: 'A free high-school GPA calculator: weighted and unweighted GPA, cumulative GPA, and the GPA you need to reach a goal.',
	})
