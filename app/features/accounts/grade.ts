// Grade level from the class year and today's date. A school year runs from
// August to the June graduation; "graduated" starts after the summer of the
// class year, i.e. on August 1.

export type GradeLevel = 'middle-school' | '9th' | '10th' | '11th' | '12th' | 'graduated'

/** The calendar year in which the current school year ends (its graduation June). */
export function schoolYearEnd(today: Date): number {
	return today.getUTCMonth() >= 7 ? today.getUTCFullYear() + 1 : today.getUTCFullYear()
}

export function gradeLevel(graduationYear: number, today: Date): GradeLevel {
	const grade = 12 - (graduationYear - schoolYearEnd(today))
	if (grade > 12) return 'graduated'
	if (grade < 9) return 'middle-school'
	return `${grade}th` as GradeLevel
}

export function gradeLabel(level: GradeLevel): string {
	switch (level) {
		case 'middle-school':
			return 'Middle school'
		case 'graduated':
			return 'Graduated'
		default:
			return `${level} grade`
	}
}

/** Class years onboarding offers: this year through four years on (spec: current year .. +4). */
export function graduationYearOptions(today: Date): number[] {
	const first = today.getUTCFullYear()
	return [0, 1, 2, 3, 4].map((offset) => first + offset)
}
