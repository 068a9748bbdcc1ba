import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { Link } from 'react-router'
import { FormMessage, inputClass } from '#app/components/form-controls'
import { PageHero } from '#app/components/marketing'
import { Button, buttonVariants } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { Select } from '#app/components/ui/select'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#app/components/ui/table'
import {
	buildExport,
	calculateGpa,
	canCalculateNeeded,
	CREDIT_LIMITS,
	type Course,
	DEFAULT_COURSES,
	emptyCourse,
	exportFileName,
	GPA_LIMITS,
	type Grade,
	GRADES,
	gpaBand,
	neededGpa,
	parseExport,
	parseNumber,
	type Weight,
	WEIGHT_LABELS,
} from '#app/features/gpa/gpa'
import { pageMeta } from '#app/features/seo/site-meta'
import { cn } from '#app/lib/cn'
import type { Route } from './+types/tools.gpa-calculator'
import { SaveGpaButton } from '#app/components/save-gpa-button'

// /tools/gpa-calculator (spec §4, §5, §9): recalculates on every change; the
// goal result appears only after "Calculate Needed GPA"; export is a JSON file
// made in the browser. Beyond the spec: the state survives a reload, a
// previous export can be imported, and the page prints cleanly.

const STORAGE_KEY = 'northstar:gpa-calculator'

interface SavedState {
	courses: Course[]
	cumulativeGpa: string
	previousCredits: string
	target: string
}

let nextId = 0
const newId = () => `course-${Date.now().toString(36)}-${nextId++}`

export default function GpaCalculatorRoute() {
	const [courses, setCourses] = useState<Course[]>(DEFAULT_COURSES)
	const [cumulativeGpa, setCumulativeGpa] = useState('')
	const [previousCredits, setPreviousCredits] = useState('')
	const [target, setTarget] = useState('')
	const [neededShown, setNeededShown] = useState(false)
	const [importError, setImportError] = useState<string | null>(null)
	const restored = useRef(false)
	const fileInput = useRef<HTMLInputElement>(null)
	const ids = useId()
	// After Add course or Delete, focus goes to the new row's name box, or to the row that took the
	// removed one's place, instead of falling back to the top of the page.
	const focusCourse = useRef<string | null>(null)
	const nameInputId = (courseId: string) => `${ids}-${courseId}-name`
	useEffect(() => {
		if (!focusCourse.current) return
		document.getElementById(nameInputId(focusCourse.current))?.focus()
		focusCourse.current = null
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [courses])

	// Restore after hydration, so the server's HTML and the first render agree.
	useEffect(() => {
		try {
			const saved = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null') as SavedState | null
			if (saved && Array.isArray(saved.courses) && saved.courses.length > 0) {
				setCourses(saved.courses)
				setCumulativeGpa(saved.cumulativeGpa ?? '')
				setPreviousCredits(saved.previousCredits ?? '')
				setTarget(saved.target ?? '')
			}
		} catch {
			// A damaged saved state is ignored; the defaults stay.
		}
		restored.current = true
	}, [])

	useEffect(() => {
		if (!restored.current) return
		const state: SavedState = { courses, cumulativeGpa, previousCredits, target }
		window.localStorage.setItem(STORAGE_KEY, JSON.stringify(state))
	}, [courses, cumulativeGpa, previousCredits, target])

	const previous = { cumulativeGpa: parseNumber(cumulativeGpa), previousCredits: parseNumber(previousCredits) }
	const result = useMemo(
		() => calculateGpa(courses, previous),
		// eslint-disable-next-line react-hooks/exhaustive-deps
		[courses, cumulativeGpa, previousCredits],
	)
	const needed =
		neededShown && previous.cumulativeGpa !== null && previous.previousCredits !== null && parseNumber(target) !== null
			? neededGpa({
					target: parseNumber(target)!,
					cumulativeGpa: previous.cumulativeGpa,
					previousCredits: previous.previousCredits,
					termCredits: result.termCredits,
				})
			: null

	function addCourse() {
		const course = emptyCourse(newId())
		focusCourse.current = course.id
		setCourses((list) => [...list, course])
	}

	function removeCourse(index: number) {
		const rest = courses.filter((_, position) => position !== index)
		focusCourse.current = rest[Math.min(index, rest.length - 1)]?.id ?? null
		setCourses(rest)
	}

	function updateCourse(id: string, patch: Partial<Course>) {
		setCourses((list) => list.map((course) => (course.id === id ? { ...course, ...patch } : course)))
	}

	function changeGoalInput(setter: (value: string) => void) {
		return (event: React.ChangeEvent<HTMLInputElement>) => {
			setter(event.target.value)
			setNeededShown(false)
		}
	}

	function reset() {
		setCourses([emptyCourse(newId())])
		setCumulativeGpa('')
		setPreviousCredits('')
		setTarget('')
		setNeededShown(false)
		setImportError(null)
	}

	function exportJson() {
		const now = new Date()
		const blob = new Blob([JSON.stringify(buildExport(courses, previous, now), null, 2)], { type: 'application/json' })
		const url = URL.createObjectURL(blob)
		const link = document.createElement('a')
		link.href = url
		link.download = exportFileName(now)
		link.click()
		URL.revokeObjectURL(url)
	}

	async function importJson(file: File) {
		const parsed = parseExport(await file.text())
		if (!parsed) {
			setImportError('That file is not a GPA calculation exported from this page.')
			return
		}
		setImportError(null)
		setCourses(parsed.courses.map((course) => ({ ...course, id: newId() })))
		setCumulativeGpa(parsed.cumulativeGpa?.toString() ?? '')
		setPreviousCredits(parsed.previousCredits?.toString() ?? '')
		setNeededShown(false)
	}

	const canCalculate = canCalculateNeeded({ target, cumulativeGpa, previousCredits })

	return (
		<>
			<PageHero
				eyebrow="Free tool"
				title="GPA Calculator"
				description="Weighted and unweighted GPA from this term's courses, with your cumulative GPA if you have one, and the GPA you need to reach a goal."
			/>
			<div className="mx-auto grid max-w-5xl gap-8 px-4 pb-16 lg:grid-cols-[1fr_20rem]">
				<section aria-labelledby={`${ids}-courses`} className="flex flex-col gap-4">
					<h2 id={`${ids}-courses`} className="text-xl font-semibold">
						This term’s courses
					</h2>
					<Table containerClassName="rounded-xl border bg-background" labelledBy={`${ids}-courses`} className="min-w-[36rem]">
						<TableHeader>
							<TableRow className="border-b text-left">
								<TableHead scope="col" className="p-3 font-medium">Course</TableHead>
								<TableHead scope="col" className="p-3 font-medium">Credits</TableHead>
								<TableHead scope="col" className="p-3 font-medium">Grade</TableHead>
								<TableHead scope="col" className="p-3 font-medium">Level</TableHead>
								<TableHead scope="col" className="p-3"><span className="sr-only">Remove</span></TableHead>
							</TableRow>
						</TableHeader>
						<TableBody>
							{courses.map((course, index) => (
								<TableRow key={course.id} className="border-b last:border-0" data-testid="course-row">
									<TableCell className="p-2">
										<input
											id={nameInputId(course.id)}
											aria-label={`Course ${index + 1} name`}
											value={course.name}
											placeholder="Course name"
											maxLength={80}
											onChange={(event) => updateCourse(course.id, { name: event.target.value })}
											className={inputClass({ height: 'h-9' })}
										/>
									</TableCell>
									<TableCell className="p-2">
										<input
											aria-label={`Course ${index + 1} credits`}
											type="number"
											inputMode="decimal"
											min={CREDIT_LIMITS.min}
											max={CREDIT_LIMITS.max}
											step={CREDIT_LIMITS.step}
											value={course.credits ?? ''}
											onChange={(event) => {
												const credits = parseNumber(event.target.value)
												updateCourse(course.id, {
													credits: credits === null ? null : Math.min(CREDIT_LIMITS.max, Math.max(CREDIT_LIMITS.min, credits)),
												})
											}}
											className={inputClass({ height: 'h-9', width: 'w-24' })}
										/>
									</TableCell>
									<TableCell className="p-2">
										<Select
											aria-label={`Course ${index + 1} grade`}
											value={course.grade}
											onChange={(event) => updateCourse(course.id, { grade: event.target.value as Grade | '' })}
											box={{ height: 'h-9', width: 'w-24' }}
										>
											<option value="">—</option>
											{GRADES.map((grade) => (
												<option key={grade} value={grade}>
													{grade}
												</option>
											))}
										</Select>
									</TableCell>
									<TableCell className="p-2">
										<Select
											aria-label={`Course ${index + 1} level`}
											value={course.weight}
											onChange={(event) => updateCourse(course.id, { weight: event.target.value as Weight })}
											box={{ height: 'h-9', width: 'w-28' }}
										>
											{(Object.keys(WEIGHT_LABELS) as Weight[]).map((weight) => (
												<option key={weight} value={weight}>
													{WEIGHT_LABELS[weight]}
												</option>
											))}
										</Select>
									</TableCell>
									<TableCell className="p-2 text-right">
										<Button
											variant="ghost"
											size="sm"
											aria-label={`Remove course ${index + 1}`}
											disabled={courses.length === 1}
											onClick={() => removeCourse(index)}
										>
											Delete
										</Button>
									</TableCell>
								</TableRow>
							))}
						</TableBody>
					</Table>
					<div className="flex flex-wrap gap-2 print:hidden">
						<Button variant="outline" onClick={addCourse}>
							Add course
						</Button>
						<Button variant="ghost" onClick={reset}>
							Reset
						</Button>
						<Button variant="ghost" onClick={exportJson}>
							Export
						</Button>
						<SaveGpaButton courses={courses} cumulativeGpa={previous.cumulativeGpa} previousCredits={previous.previousCredits} />
						<Button variant="ghost" onClick={() => fileInput.current?.click()}>
							Import
						</Button>
						<input
							ref={fileInput}
							type="file"
							accept="application/json,.json"
							className="sr-only"
							aria-label="Import a GPA calculation"
							tabIndex={-1}
							onChange={(event) => {
								const file = event.target.files?.[0]
								if (file) void importJson(file)
								event.target.value = ''
							}}
						/>
						<Button variant="ghost" onClick={() => window.print()}>
							Print
						</Button>
					</div>
					{importError ? <FormMessage>{importError}</FormMessage> : null}

					<h2 className="mt-4 text-xl font-semibold">Earlier terms (optional)</h2>
					<p className="text-sm text-muted-foreground">Both are needed to include earlier terms in your overall GPA.</p>
					<div className="grid gap-4 sm:grid-cols-2">
						<NumberField id={`${ids}-cumulative`} label="Cumulative GPA so far" value={cumulativeGpa} onChange={changeGoalInput(setCumulativeGpa)} min={GPA_LIMITS.min} max={GPA_LIMITS.max} step={GPA_LIMITS.step} />
						<NumberField id={`${ids}-previous`} label="Credits completed so far" value={previousCredits} onChange={changeGoalInput(setPreviousCredits)} min={0} step={CREDIT_LIMITS.step} />
					</div>

					<h2 className="mt-4 text-xl font-semibold">Set a goal</h2>
					<div className="flex flex-wrap items-end gap-3">
						<NumberField id={`${ids}-target`} label="Target GPA" value={target} onChange={changeGoalInput(setTarget)} min={GPA_LIMITS.min} max={GPA_LIMITS.max} step={GPA_LIMITS.step} />
						<Button variant="brand" disabled={!canCalculate} onClick={() => setNeededShown(true)}>
							Calculate Needed GPA
						</Button>
					</div>
					{needed ? (
						<div role="status" className={cn('rounded-xl border p-4', needed.achievable ? 'bg-background' : 'border-destructive/40 bg-destructive/5')} data-testid="needed-gpa">
							<p className={cn('text-lg font-semibold', !needed.achievable && 'text-destructive')}>
								You need a {needed.needed.toFixed(2)} GPA over this term’s {needed.remainingCredits} credits.
							</p>
							{!needed.achievable ? <p className="text-destructive">This target may not be achievable with standard grading</p> : null}
						</div>
					) : null}
				</section>

				<aside aria-label="Your GPA" className={cardVariants({ padding: 'md', className: 'flex h-fit flex-col gap-4 lg:sticky lg:top-20' })} aria-live="polite">
					<GpaFigure label="Unweighted GPA" value={result.unweightedGPA} testId="unweighted-gpa" />
					<GpaFigure label="Weighted GPA" value={result.weightedGPA} testId="weighted-gpa" />
					<p className="text-sm text-muted-foreground">
						{result.termCredits} credit{result.termCredits === 1 ? '' : 's'} counted this term
						{result.includesPrevious ? ', with your earlier terms included' : ''}.
					</p>
					<p className="text-xs text-muted-foreground">
						A+ and A count 4.0; honors adds 0.5 and AP/IB adds 1.0 in the weighted GPA only. A course counts when it has a grade and more than 0 credits.
					</p>
					<Link to="/signup?source=gpa-calculator" className={cn(buttonVariants({ variant: 'outline' }), 'print:hidden')}>
						Track grades in a plan
					</Link>
				</aside>
			</div>
		</>
	)
}

function NumberField({
	id,
	label,
	value,
	onChange,
	min,
	max,
	step,
}: {
	id: string
	label: string
	value: string
	onChange: (event: React.ChangeEvent<HTMLInputElement>) => void
	min: number
	max?: number
	step: number
}) {
	return (
		<div className="flex flex-col gap-1.5">
			<label htmlFor={id} className="text-sm font-medium">
				{label}
			</label>
			<input id={id} type="number" inputMode="decimal" min={min} max={max} step={step} value={value} onChange={onChange} className={inputClass({ width: 'w-40' })} />
		</div>
	)
}

function GpaFigure({ label, value, testId }: { label: string; value: number | null; testId: string }) {
	return (
		<div>
			<p className="text-sm text-muted-foreground">{label}</p>
			<p className="text-4xl font-bold tabular-nums" data-testid={testId}>
				{value === null ? '—' : value.toFixed(2)}
			</p>
			{value !== null ? <p className="text-sm font-medium text-brand" data-testid={`${testId}-band`}>{gpaBand(value)}</p> : null}
		</div>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'GPA Calculator — weighted and unweighted',
		description: 'A free high-school GPA calculator: weighted and unweighted GPA, cumulative GPA, and the GPA you need to reach a goal.',
	})
