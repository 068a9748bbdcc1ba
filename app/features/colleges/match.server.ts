import { eq } from 'drizzle-orm'
import type { AppContext } from '#app/lib/app-context'
import { keptRead } from '#app/lib/db/kept-read'
import { colleges } from '#app/lib/db/schema'
import { matchColleges } from './match'
import type { MatchAnswers } from './match-answers'

// /tools/college-match's read: the bachelor's-degree colleges of the Scorecard
// catalog, ranked for the quiz's answers (matchColleges), as the page lists them.
//
// The catalog changes only with a new seed, so its rows are read once per
// database (keptRead). Read for every quiz, they were 1,961 rows from Turso
// over HTTP on Workers (rows read are what Turso bills); on Node's file the
// read is cheap either way.

const bachelorsCatalog = keptRead(readCatalogRows, { isEmpty: (rows) => rows.length === 0 })

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

async function readCatalogRows(db: AppContext['db']) {
	return db
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
}
