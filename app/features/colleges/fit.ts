// The fit rule (issue «Tools»; shared with the college list): published on
// the page as words, never a black-box chance percentage.

export type Fit = 'reach' | 'target' | 'safety'

export const FIT_RULE = [
	'Reach: your score is below the college’s 25th percentile, or the college admits fewer than 15% of applicants.',
	'Safety: your score is above its 75th percentile and it admits more than half of applicants.',
	'Target: everything in between.',
	'Without comparable scores, your GPA and the admission rate decide: under 15% admitted is always a reach; a GPA under 3.0 makes a college admitting under half a reach; a GPA of 3.5 or more makes one admitting over half a safety.',
]

export interface StudentScores {
	sat?: number | null
	act?: number | null
	gpa?: number | null
}

export interface CollegeScores {
	satRw25: number | null
	satRw75: number | null
	satMath25: number | null
	satMath75: number | null
	act25: number | null
	act75: number | null
	admissionRate: number | null
}

export interface FitResult {
	fit: Fit
	basis: 'sat' | 'act' | 'gpa'
	range: [number, number] | null
}

export function satRange(college: CollegeScores): [number, number] | null {
	const { satRw25, satRw75, satMath25, satMath75 } = college
	if (satRw25 === null || satRw75 === null || satMath25 === null || satMath75 === null) return null
	return [satRw25 + satMath25, satRw75 + satMath75]
}

export function actRange(college: CollegeScores): [number, number] | null {
	return college.act25 !== null && college.act75 !== null ? [college.act25, college.act75] : null
}

export function classifyFit(student: StudentScores, college: CollegeScores): FitResult {
	const rate = college.admissionRate
	const sat = satRange(college)
	const act = actRange(college)
	const [basis, score, range] =
		student.sat && sat ? (['sat', student.sat, sat] as const) : student.act && act ? (['act', student.act, act] as const) : (['gpa', null, null] as const)

	if (score !== null && range) {
		if (score < range[0] || (rate !== null && rate < 0.15)) return { fit: 'reach', basis, range: [...range] }
		if (score > range[1] && rate !== null && rate > 0.5) return { fit: 'safety', basis, range: [...range] }
		return { fit: 'target', basis, range: [...range] }
	}
	const gpa = student.gpa ?? null
	if (rate !== null && rate < 0.15) return { fit: 'reach', basis: 'gpa', range: null }
	if (rate !== null && gpa !== null && gpa < 3.0 && rate < 0.5) return { fit: 'reach', basis: 'gpa', range: null }
	if (rate !== null && gpa !== null && gpa >= 3.5 && rate > 0.5) return { fit: 'safety', basis: 'gpa', range: null }
	return { fit: 'target', basis: 'gpa', range: null }
}
