import { isJsonObject, readStoredJson } from '#app/lib/stored-json'

// Weighted decision matrix: total = Σ weight × score per college, ranked.
// Pure state helpers for /resources/decision-matrix (stored in localStorage).

export const MAX_COLLEGES = 5
export const MAX_CRITERIA = 10
export const STORAGE_KEY = 'northstar:decision-matrix:v1'

/** A criterion's weight and a college's score on it: whole numbers, 1 to 5. */
type Rating = number
export interface Criterion {
	id: string
	name: string
	weight: Rating
}
export interface MatrixCollege {
	id: string
	name: string
	/** By criterion id; a criterion not scored counts as 3. */
	scores: Record<string, Rating>
}
export interface Matrix {
	criteria: Criterion[]
	colleges: MatrixCollege[]
}

export function createMatrix(criteriaNames: readonly string[], collegeCount = 3): Matrix {
	return {
		criteria: criteriaNames.slice(0, MAX_CRITERIA).map((name, index) => ({ id: `c${index + 1}`, name, weight: 3 })),
		colleges: Array.from({ length: Math.min(collegeCount, MAX_COLLEGES) }, (_, index) => ({ id: `k${index + 1}`, name: '', scores: {} })),
	}
}

/** A score for a criterion; unscored cells count as 3 (neutral). */
export function scoreOf(college: MatrixCollege, criterionId: string): number {
	return college.scores[criterionId] ?? 3
}

export function totalFor(matrix: Matrix, college: MatrixCollege): number {
	return matrix.criteria.reduce((sum, criterion) => sum + criterion.weight * scoreOf(college, criterion.id), 0)
}

export function maxTotal(matrix: Matrix): number {
	return matrix.criteria.reduce((sum, criterion) => sum + criterion.weight * 5, 0)
}

/** Colleges by total, highest first; equal totals share a rank. */
export function rankColleges(matrix: Matrix): Array<{ college: MatrixCollege; total: number; rank: number }> {
	const rows = matrix.colleges.map((college) => ({ college, total: totalFor(matrix, college) })).sort((a, b) => b.total - a.total)
	return rows.map((row, index) => ({ ...row, rank: rows.findIndex((other) => other.total === row.total) + 1 || index + 1 }))
}

/** Parses stored JSON; anything malformed gives null so the page starts fresh. */
export function parseStoredMatrix(json: string | null): Matrix | null {
	const stored = readStoredJson(json)
	if (!isJsonObject(stored)) return null
	const { criteria, colleges } = stored
	if (!isListOf(criteria, isCriterion, MAX_CRITERIA) || !isListOf(colleges, isCollege, MAX_COLLEGES)) return null
	// Only the known fields, as they would be saved again.
	return {
		criteria: criteria.map(({ id, name, weight }) => ({ id, name, weight })),
		colleges: colleges.map(({ id, name, scores }) => ({ id, name, scores: { ...scores } })),
	}
}

const isRating = (value: unknown): value is Rating => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5
const isText = (value: unknown, min: number, max: number): value is string => typeof value === 'string' && value.length >= min && value.length <= max
const isListOf = <T>(value: unknown, isItem: (item: unknown) => item is T, max: number): value is T[] =>
	Array.isArray(value) && value.length >= 1 && value.length <= max && value.every(isItem)

function isCriterion(value: unknown): value is Criterion {
	return isJsonObject(value) && isText(value.id, 1, 40) && isText(value.name, 0, 60) && isRating(value.weight)
}

function isCollege(value: unknown): value is MatrixCollege {
	return (
		isJsonObject(value) &&
		isText(value.id, 1, 40) &&
		isText(value.name, 0, 80) &&
		isJsonObject(value.scores) &&
		Object.values(value.scores).every(isRating)
	)
}

function nextId(prefix: string, existing: Array<{ id: string }>): string {
	let n = existing.length + 1
	while (existing.some((item) => item.id === `${prefix}${n}`)) n++
	return `${prefix}${n}`
}

export function addCollege(matrix: Matrix): Matrix {
	if (matrix.colleges.length >= MAX_COLLEGES) return matrix
	return { ...matrix, colleges: [...matrix.colleges, { id: nextId('k', matrix.colleges), name: '', scores: {} }] }
}

export function removeCollege(matrix: Matrix, id: string): Matrix {
	if (matrix.colleges.length <= 1) return matrix
	return { ...matrix, colleges: matrix.colleges.filter((college) => college.id !== id) }
}

export function addCriterion(matrix: Matrix, name = ''): Matrix {
	if (matrix.criteria.length >= MAX_CRITERIA) return matrix
	return { ...matrix, criteria: [...matrix.criteria, { id: nextId('c', matrix.criteria), name, weight: 3 }] }
}

export function removeCriterion(matrix: Matrix, id: string): Matrix {
	if (matrix.criteria.length <= 1) return matrix
	return {
		criteria: matrix.criteria.filter((criterion) => criterion.id !== id),
		colleges: matrix.colleges.map((college) => {
			const { [id]: _removed, ...scores } = college.scores
			return { ...college, scores }
		}),
	}
}

export function clampRating(value: number): number {
	return Math.min(5, Math.max(1, Math.round(Number.isFinite(value) ? value : 3)))
}

export function setWeight(matrix: Matrix, criterionId: string, weight: number): Matrix {
	return { ...matrix, criteria: matrix.criteria.map((c) => (c.id === criterionId ? { ...c, weight: clampRating(weight) } : c)) }
}

export function setScore(matrix: Matrix, collegeId: string, criterionId: string, score: number): Matrix {
	return {
		...matrix,
		colleges: matrix.colleges.map((college) =>
			college.id === collegeId ? { ...college, scores: { ...college.scores, [criterionId]: clampRating(score) } } : college,
		),
	}
}

export function renameCriterion(matrix: Matrix, criterionId: string, name: string): Matrix {
	return { ...matrix, criteria: matrix.criteria.map((c) => (c.id === criterionId ? { ...c, name: name.slice(0, 60) } : c)) }
}

export function renameCollege(matrix: Matrix, collegeId: string, name: string): Matrix {
	return { ...matrix, colleges: matrix.colleges.map((c) => (c.id === collegeId ? { ...c, name: name.slice(0, 80) } : c)) }
}
