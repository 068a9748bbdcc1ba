import { and, asc, eq } from 'drizzle-orm'
import { listCollegeEntries } from '#app/features/colleges/college-list.server'
import type { AppContext } from '#app/lib/app-context'
import { aidOffers } from '#app/lib/db/schema'
import { chooseCompared, type CompareSettings, type OfferInput, summarizeOffer } from './offers'

// Aid offers as the family enters them from each letter; every query is
// scoped to the account, so another family's offer id is simply not found.

type Ctx = Pick<AppContext, 'db' | 'now'>

export async function listOffers(ctx: Pick<AppContext, 'db'>, accountId: string) {
	return ctx.db.select().from(aidOffers).where(eq(aidOffers.accountId, accountId)).orderBy(asc(aidOffers.createdAt), asc(aidOffers.id))
}

/** The stored row for an offer: a listed college's catalog name, else the typed one. */
async function toRow(ctx: Pick<AppContext, 'db'>, accountId: string, input: OfferInput) {
	const listed = input.collegeId ? (await listCollegeEntries(ctx, accountId)).find(({ college }) => college.id === input.collegeId) : undefined
	return {
		collegeId: listed ? listed.college.id : null,
		collegeName: listed ? listed.college.name : input.collegeName,
		costOfAttendanceCents: input.costOfAttendanceCents,
		grants: input.grants,
		workStudyCents: input.workStudyCents,
		loans: input.loans,
		notes: input.notes,
	}
}

export async function createOffer(ctx: Ctx, accountId: string, input: OfferInput) {
	const [offer] = await ctx.db
		.insert(aidOffers)
		.values({ accountId, ...(await toRow(ctx, accountId, input)), createdAt: ctx.now().getTime() })
		.returning()
	return offer!
}

export async function updateOffer(ctx: Ctx, accountId: string, offerId: string, input: OfferInput) {
	const [offer] = await ctx.db
		.update(aidOffers)
		.set(await toRow(ctx, accountId, input))
		.where(and(eq(aidOffers.id, offerId), eq(aidOffers.accountId, accountId)))
		.returning()
	return offer ?? null
}

export async function deleteOffer(ctx: Pick<AppContext, 'db'>, accountId: string, offerId: string) {
	const removed = await ctx.db.delete(aidOffers).where(and(eq(aidOffers.id, offerId), eq(aidOffers.accountId, accountId))).returning({ id: aidOffers.id })
	return removed.length > 0
}

/** Everything the offers tab shows: each offer, its summary, and the ones compared side by side. */
export async function loadOffersTab(ctx: Pick<AppContext, 'db'>, accountId: string, { compare, settings }: { compare: string[]; settings: CompareSettings }) {
	const [offers, listed] = await Promise.all([listOffers(ctx, accountId), listCollegeEntries(ctx, accountId)])
	const summaries = offers.map((offer) => summarizeOffer(offer, settings))
	const comparedIds = chooseCompared(
		offers.map((offer) => offer.id),
		compare,
	)
	return {
		offers: offers.map((offer) => ({
			id: offer.id,
			collegeId: offer.collegeId,
			collegeName: offer.collegeName,
			costOfAttendanceCents: offer.costOfAttendanceCents,
			grants: offer.grants,
			workStudyCents: offer.workStudyCents,
			loans: offer.loans,
			notes: offer.notes,
		})),
		summaries,
		comparedIds,
		listed: listed.map(({ college }) => ({ id: college.id, name: college.name })),
	}
}
