import { FormMessage } from '#app/components/form-controls'
import { CourseTable } from '#app/components/gpa-calculator/course-table'
import { GpaSummary, NeededGpaResult } from '#app/components/gpa-calculator/gpa-summary'
import { NumberField } from '#app/components/gpa-calculator/number-field'
import { useGpaCalculator } from '#app/components/gpa-calculator/use-gpa-calculator'
import { PageHero } from '#app/components/marketing'
import { SaveGpaButton } from '#app/components/save-gpa-button'
import { Button } from '#app/components/ui/button'
import { CREDIT_LIMITS, GPA_LIMITS } from '#app/features/gpa/gpa'
import { pageMeta } from '#app/features/seo/site-meta'
import type { Route } from './+types/tools.gpa-calculator'

// /tools/gpa-calculator (spec §4, §5, §9): recalculates on every change; the
// goal result appears only after "Calculate Needed GPA"; export is a JSON file
// made in the browser. Beyond the spec: the state survives a reload, a
// previous export can be imported, and the page prints cleanly. The state and
// its handlers are useGpaCalculator; the pieces are components/gpa-calculator.

export default function GpaCalculatorRoute() {
	const gpa = useGpaCalculator()
	return (
		<>
			<PageHero
				eyebrow="Free tool"
				title="GPA Calculator"
				description="Weighted and unweighted GPA from this term's courses, with your cumulative GPA if you have one, and the GPA you need to reach a goal."
			/>
			<div className="mx-auto grid max-w-5xl gap-8 px-4 pb-16 lg:grid-cols-[1fr_20rem]">
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
						<Button variant="outline" onClick={gpa.addCourse}>
							Add course
						</Button>
						<Button variant="ghost" onClick={gpa.reset}>
							Reset
						</Button>
						<Button variant="ghost" onClick={gpa.exportJson}>
							Export
						</Button>
						<SaveGpaButton courses={gpa.courses} cumulativeGpa={gpa.previous.cumulativeGpa} previousCredits={gpa.previous.previousCredits} />
						<Button variant="ghost" onClick={() => gpa.fileInput.current?.click()}>
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
						<Button variant="ghost" onClick={() => window.print()}>
							Print
						</Button>
					</div>
					{gpa.importError ? <FormMessage>{gpa.importError}</FormMessage> : null}

					<h2 className="mt-4 text-xl font-semibold">Earlier terms (optional)</h2>
					<p className="text-sm text-muted-foreground">Both are needed to include earlier terms in your overall GPA.</p>
					<div className="grid gap-4 sm:grid-cols-2">
						<NumberField id={`${gpa.ids}-cumulative`} label="Cumulative GPA so far" value={gpa.cumulativeGpa} onChange={gpa.changeCumulativeGpa} min={GPA_LIMITS.min} max={GPA_LIMITS.max} step={GPA_LIMITS.step} />
						<NumberField id={`${gpa.ids}-previous`} label="Credits completed so far" value={gpa.previousCredits} onChange={gpa.changePreviousCredits} min={0} step={CREDIT_LIMITS.step} />
					</div>

					<h2 className="mt-4 text-xl font-semibold">Set a goal</h2>
					<div className="flex flex-wrap items-end gap-3">
						<NumberField id={`${gpa.ids}-target`} label="Target GPA" value={gpa.target} onChange={gpa.changeTarget} min={GPA_LIMITS.min} max={GPA_LIMITS.max} step={GPA_LIMITS.step} />
						<Button variant="brand" disabled={!gpa.canCalculate} onClick={gpa.showNeeded}>
							Calculate Needed GPA
						</Button>
					</div>
					{gpa.needed ? <NeededGpaResult needed={gpa.needed} /> : null}
				</section>

				<GpaSummary result={gpa.result} />
			</div>
		</>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'GPA Calculator — weighted and unweighted',
		description: 'A free high-school GPA calculator: weighted and unweighted GPA, cumulative GPA, and the GPA you need to reach a goal.',
	})
