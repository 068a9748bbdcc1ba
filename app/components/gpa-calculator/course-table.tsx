import { inputClass } from '#app/components/form-controls'
import { Button } from '#app/components/ui/button'
import { Select } from '#app/components/ui/select'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#app/components/ui/table'
import { type Course, CREDIT_LIMITS, type Grade, GRADES, parseNumber, type Weight, WEIGHT_LABELS } from '#app/features/gpa/gpa'

/** This term's courses, one editable row each: name, credits (kept within CREDIT_LIMITS), grade and level; named for the page's GET form (readGpaForm). */
export function CourseTable({
	courses,
	labelledBy,
	nameInputId,
	updateCourse,
	removeCourse,
}: {
	courses: Course[]
	/** The id of the heading that names the table. */
	labelledBy: string
	nameInputId: (courseId: string) => string
	updateCourse: (id: string, patch: Partial<Course>) => void
	removeCourse: (index: number) => void
}) {
	return (
		<Table containerClassName="rounded-xl border bg-background" labelledBy={labelledBy} className="min-w-[36rem]">
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
								name="name"
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
								name="credits"
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
								name="grade"
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
								name="weight"
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
								type="submit"
								name="do"
								value={`remove-${index}`}
								aria-label={`Remove course ${index + 1}`}
								disabled={courses.length === 1}
								onClick={(event) => {
									event.preventDefault()
									removeCourse(index)
								}}
							>
								Delete
							</Button>
						</TableCell>
					</TableRow>
				))}
			</TableBody>
		</Table>
	)
}
