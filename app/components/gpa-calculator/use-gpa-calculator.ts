import { useEffect, useId, useMemo, useRef, useState } from 'react'
import {
	buildExport,
	calculateGpa,
	canCalculateNeeded,
	type Course,
	DEFAULT_COURSES,
	emptyCourse,
	exportFileName,
	type GpaFormState,
	neededGpa,
	parseExport,
	parseNumber,
	parseSavedGpaState,
	type SavedGpaState,
} from '#app/features/gpa/gpa'

// The GPA calculator's state and what each of its buttons does: the courses,
// earlier terms and goal, kept in localStorage (restored after hydration); the
// figures recalculated on every change; the needed GPA once asked for; export
// to and import from a JSON file made in the browser.

const STORAGE_KEY = 'northstar:gpa-calculator'

let nextId = 0
const newId = () => `course-${Date.now().toString(36)}-${nextId++}`

/** `sent`: the fields of a form sent before the script ran (the route's loader), which win over the saved state. */
export function useGpaCalculator(sent: GpaFormState | null = null) {
	const [courses, setCourses] = useState<Course[]>(sent?.courses ?? DEFAULT_COURSES)
	const [cumulativeGpa, setCumulativeGpa] = useState(sent?.cumulativeGpa ?? '')
	const [previousCredits, setPreviousCredits] = useState(sent?.previousCredits ?? '')
	const [target, setTarget] = useState(sent?.target ?? '')
	const [neededShown, setNeededShown] = useState(sent?.neededShown ?? false)
	const [hydrated, setHydrated] = useState(false)
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
		setHydrated(true)
		restored.current = true
		if (sent) return
		// A damaged saved state is ignored; the defaults stay.
		try {
			const saved = parseSavedGpaState(window.localStorage.getItem(STORAGE_KEY))
			if (saved) {
				setCourses(saved.courses)
				setCumulativeGpa(saved.cumulativeGpa)
				setPreviousCredits(saved.previousCredits)
				setTarget(saved.target)
			}
		} catch {
			// Storage blocked (private mode, policy): the defaults stay.
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [])

	useEffect(() => {
		if (!restored.current) return
		const state: SavedGpaState = { courses, cumulativeGpa, previousCredits, target }
		try {
			window.localStorage.setItem(STORAGE_KEY, JSON.stringify(state))
		} catch {
			// Storage blocked or full: the calculation just won't be kept.
		}
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

	return {
		ids,
		/** False in the server's HTML and until the script has taken the page over. */
		hydrated,
		neededShown,
		fileInput,
		nameInputId,
		courses,
		cumulativeGpa,
		previousCredits,
		target,
		previous,
		result,
		needed,
		importError,
		canCalculate: canCalculateNeeded({ target, cumulativeGpa, previousCredits }),
		addCourse,
		removeCourse,
		updateCourse,
		changeCumulativeGpa: changeGoalInput(setCumulativeGpa),
		changePreviousCredits: changeGoalInput(setPreviousCredits),
		changeTarget: changeGoalInput(setTarget),
		showNeeded: () => setNeededShown(true),
		reset,
		exportJson,
		importJson,
	}
}
