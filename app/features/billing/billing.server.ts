import { and, asc, desc, eq, inArray, isNotNull, isNull, like, lt, ne, or, sql } from 'drizzle-orm'
import { writeAudit } from '#app/features/accounts/audit.server'
import { accountHasMember } from '#app/features/accounts/member-scope.server'
import type { AppContext } from '#app/lib/app-context'
import { preparedQuery } from '#app/lib/db/prepared'
import { accounts, billingEvents, memberships, plans, subscriptions, users } from '#app/lib/db/schema'
import { createId } from '#app/lib/ids'
import { type Catalog, type Interval, planDefinitions } from './catalog'
import { type BillingState, billingState, type SubscriptionRecord } from './entitlements'
import { grantsAccess, nextSubscriptionState, type ProviderStatus, type SubscriptionChange } from './stripe-events'
import { StripeApiError } from './stripe-rest.server'

// Plans and subscriptions in the database, and every change to them. The
// providers (local, Stripe) only move money; what an account may do is read
// from here.

type Ctx = Pick<AppContext, 'db' | 'now' | 'env'>
const DAY_MS = 24 * 60 * 60 * 1000

/** Seeds or refreshes the plan catalog; running it twice changes nothing. */
export async function seedPlans(db: AppContext['db']) {
	for (const plan of planDefinitions) {
		const { blurb: _blurb, ...values } = plan
		await db
			.insert(plans)
			.values({ ...values, active: true })
			.onConflictDoUpdate({
				target: plans.slug,
				set: { name: values.name, priceCents: values.priceCents, features: values.features, sortOrder: values.sortOrder },
			})
	}
}

export interface PlanRow {
	slug: string
	catalog: Catalog
	name: string
	interval: Interval
	priceCents: number
	features: string[]
}

export async function listPlans(ctx: Pick<AppContext, 'db'>): Promise<PlanRow[]> {
	return ctx.db
		.select({
			slug: plans.slug,
			catalog: plans.catalog,
			name: plans.name,
			interval: plans.interval,
			priceCents: plans.priceCents,
			features: plans.features,
		})
		.from(plans)
		.where(eq(plans.active, true))
		.orderBy(asc(plans.sortOrder))
}

/** The active plans of the catalog checkout sells (PRICING_CATALOG). */
export async function getActivePlans(ctx: Pick<AppContext, 'db' | 'env'>) {
	const all = await listPlans(ctx)
	return {
		catalog: ctx.env.PRICING_CATALOG,
		trialDays: ctx.env.TRIAL_DAYS,
		plans: all.filter((plan) => plan.catalog === ctx.env.PRICING_CATALOG),
		/** While founder pricing sells, the tiers are shown as the standard prices. */
		standardPlans: ctx.env.PRICING_CATALOG === 'founder' ? all.filter((plan) => plan.catalog === 'tiers') : [],
	}
}

export async function findSellablePlan(ctx: Pick<AppContext, 'db' | 'env'>, slug: string | null | undefined) {
	const { plans: sellable } = await getActivePlans(ctx)
	return sellable.find((plan) => plan.slug === slug) ?? null
}

export function defaultPlanSlug(catalog: Catalog) {
	return catalog === 'founder' ? 'founder-monthly' : 'growth-monthly'
}

const subscriptionColumns = {
	id: subscriptions.id,
	status: subscriptions.status,
	provider: subscriptions.provider,
	planSlug: plans.slug,
	planName: plans.name,
	interval: plans.interval,
	priceCents: plans.priceCents,
	trialEndsAt: subscriptions.trialEndsAt,
	currentPeriodEnd: subscriptions.currentPeriodEnd,
	cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
	providerCustomerId: subscriptions.providerCustomerId,
	providerSubscriptionId: subscriptions.providerSubscriptionId,
	compReason: subscriptions.compReason,
	createdAt: subscriptions.createdAt,
}

/** The account's latest subscription; with `memberOnly`, read only if the user the query names is its member. */
const subscriptionQuery = (memberOnly: boolean) =>
	preparedQuery((db) =>
		db
			.select(subscriptionColumns)
			.from(subscriptions)
			.innerJoin(plans, eq(plans.id, subscriptions.planId))
			.where(and(eq(subscriptions.accountId, sql.placeholder('accountId')), memberOnly ? accountHasMember(subscriptions.accountId, sql.placeholder('memberUserId')) : undefined))
			.orderBy(desc(subscriptions.createdAt), desc(subscriptions.updatedAt))
			.limit(1)
			.prepare(),
	)
/** Read on every signed-in page (the entitlements). */
const currentSubscriptionQuery = subscriptionQuery(false)
const memberSubscriptionQuery = subscriptionQuery(true)

async function currentSubscriptionRow(ctx: Pick<AppContext, 'db'>, accountId: string, memberUserId?: string) {
	const [row] = memberUserId
		? await memberSubscriptionQuery(ctx.db).all({ accountId, memberUserId })
		: await currentSubscriptionQuery(ctx.db).all({ accountId })
	return row ?? null
}

export type SubscriptionStatus = Awaited<ReturnType<typeof getSubscriptionStatus>>

/**
 * The account's billing state with what the pages show (spec §7 getSubscriptionStatus).
 * With `memberUserId`, the subscription is read only if that user is a member: for reads that go out beside the access check.
 */
export async function getSubscriptionStatus(ctx: Ctx, accountId: string, memberUserId?: string) {
	const row = await currentSubscriptionRow(ctx, accountId, memberUserId)
	const record: SubscriptionRecord | null = row
		? {
				status: row.status,
				provider: row.provider,
				planSlug: row.planSlug,
				trialEndsAt: row.trialEndsAt,
				currentPeriodEnd: row.currentPeriodEnd,
				cancelAtPeriodEnd: row.cancelAtPeriodEnd,
			}
		: null
	const state = billingState(record, ctx.now(), { trialDays: ctx.env.TRIAL_DAYS })
	return {
		accountId,
		...state,
		planName: row?.planName ?? null,
		interval: row?.interval ?? null,
		priceCents: row?.priceCents ?? null,
		trialEndsAt: row?.trialEndsAt ?? null,
		currentPeriodEnd: row?.currentPeriodEnd ?? null,
		cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
		compReason: row?.compReason ?? null,
		providerCustomerId: row?.providerCustomerId ?? null,
	}
}

export async function getBillingState(ctx: Ctx, accountId: string): Promise<BillingState> {
	return getSubscriptionStatus(ctx, accountId)
}

async function planId(ctx: Pick<AppContext, 'db'>, slug: string) {
	const [plan] = await ctx.db.select({ id: plans.id }).from(plans).where(eq(plans.slug, slug)).limit(1)
	if (!plan) throw new Error(`Unknown plan ${slug}`)
	return plan.id
}

/**
 * Free trials one person may start, ever (decision 022). One per student
 * account, and an account deleted and made again is a new account: without
 * a bound per person, a family could trial forever. Five covers every child a
 * family puts through high school with room for a false start; a sixth
 * student is welcome on a paid plan from the first day.
 */
export const MAX_TRIALS_PER_USER = 5

/** Free trials this person may still start. */
export async function trialsLeft(ctx: Pick<AppContext, 'db'>, userId: string) {
	const [row] = await ctx.db.select({ started: users.trialsStarted }).from(users).where(eq(users.id, userId)).limit(1)
	return Math.max(0, MAX_TRIALS_PER_USER - (row?.started ?? MAX_TRIALS_PER_USER))
}

export type TrialStart = { started: true; trialEndsAt: number } | { started: false; reason: 'account-had-one' | 'user-limit' }

/**
 * Starts the free trial (no card) on a plan: once per student account (any
 * subscription it ever had counts), and at most MAX_TRIALS_PER_USER for the
 * person starting it (`actorUserId`; null for the seed and test fixtures).
 */
export async function startTrial(ctx: Ctx, accountId: string, planSlug: string, actorUserId: string | null): Promise<TrialStart> {
	const existing = await currentSubscriptionRow(ctx, accountId)
	if (existing) return { started: false, reason: 'account-had-one' }
	if (actorUserId) {
		// Counted and checked in one statement, so trials started at once are counted one by one.
		const claimed = await ctx.db
			.update(users)
			.set({ trialsStarted: sql`${users.trialsStarted} + 1` })
			.where(and(eq(users.id, actorUserId), lt(users.trialsStarted, MAX_TRIALS_PER_USER)))
			.returning({ id: users.id })
		if (claimed.length === 0) return { started: false, reason: 'user-limit' }
	}
	const trialEndsAt = ctx.now().getTime() + ctx.env.TRIAL_DAYS * DAY_MS
	await ctx.db.insert(subscriptions).values({
		accountId,
		planId: await planId(ctx, planSlug),
		status: 'trialing',
		provider: 'local',
		trialEndsAt,
		createdAt: ctx.now().getTime(),
	})
	await ctx.db
		.update(accounts)
		.set({ planId: await planId(ctx, planSlug), trialEndsAt })
		.where(eq(accounts.id, accountId))
	await writeAudit(ctx, {
		actorUserId,
		accountId,
		action: 'billing.trial_started',
		details: { plan: planSlug, days: ctx.env.TRIAL_DAYS },
	})
	return { started: true, trialEndsAt }
}

/** What a family is told when no trial starts. */
export function trialRefusal(reason: Extract<TrialStart, { started: false }>['reason']) {
	return reason === 'account-had-one'
		? 'This student account has already had its free trial.'
		: `You have started ${MAX_TRIALS_PER_USER} free trials, the most one sign-in can. Choose a plan for this student to keep going.`
}

function periodEnd(from: number, interval: Interval) {
	const date = new Date(from)
	if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1)
	else date.setUTCMonth(date.getUTCMonth() + 1)
	return date.getTime()
}

/** A paid subscription begins (local confirm, or Stripe's checkout.session.completed). */
export async function activateSubscription(
	ctx: Ctx,
	{
		accountId,
		planSlug,
		provider,
		actorUserId,
		providerCustomerId = null,
		providerSubscriptionId = null,
		currentPeriodEnd,
		status = 'active',
	}: {
		accountId: string
		planSlug: string
		provider: 'local' | 'stripe'
		actorUserId: string | null
		providerCustomerId?: string | null
		providerSubscriptionId?: string | null
		currentPeriodEnd?: number
		status?: 'active' | 'trialing'
	},
) {
	const [plan] = await ctx.db
		.select({ id: plans.id, interval: plans.interval })
		.from(plans)
		.where(eq(plans.slug, planSlug))
		.limit(1)
	if (!plan) throw new Error(`Unknown plan ${planSlug}`)
	const at = ctx.now().getTime()
	await ctx.db.insert(subscriptions).values({
		accountId,
		planId: plan.id,
		status,
		provider,
		providerCustomerId,
		providerSubscriptionId,
		currentPeriodEnd: currentPeriodEnd ?? periodEnd(at, plan.interval),
		createdAt: at,
	})
	await ctx.db.update(accounts).set({ planId: plan.id }).where(eq(accounts.id, accountId))
	await writeAudit(ctx, { actorUserId, accountId, action: 'billing.subscribed', details: { plan: planSlug, provider } })
}

/** Cancels: paid time runs to the end of the period. */
export async function cancelSubscription(ctx: Ctx, accountId: string, actorUserId: string | null) {
	const row = await currentSubscriptionRow(ctx, accountId)
	if (!row || row.status === 'canceled') return { canceled: false }
	const at = ctx.now().getTime()
	await ctx.db
		.update(subscriptions)
		.set({
			status: 'canceled',
			canceledAt: at,
			cancelAtPeriodEnd: true,
			// A trial canceled ends now; paid time is kept.
			currentPeriodEnd: row.status === 'trialing' ? at : row.currentPeriodEnd,
		})
		.where(eq(subscriptions.id, row.id))
	await writeAudit(ctx, { actorUserId, accountId, action: 'billing.canceled', details: { plan: row.planSlug } })
	return { canceled: true }
}

/** Billing that could not be stopped, so nothing was deleted (decision 023). `message` is what the family reads. */
export class BillingNotStoppedError extends Error {
	override name = 'BillingNotStoppedError'
	constructor(contactEmail: string) {
		super(
			'Nothing was deleted. We could not cancel your subscription with our payment provider, and we will not delete your data while it could still charge you. ' +
				`Please try again in a few minutes. If it keeps failing, write to us at ${contactEmail} and we will cancel it and delete your data for you.`,
		)
	}
}

/**
 * Before accounts are deleted: every Stripe subscription they have that could
 * still charge is canceled through Stripe, first. If any cannot be, throws
 * BillingNotStoppedError and the caller deletes nothing; the ones that were
 * canceled stay canceled (the family asked for that), and a retry finds only
 * the rest. Failures are reported with ids only.
 */
export async function stopBillingBeforeDeletion(
	ctx: Ctx & Pick<AppContext, 'billing' | 'reportError'>,
	accountIds: string[],
	actorUserId: string | null,
) {
	if (accountIds.length === 0) return
	const live = await ctx.db
		.select({ id: subscriptions.id, accountId: subscriptions.accountId, providerSubscriptionId: subscriptions.providerSubscriptionId })
		.from(subscriptions)
		.where(
			and(
				inArray(subscriptions.accountId, accountIds),
				eq(subscriptions.provider, 'stripe'),
				isNotNull(subscriptions.providerSubscriptionId),
				ne(subscriptions.status, 'canceled'),
			),
		)
	let failed = 0
	for (const row of live) {
		try {
			await ctx.billing.cancelSubscription(row.providerSubscriptionId!)
		} catch (error) {
			failed += 1
			const status = error instanceof StripeApiError ? error.status : null
			// Not the provider's message: ours names only what failed, never whose.
			ctx.reportError(new Error(`Canceling a Stripe subscription before deleting an account failed${status ? ` (${status})` : ''}`), {
				where: 'billing.stop-before-deletion',
				accountId: row.accountId,
				subscriptionId: row.providerSubscriptionId,
			})
			continue
		}
		const at = ctx.now().getTime()
		await ctx.db.update(subscriptions).set({ status: 'canceled', canceledAt: at, currentPeriodEnd: at, cancelAtPeriodEnd: false }).where(eq(subscriptions.id, row.id))
		await writeAudit(ctx, { actorUserId, accountId: row.accountId, action: 'billing.canceled', details: { reason: 'data deleted', provider: 'stripe' } })
	}
	if (failed > 0) throw new BillingNotStoppedError(ctx.env.CONTACT_EMAIL)
}

export type StripeChangeResult = 'created' | 'updated' | 'stale' | 'unknown-subscription' | 'unknown-account' | 'unknown-plan'

/**
 * A change Stripe reported (stripe-events.ts) applied to the subscription it
 * names; safe to run twice, or twice at once, and in any order. The row is
 * created only by a change that grants the plan and says whose it is; every
 * later change is judged against the newest event already applied, and is
 * written only if no other change landed since it was read.
 */
export async function applyStripeChange(ctx: Ctx, change: SubscriptionChange): Promise<StripeChangeResult> {
	for (let attempt = 0; attempt < 5; attempt++) {
		const [row] = await ctx.db
			.select({ id: subscriptions.id, status: subscriptions.status, providerEventAt: subscriptions.providerEventAt })
			.from(subscriptions)
			.where(and(eq(subscriptions.provider, 'stripe'), eq(subscriptions.providerSubscriptionId, change.subscriptionId)))
			.limit(1)
		if (!row) {
			if (!change.owner || !grantsAccess(change.status)) return 'unknown-subscription'
			const created = await createStripeSubscription(ctx, change as SubscriptionChange & { owner: NonNullable<SubscriptionChange['owner']>; status: ProviderStatus })
			if (created !== 'exists') return created
			continue
		}
		const patch = nextSubscriptionState(row, change)
		if (!patch) return 'stale'
		const updated = await ctx.db
			.update(subscriptions)
			.set({ ...patch, ...(patch.status === 'canceled' ? { canceledAt: ctx.now().getTime() } : {}) })
			.where(
				and(
					eq(subscriptions.id, row.id),
					eq(subscriptions.status, row.status),
					row.providerEventAt === null ? isNull(subscriptions.providerEventAt) : eq(subscriptions.providerEventAt, row.providerEventAt),
				),
			)
			.returning({ id: subscriptions.id })
		if (updated.length === 1) return 'updated'
	}
	// Other deliveries kept changing it: a 500, and Stripe delivers this one again later.
	throw new Error('The subscription kept changing while a Stripe event was applied')
}

/** One statement, so two events creating the same subscription at once store one row. */
async function createStripeSubscription(
	ctx: Ctx,
	{ subscriptionId, at, status, owner, currentPeriodEnd, cancelAtPeriodEnd = false, trialEndsAt = null }: SubscriptionChange & { owner: NonNullable<SubscriptionChange['owner']>; status: ProviderStatus },
): Promise<'created' | 'exists' | 'unknown-account' | 'unknown-plan'> {
	const [plan] = await ctx.db.select({ id: plans.id, interval: plans.interval }).from(plans).where(eq(plans.slug, owner.planSlug)).limit(1)
	if (!plan) return 'unknown-plan'
	const now = ctx.now().getTime()
	const inserted = await ctx.db.all<{ id: string }>(sql`
		insert into ${subscriptions} (id, account_id, plan_id, status, provider, provider_customer_id, provider_subscription_id,
			trial_ends_at, current_period_end, cancel_at_period_end, provider_event_at, created_at, updated_at)
		select ${createId()}, ${owner.accountId}, ${plan.id}, ${status}, 'stripe', ${owner.customerId}, ${subscriptionId},
			${trialEndsAt}, ${currentPeriodEnd ?? periodEnd(now, plan.interval)}, ${cancelAtPeriodEnd ? 1 : 0}, ${at}, ${now}, ${now}
		where exists (select 1 from ${accounts} where id = ${owner.accountId})
			and not exists (select 1 from ${subscriptions} where provider = 'stripe' and provider_subscription_id = ${subscriptionId})
		returning id`)
	if (inserted.length === 0) {
		const [account] = await ctx.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, owner.accountId)).limit(1)
		return account ? 'exists' : 'unknown-account'
	}
	await ctx.db.update(accounts).set({ planId: plan.id }).where(eq(accounts.id, owner.accountId))
	await writeAudit(ctx, { actorUserId: null, accountId: owner.accountId, action: 'billing.subscribed', details: { plan: owner.planSlug, provider: 'stripe', status } })
	return 'created'
}

/** Whether a Stripe event was already applied and recorded (a redelivery). */
export async function isBillingEventRecorded(ctx: Pick<AppContext, 'db'>, id: string) {
	const [row] = await ctx.db.select({ id: billingEvents.id }).from(billingEvents).where(eq(billingEvents.id, id)).limit(1)
	return Boolean(row)
}

/** Records an event id once it has been handled; false when it was recorded before. */
export async function recordBillingEvent(
	ctx: Pick<AppContext, 'db' | 'now'>,
	event: { id: string; provider: 'local' | 'stripe'; type: string; accountId: string | null },
) {
	const inserted = await ctx.db
		.insert(billingEvents)
		.values({ ...event, receivedAt: ctx.now().getTime() })
		.onConflictDoNothing()
		.returning({ id: billingEvents.id })
	return inserted.length === 1
}

// Admin tools (/a/{id}/admin/entitlements).

export async function grantComplimentaryPlan(
	ctx: Ctx,
	{ accountId, planSlug, reason, actorUserId }: { accountId: string; planSlug: string; reason: string; actorUserId: string },
) {
	const at = ctx.now().getTime()
	await ctx.db.insert(subscriptions).values({
		accountId,
		planId: await planId(ctx, planSlug),
		status: 'active',
		provider: 'comp',
		compReason: reason,
		currentPeriodEnd: at + 365 * DAY_MS,
		createdAt: at,
	})
	await writeAudit(ctx, { actorUserId, accountId, action: 'billing.comp_granted', details: { plan: planSlug, reason } })
}

export async function revokeComplimentaryPlan(
	ctx: Ctx,
	{ accountId, reason, actorUserId }: { accountId: string; reason: string; actorUserId: string },
) {
	const row = await currentSubscriptionRow(ctx, accountId)
	if (!row || row.provider !== 'comp') return { revoked: false }
	await ctx.db
		.update(subscriptions)
		.set({ status: 'canceled', canceledAt: ctx.now().getTime(), currentPeriodEnd: ctx.now().getTime() })
		.where(eq(subscriptions.id, row.id))
	await writeAudit(ctx, { actorUserId, accountId, action: 'billing.comp_revoked', details: { reason } })
	return { revoked: true }
}

export async function extendTrial(
	ctx: Ctx,
	{ accountId, days, reason, actorUserId }: { accountId: string; days: number; reason: string; actorUserId: string },
) {
	const row = await currentSubscriptionRow(ctx, accountId)
	if (!row || row.status !== 'trialing') return { extended: false }
	const from = Math.max(row.trialEndsAt ?? 0, ctx.now().getTime())
	await ctx.db.update(subscriptions).set({ trialEndsAt: from + days * DAY_MS }).where(eq(subscriptions.id, row.id))
	await writeAudit(ctx, { actorUserId, accountId, action: 'billing.trial_extended', details: { days, reason } })
	return { extended: true }
}

export async function subscriptionHistory(ctx: Pick<AppContext, 'db'>, accountId: string) {
	return ctx.db
		.select({
			id: subscriptions.id,
			status: subscriptions.status,
			provider: subscriptions.provider,
			plan: plans.slug,
			trialEndsAt: subscriptions.trialEndsAt,
			currentPeriodEnd: subscriptions.currentPeriodEnd,
			canceledAt: subscriptions.canceledAt,
			compReason: subscriptions.compReason,
			createdAt: subscriptions.createdAt,
		})
		.from(subscriptions)
		.innerJoin(plans, eq(plans.id, subscriptions.planId))
		.where(eq(subscriptions.accountId, accountId))
		.orderBy(desc(subscriptions.createdAt))
}

export async function searchAccounts(ctx: Pick<AppContext, 'db'>, query: string) {
	const pattern = `%${query.replace(/[%_]/g, '')}%`
	return ctx.db
		.selectDistinct({ id: accounts.id, studentName: accounts.studentName, ownerEmail: users.email })
		.from(accounts)
		.leftJoin(memberships, and(eq(memberships.accountId, accounts.id), eq(memberships.role, 'owner')))
		.leftJoin(users, eq(users.id, memberships.userId))
		.where(query ? or(like(accounts.studentName, pattern), like(users.email, pattern), eq(accounts.id, query)) : undefined)
		.orderBy(asc(accounts.studentName))
		.limit(25)
}
