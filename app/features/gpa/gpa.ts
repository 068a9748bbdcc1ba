import { isJsonObject, readStoredJson } from '#app/lib/stored-json'

// The GPA calculator's arithmetic (spec §4, §5, §9 and DECISIONS.md), pure so
// every constant and branch is pinned by tests.

export const GRADE_POINTS = {
	'A+': 4.0,
	A: 4.0,
	'A-': 3.7,
	'B+': 3.3,
	B: 3.0,
	'B-': 2.7,
	'C+': 2.3,
	C: 2.0,
	'C-': 1.7,
	'D+': 1.3,
	D: 1.0,
	'D-': 0.7,
	F: 0,
} as const
export type Grade = keyof typeof GRADE_POINTS
export const GRADES = Object.keys(GRADE_POINTS) as Grade[]

/** Added only in the weighted GPA. */
export const WEIGHT_BONUS = { regular: 0, honors: 0.5, ap: 1.0 } as const
export type Weight = keyof typeof WEIGHT_BONUS
export const WEIGHT_LABELS: Record<Weight, string> = { regular: 'Regular', honors: 'Honors', ap: 'AP/IB' }

export const CREDIT_LIMITS = { min: 0, max: 10, step: 0.5 } as const
export const GPA_LIMITS = { min: 0, max: 4, step: 0.01 } as const

export interface Course {
	id: string
	name: string
	credits: number | null
	grade: Grade | ''
	weight: Weight
}

export const DEFAULT_COURSES: Course[] = [
	{ id: 'english', name: 'English', credits: 1, grade: 'A', weight: 'regular' },
	{ id: 'math', name: 'Math', credits: 1, grade: 'B+', weight: 'regular' },
	{ id: 'science', name: 'Science', credits: 1, grade: 'A-', weight: 'honors' },
	{ id: 'history', name: 'History', credits: 1, grade: 'B', weight: 'regular' },
]

/** What Reset leaves: one empty course (grade A, 1 credit, regular). */
export function emptyCourse(id: string): Course {
	return { id, name: '', credits: 1, grade: 'A', weight: 'regular' }
}

export function round2(value: number): number {
	return Math.round((value + Number.EPSILON) * 100) / 100
}

/** A course counts only with a grade and more than 0 credits. */
export function countsTowardGpa(course: Course): course is Course & { grade: Grade; credits: number } {
	return course.grade !== '' && typeof course.credits === 'number' && Number.isFinite(course.credits) && course.credits > 0
}

/** A number typed into a field, or null when it is empty or not a number. */
export function parseNumber(value: string | number | null | undefined): number | null {
	if (value === null || value === undefined) return null
	if (typeof value === 'number') return Number.isFinite(value) ? value : null
	if (value.trim() === '') return null
	const parsed = Number(value)
	return Number.isFinite(parsed) ? parsed : null
}

export interface GpaResult {
	/** This term's courses only. */
	termUnweighted: number | null
	termWeighted: number | null
	/** Credits of the counted courses this term. */
	termCredits: number
	/** With the previous GPA and credits when both are entered (DECISIONS.md), else the term's. */
	unweightedGPA: number | null
	weightedGPA: number | null
	includesPrevious: boolean
}

export function calculateGpa(
	courses: Course[],
	{ cumulativeGpa, previousCredits }: { cumulativeGpa: number | null; previousCredits: number | null },
): GpaResult {
	const counted = courses.filter(countsTowardGpa)
	const termCredits = counted.reduce((sum, course) => sum + course.credits, 0)
	const unweightedPoints = counted.reduce((sum, course) => sum + GRADE_POINTS[course.grade] * course.credits, 0)
	const weightedPoints = counted.reduce(
		(sum, course) => sum + (GRADE_POINTS[course.grade] + WEIGHT_BONUS[course.weight]) * course.credits,
		0,
	)
	const termUnweighted = termCredits > 0 ? round2(unweightedPoints / termCredits) : null
	const termWeighted = termCredits > 0 ? round2(weightedPoints / termCredits) : null

	// Included only when both are entered and numeric (spec §5).
	const includesPrevious = cumulativeGpa !== null && previousCredits !== null && previousCredits > 0
	if (!includesPrevious) {
		return { termUnweighted, termWeighted, termCredits, unweightedGPA: termUnweighted, weightedGPA: termWeighted, includesPrevious }
	}
	const totalCredits = previousCredits + termCredits
	const previousPoints = cumulativeGpa * previousCredits
	return {
		termUnweighted,
		termWeighted,
		termCredits,
		unweightedGPA: round2((previousPoints + unweightedPoints) / totalCredits),
		weightedGPA: round2((previousPoints + weightedPoints) / totalCredits),
		includesPrevious,
	}
}

export type GpaBand = 'Excellent' | 'Good' | 'Average' | 'Needs Improvement'

export function gpaBand(gpa: number): GpaBand {
	if (gpa >= 3.7) return 'Excellent'
	if (gpa >= 3.0) return 'Good'
	if (gpa >= 2.0) return 'Average'
	return 'Needs Improvement'
}

export interface NeededGpa {
	needed: number
	remainingCredits: number
	achievable: boolean
}

/**
 * Needed GPA = (target × total credits − cumulative GPA × previous credits) ÷
 * (total credits − previous credits), where total = previous credits + this
 * term's counted credits (DECISIONS.md). Null (hidden) when nothing remains.
 */
export function neededGpa({
	target,
	cumulativeGpa,
	previousCredits,
	termCredits,
}: {
	target: number
	cumulativeGpa: number
	previousCredits: number
	termCredits: number
}): NeededGpa | null {
	const totalCredits = previousCredits + termCredits
	const remainingCredits = totalCredits - previousCredits
	if (remainingCredits <= 0) return null
	const needed = round2((target * totalCredits - cumulativeGpa * previousCredits) / remainingCredits)
	return { needed, remainingCredits, achievable: needed <= 4 }
}

/** spec §5: Calculate Needed GPA is enabled only when target, cumulative GPA and previous credits are filled. */
export function canCalculateNeeded(fields: { target: string; cumulativeGpa: string; previousCredits: string }): boolean {
	return [fields.target, fields.cumulativeGpa, fields.previousCredits].every((value) => parseNumber(value) !== null)
}

export interface GpaExport {
	courses: Course[]
	unweightedGPA: number | null
	weightedGPA: number | null
	totalCredits: number
	cumulativeGPA: number | null
	previousCredits: number | null
	calculatedOn: string
}

export function buildExport(
	courses: Course[],
	inputs: { cumulativeGpa: number | null; previousCredits: number | null },
	now: Date,
): GpaExport {
	const result = calculateGpa(courses, inputs)
	return {
		courses,
		unweightedGPA: result.unweightedGPA,
		weightedGPA: result.weightedGPA,
		// DECISIONS.md: the export's totalCredits is this term's counted credits.
		totalCredits: result.termCredits,
		cumulativeGPA: inputs.cumulativeGpa,
		previousCredits: inputs.previousCredits,
		calculatedOn: now.toISOString(),
	}
}

export function exportFileName(now: Date): string {
	return `gpa-calculation-${now.toISOString().slice(0, 10)}.json`
}

/** Reads a previous export back (import), refusing anything that is not one. */
export function parseExport(text: string): { courses: Course[]; cumulativeGpa: number | null; previousCredits: number | null } | null {
	const data = readStoredJson(text)
	if (!isJsonObject(data)) return null
	const courses = readCourses(data.courses, 'imported', MAX_COURSES)
	if (!courses) return null
	const cumulativeGpa = readNumber(data.cumulativeGPA)
	const previousCredits = readNumber(data.previousCredits)
	return { courses, cumulativeGpa, previousCredits }
}

/** The calculator as the browser keeps it between visits (localStorage): the courses, and the boxes as typed. */
export interface SavedGpaState {
	courses: Course[]
	cumulativeGpa: string
	previousCredits: string
	target: string
}

/**
 * Reads the kept state back. Anything that is not one (a course that is not
 * an object, no courses at all) gives null and the defaults stay: a damaged
 * entry must not break the page. No upper bound: Add course has none, and a
 * long list refused here would be overwritten by the defaults.
 */
export function parseSavedGpaState(raw: string | null): SavedGpaState | null {
	const data = readStoredJson(raw)
	if (!isJsonObject(data)) return null
	const courses = readCourses(data.courses, 'saved', Number.POSITIVE_INFINITY)
	if (!courses) return null
	const text = (value: unknown) => (typeof value === 'string' ? value : '')
	return { courses, cumulativeGpa: text(data.cumulativeGpa), previousCredits: text(data.previousCredits), target: text(data.target) }
}

/** 1 to `max` courses, each an object; junk in a course's fields reads as empty, as in the boxes. Null otherwise. */
function readCourses(value: unknown, idPrefix: string, max: number): Course[] | null {
	if (!Array.isArray(value) || value.length === 0 || value.length > max || !value.every(isJsonObject)) return null
	return value.map((course, index) => readCourse(`${idPrefix}-${index}`, course))
}

/** One course from its fields as a form, a file or the browser's storage gives them: junk reads as empty, credits are kept within CREDIT_LIMITS. */
function readCourse(id: string, fields: { name?: unknown; credits?: unknown; grade?: unknown; weight?: unknown }): Course {
	const credits = readNumber(fields.credits)
	return {
		id,
		name: typeof fields.name === 'string' ? fields.name.slice(0, 80) : '',
		credits: credits === null ? null : Math.min(CREDIT_LIMITS.max, Math.max(CREDIT_LIMITS.min, credits)),
		grade: GRADES.includes(fields.grade as Grade) ? (fields.grade as Grade) : '',
		weight: typeof fields.weight === 'string' && Object.hasOwn(WEIGHT_BONUS, fields.weight) ? (fields.weight as Weight) : 'regular',
	}
}

const readNumber = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? parseNumber(value) : null)

/** The calculator's fields as typed (strings, as the boxes hold them), and whether the needed GPA was asked for. */
export interface GpaFormState {
	courses: Course[]
	cumulativeGpa: string
	previousCredits: string
	target: string
	neededShown: boolean
}

export const MAX_COURSES = 50

/**
 * The calculator as a plain GET form (Speed #5: it answers before its script
 * runs): the fields of /tools/gpa-calculator?… read back, with the button that
 * sent them (`do`: add, remove-N, reset, needed) applied. Null when the query
 * holds none of its fields. Lenient like the boxes: junk reads as empty, credits
 * are kept within CREDIT_LIMITS, at most MAX_COURSES rows.
 */
export function readGpaForm(params: URLSearchParams): GpaFormState | null {
	const fields = ['name', 'credits', 'grade', 'weight', 'cumulative', 'previous', 'target', 'do']
	if (!fields.some((field) => params.has(field))) return null
	const names = params.getAll('name')
	const credits = params.getAll('credits')
	const grades = params.getAll('grade')
	const weights = params.getAll('weight')
	const count = Math.min(MAX_COURSES, Math.max(names.length, credits.length, grades.length, weights.length))
	let courses: Course[] = Array.from({ length: count }, (_, index) =>
		readCourse(`course-${index}`, { name: names[index], credits: credits[index], grade: grades[index], weight: weights[index] }),
	)
	const action = params.get('do') ?? ''
	const text = (name: string) => (params.get(name) ?? '').slice(0, 20)
	if (action === 'reset') return { courses: [emptyCourse('course-0')], cumulativeGpa: '', previousCredits: '', target: '', neededShown: false }
	if (action === 'add' && courses.length < MAX_COURSES) courses.push(emptyCourse(`course-${courses.length}`))
	const removed = /^remove-(\d+)$/.exec(action)
	if (removed && courses.length > 1) courses = courses.filter((_, index) => index !== Number(removed[1]))
	if (courses.length === 0) courses = [emptyCourse('course-0')]
	return { courses, cumulativeGpa: text('cumulative'), previousCredits: text('previous'), target: text('target'), neededShown: action === 'needed' }
}
