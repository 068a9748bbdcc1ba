import type { AppContext } from '#app/lib/app-context'
import { bachelorsCatalog } from './catalog.server'
import { matchColleges } from './match'
import type { MatchAnswers } from './match-answers'

// /tools/college-match's read: the bachelor's-degree colleges of the Scorecard
// catalog (kept per database: catalog.server.ts), ranked for the quiz's
// answers (matchColleges), as the page lists them.

export async function findCollegeMatches({ db }: Pick<AppContext, 'db'>, answers: MatchAnswers) {
	return matchColleges(await bachelorsCatalog(db), answers).map(({ college, fit, netPrice, reasons }) => ({
		id: college.id,
		name: college.name,
		place: [college.city, college.state].filter(Boolean).join(', '),
		fit,
		netPrice,
		reasons,
	}))
}
