import { eq } from 'drizzle-orm'
import type { AppContext } from '#app/lib/app-context'
import { colleges } from '#app/lib/db/schema'
import { matchColleges } from './match'
import type { MatchAnswers } from './match-answers'

// /tools/college-match's read: the bachelor's-degree colleges of the Scorecard
// catalog, ranked for the quiz's answers (matchColleges), as the page lists them.

export async function findCollegeMatches({ db }: Pick<AppContext, 'db'>, answers: MatchAnswers) {
	const rows = await db
		.select({
			id: colleges.id,
			name: colleges.name,
			city: colleges.city,
			state: colleges.state,
			control: colleges.control,
			locale: colleges.locale,
			undergradSize: colleges.undergradSize,
			admissionRate: colleges.admissionRate,
			satRw25: colleges.satRw25,
			satRw75: colleges.satRw75,
			satMath25: colleges.satMath25,
			satMath75: colleges.satMath75,
			act25: colleges.act25,
			act75: colleges.act75,
			netPrice0To30k: colleges.netPrice0To30k,
			netPrice30To48k: colleges.netPrice30To48k,
			netPrice48To75k: colleges.netPrice48To75k,
			netPrice75To110k: colleges.netPrice75To110k,
			netPrice110kPlus: colleges.netPrice110kPlus,
			avgNetPrice: colleges.avgNetPrice,
			predominantDegree: colleges.predominantDegree,
		})
		.from(colleges)
		.where(eq(colleges.predominantDegree, "Bachelor's"))
	return matchColleges(rows, answers).map(({ college, fit, netPrice, reasons }) => ({
		id: college.id,
		name: college.name,
		place: [college.city, college.state].filter(Boolean).join(', '),
		fit,
		netPrice,
		reasons,
	}))
}
