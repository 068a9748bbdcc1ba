// Scoring for the AP readiness quiz. Pure: questions come from content/.
//
// Each answer scores 0–3. Percentage of the maximum:
//   ≥ 75% → "ready", ≥ 50% → "ready with support", otherwise "consider honors first".
// A prerequisite grade of C or below can never give "ready" (capped at support).
// An answer worth 0 on a flagged question is listed as something to look at.

export type Recommendation = 'ready' | 'support' | 'honors'

export type ScorableQuestion = { id: string; options: Array<{ value: string; points: number }> }

export const READY_THRESHOLD = 0.75
export const SUPPORT_THRESHOLD = 0.5
export const FLAGGED_QUESTIONS = ['grade', 'homework', 'otherAps', 'commitments', 'recommendation'] as const

export type QuizResult =
	| { status: 'empty' }
	| { status: 'incomplete'; answers: Record<string, string>; missing: string[] }
	| { status: 'scored'; answers: Record<string, string>; points: number; max: number; percent: number; recommendation: Recommendation; flags: string[] }

export function scoreQuiz(questions: ScorableQuestion[], params: URLSearchParams): QuizResult {
	const answers: Record<string, string> = {}
	const missing: string[] = []
	let points = 0
	let max = 0
	const flags: string[] = []
	for (const question of questions) {
		const value = params.get(question.id) ?? ''
		const option = question.options.find((o) => o.value === value)
		const questionMax = Math.max(...question.options.map((o) => o.points))
		max += questionMax
		if (!option) {
			missing.push(question.id)
			continue
		}
		answers[question.id] = option.value
		points += option.points
		if (option.points === 0 && (FLAGGED_QUESTIONS as readonly string[]).includes(question.id)) flags.push(question.id)
	}
	if (missing.length === questions.length) return { status: 'empty' }
	if (missing.length) return { status: 'incomplete', answers, missing }
	const percent = max ? points / max : 0
	let recommendation: Recommendation = percent >= READY_THRESHOLD ? 'ready' : percent >= SUPPORT_THRESHOLD ? 'support' : 'honors'
	if (recommendation === 'ready' && flags.includes('grade')) recommendation = 'support'
	return { status: 'scored', answers, points, max, percent: Math.round(percent * 100), recommendation, flags }
}
