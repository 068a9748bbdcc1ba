import { sql } from 'drizzle-orm'
import {
	type AnySQLiteColumn,
	index,
	integer,
	primaryKey,
	real,
	sqliteTable,
	text,
	uniqueIndex,
} from 'drizzle-orm/sqlite-core'
import { planCategories } from '../../../content/plan/types'
import { memberRoles } from './roles'
import type { SignInDestination } from './sign-in-destination'
import { createId } from '../ids'

// Conventions (DESIGN.md §4): random text ids, integer ms UTC times, integer
// cents, snake_case columns with camelCase keys. Later issues add tables with
// new migrations; an applied migration is never edited.

const id = () =>
	text('id')
		.primaryKey()
		.$defaultFn(() => createId())
const createdAt = () =>
	integer('created_at', { mode: 'number' })
		.notNull()
		.$defaultFn(() => Date.now())
const updatedAt = () =>
	integer('updated_at', { mode: 'number' })
		.notNull()
		.$defaultFn(() => Date.now())
		.$onUpdateFn(() => Date.now())

export const users = sqliteTable('users', {
	id: id(),
	email: text('email').notNull().unique(),
	name: text('name').notNull().default(''),
	/** Who signed up: a parent (or guardian) or the student themself. */
	kind: text('kind', { enum: ['parent', 'student'] }).notNull().default('parent'),
	isAdmin: integer('is_admin', { mode: 'boolean' }).notNull().default(false),
	emailVerifiedAt: integer('email_verified_at', { mode: 'number' }),
	/** Attribution from /signup?source=… (navbar, adhd-support-hero, fb, …). */
	signupSource: text('signup_source'),
	/** Free trials this person has started, ever: kept when an account is deleted, so deleting and starting again is not a new trial each time (decision 022). */
	trialsStarted: integer('trials_started').notNull().default(0),
	createdAt: createdAt(),
	updatedAt: updatedAt(),
})

export const sessions = sqliteTable(
	'sessions',
	{
		id: id(),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		currentAccountId: text('current_account_id').references(() => accounts.id, {
			onDelete: 'set null',
		}),
		expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
		createdAt: createdAt(),
	},
	(table) => [index('sessions_user_idx').on(table.userId), index('sessions_current_account_idx').on(table.currentAccountId)],
)

/** One account per student; parents may hold several. */
export const accounts = sqliteTable(
	'accounts',
	{
		id: id(),
		studentName: text('student_name').notNull(),
		graduationYear: integer('graduation_year'),
		highSchool: text('high_school'),
		state: text('state'),
		zip: text('zip'),
		intendedStartTerm: text('intended_start_term'),
		/** Who filled in onboarding: the parent or the student. */
		filledBy: text('filled_by', { enum: ['parent', 'student'] }),
		intendedMajors: text('intended_majors', { mode: 'json' }).$type<string[]>(),
		regions: text('regions', { mode: 'json' }).$type<string[]>(),
		testPlans: text('test_plans', { mode: 'json' }).$type<Array<{ test: string; date: string }>>(),
		concerns: text('concerns', { mode: 'json' }).$type<string[]>(),
		/** The onboarding step to resume at (1 student, 2 goals, 3 plan) until it completes. */
		onboardingStep: integer('onboarding_step').notNull().default(1),
		planId: text('plan_id').references(() => plans.id, { onDelete: 'set null' }),
		onboardingCompletedAt: integer('onboarding_completed_at', { mode: 'number' }),
		/** The family's income bracket (College Scorecard's five), for net prices; null until they choose one. */
		incomeBracket: text('income_bracket', { enum: ['0-30', '30-48', '48-75', '75-110', '110+'] }),
		/** The family's time zone: due dates are their calendar days, reminders their mornings. */
		timeZone: text('time_zone').notNull().default('America/New_York'),
		/** The plan library version this account's tasks were seeded from; null until seeded. */
		planVersion: integer('plan_version'),
		trialEndsAt: integer('trial_ends_at', { mode: 'number' }),
		createdByUserId: text('created_by_user_id').references(() => users.id, {
			onDelete: 'set null',
		}),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [index('accounts_created_by_idx').on(table.createdByUserId)],
)

export { memberRoles, type MemberRole } from './roles'

export const memberships = sqliteTable(
	'memberships',
	{
		id: id(),
		accountId: text('account_id')
			.notNull()
			.references(() => accounts.id, { onDelete: 'cascade' }),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		role: text('role', { enum: memberRoles }).notNull(),
		/** Sections this member may see; null means every section (DESIGN.md §5). */
		sections: text('sections', { mode: 'json' }).$type<string[] | null>(),
		/** When this member last opened the family overview: "what changed" counts from here. */
		lastSeenAt: integer('last_seen_at', { mode: 'number' }),
		createdAt: createdAt(),
	},
	(table) => [
		uniqueIndex('memberships_account_user_idx').on(table.accountId, table.userId),
		index('memberships_user_idx').on(table.userId),
	],
)

export const plans = sqliteTable('plans', {
	id: id(),
	slug: text('slug').notNull().unique(),
	/** Which reading of the spec's pricing this plan belongs to (DECISIONS.md). */
	catalog: text('catalog', { enum: ['founder', 'tiers'] }).notNull(),
	name: text('name').notNull(),
	interval: text('interval', { enum: ['month', 'year'] }).notNull(),
	priceCents: integer('price_cents').notNull(),
	features: text('features', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
	active: integer('active', { mode: 'boolean' }).notNull().default(true),
	sortOrder: integer('sort_order').notNull().default(0),
	stripePriceId: text('stripe_price_id'),
	createdAt: createdAt(),
})

export const subscriptionStatuses = [
	'trialing',
	'active',
	'past_due',
	'canceled',
	'incomplete',
] as const

export const subscriptions = sqliteTable(
	'subscriptions',
	{
		id: id(),
		accountId: text('account_id')
			.notNull()
			.references(() => accounts.id, { onDelete: 'cascade' }),
		planId: text('plan_id')
			.notNull()
			.references(() => plans.id),
		status: text('status', { enum: subscriptionStatuses }).notNull(),
		/** local: the embedded test billing; stripe; comp: a complimentary plan an admin granted. */
		provider: text('provider', { enum: ['local', 'stripe', 'comp'] }).notNull(),
		providerCustomerId: text('provider_customer_id'),
		providerSubscriptionId: text('provider_subscription_id'),
		trialEndsAt: integer('trial_ends_at', { mode: 'number' }),
		currentPeriodEnd: integer('current_period_end', { mode: 'number' }),
		cancelAtPeriodEnd: integer('cancel_at_period_end', { mode: 'boolean' })
			.notNull()
			.default(false),
		canceledAt: integer('canceled_at', { mode: 'number' }),
		/** Why an admin granted a complimentary plan. */
		compReason: text('comp_reason'),
		/** The `created` time (ms) of the newest provider event applied: an older one changes nothing (decision 023). */
		providerEventAt: integer('provider_event_at', { mode: 'number' }),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		index('subscriptions_account_idx').on(table.accountId),
		index('subscriptions_provider_subscription_idx').on(table.providerSubscriptionId),
	],
)

export const emailLeads = sqliteTable('email_leads', {
	id: id(),
	email: text('email').notNull().unique(),
	source: text('source'),
	/** When the visitor asked to hear from us (they typed the address and pressed the button). */
	consentedAt: integer('consented_at', { mode: 'number' }),
	createdAt: createdAt(),
})

/** Every grant, invite, role and visibility change (DESIGN.md §5). */
export const auditLog = sqliteTable(
	'audit_log',
	{
		id: id(),
		actorUserId: text('actor_user_id'),
		accountId: text('account_id'),
		action: text('action').notNull(),
		targetType: text('target_type'),
		targetId: text('target_id'),
		details: text('details', { mode: 'json' }).$type<Record<string, unknown>>(),
		createdAt: createdAt(),
	},
	(table) => [index('audit_log_account_idx').on(table.accountId, table.createdAt)],
)

/** Fixed-window counters keyed by what is limited and who (e.g. "login:ip:1.2.3.4"). */
export const rateLimits = sqliteTable('rate_limits', {
	key: text('key').primaryKey(),
	count: integer('count').notNull(),
	windowStartsAt: integer('window_starts_at', { mode: 'number' }).notNull(),
	expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
})

/** One row per job + run key (job, day or hour, target): the scheduler's idempotency. */
export const jobRuns = sqliteTable(
	'job_runs',
	{
		id: id(),
		job: text('job').notNull(),
		runKey: text('run_key').notNull(),
		status: text('status', { enum: ['running', 'done', 'failed'] }).notNull(),
		startedAt: integer('started_at', { mode: 'number' }).notNull(),
		finishedAt: integer('finished_at', { mode: 'number' }),
		error: text('error'),
	},
	(table) => [uniqueIndex('job_runs_job_key_idx').on(table.job, table.runKey)],
)

/**
 * One sign-in code sent by mail: the row names the address it signs in, so
 * nothing a browser sends can point it elsewhere. Only an HMAC of the code
 * (keyed, and bound to the row's id) is kept; a code is single-use, expires,
 * and dies after too many wrong tries or a newer request. `carry` is where
 * the sign-in goes once the code is right, whichever way it is entered.
 */
export const verifications = sqliteTable(
	'verifications',
	{
		id: id(),
		email: text('email').notNull(),
		codeHash: text('code_hash').notNull(),
		carry: text('carry', { mode: 'json' }).$type<SignInDestination>(),
		attempts: integer('attempts').notNull().default(0),
		expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
		usedAt: integer('used_at', { mode: 'number' }),
		invalidatedAt: integer('invalidated_at', { mode: 'number' }),
		createdAt: createdAt(),
	},
	(table) => [index('verifications_email_idx').on(table.email, table.createdAt)],
)

/** An invitation to join a student account: by email, for one role, single use, 7 days. */
export const invitations = sqliteTable(
	'invitations',
	{
		id: id(),
		accountId: text('account_id')
			.notNull()
			.references(() => accounts.id, { onDelete: 'cascade' }),
		email: text('email').notNull(),
		role: text('role', { enum: memberRoles }).notNull(),
		sections: text('sections', { mode: 'json' }).$type<string[] | null>(),
		tokenHash: text('token_hash').notNull().unique(),
		invitedByUserId: text('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
		expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
		acceptedAt: integer('accepted_at', { mode: 'number' }),
		declinedAt: integer('declined_at', { mode: 'number' }),
		revokedAt: integer('revoked_at', { mode: 'number' }),
		createdAt: createdAt(),
	},
	(table) => [index('invitations_account_idx').on(table.accountId), index('invitations_invited_by_idx').on(table.invitedByUserId)],
)

/** Provider events already handled, so a replayed webhook changes nothing. */
export const billingEvents = sqliteTable('billing_events', {
	id: text('id').primaryKey(),
	provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
	type: text('type').notNull(),
	accountId: text('account_id'),
	receivedAt: integer('received_at', { mode: 'number' }).notNull(),
})

/** Messages from the /contact form; each is also mailed to CONTACT_EMAIL. */
export const contactMessages = sqliteTable('contact_messages', {
	id: id(),
	name: text('name').notNull(),
	email: text('email').notNull(),
	topic: text('topic').notNull(),
	message: text('message').notNull(),
	createdAt: createdAt(),
})

/** The college catalog (U.S. Department of Education, College Scorecard); id is the Scorecard UNITID. */
export const colleges = sqliteTable(
	'colleges',
	{
		id: text('id').primaryKey(),
		name: text('name').notNull(),
		city: text('city'),
		state: text('state'),
		zip: text('zip'),
		website: text('website'),
		netPriceCalculatorUrl: text('net_price_calculator_url'),
		control: text('control'),
		predominantDegree: text('predominant_degree'),
		locale: text('locale'),
		undergradSize: integer('undergrad_size'),
		admissionRate: real('admission_rate'),
		satRw25: integer('sat_rw_25'),
		satRw75: integer('sat_rw_75'),
		satMath25: integer('sat_math_25'),
		satMath75: integer('sat_math_75'),
		act25: integer('act_25'),
		act75: integer('act_75'),
		tuitionInState: integer('tuition_in_state'),
		tuitionOutOfState: integer('tuition_out_of_state'),
		costOfAttendance: integer('cost_of_attendance'),
		avgNetPrice: integer('avg_net_price'),
		netPrice0To30k: integer('net_price_0_30k'),
		netPrice30To48k: integer('net_price_30_48k'),
		netPrice48To75k: integer('net_price_48_75k'),
		netPrice75To110k: integer('net_price_75_110k'),
		netPrice110kPlus: integer('net_price_110k_plus'),
		medianEarnings10yr: integer('median_earnings_10yr'),
		completionRate: real('completion_rate'),
		retentionRate: real('retention_rate'),
		medianDebt: integer('median_debt'),
		pellShare: real('pell_share'),
		latitude: real('latitude'),
		longitude: real('longitude'),
	},
	(table) => [index('colleges_state_idx').on(table.state), index('colleges_name_idx').on(table.name)],
)

/**
 * Blog subscribers (DECISIONS.md: a real double opt-in). One row per address;
 * a repeat sign-up updates it. Only a hash of the confirmation token is kept.
 */
export const newsletterSubscribers = sqliteTable('newsletter_subscribers', {
	id: id(),
	email: text('email').notNull().unique(),
	status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] }).notNull(),
	source: text('source'),
	confirmTokenHash: text('confirm_token_hash'),
	confirmExpiresAt: integer('confirm_expires_at', { mode: 'number' }),
	/** When the last confirmation mail went out, so a repeat sign-up cannot flood an inbox. */
	lastMailedAt: integer('last_mailed_at', { mode: 'number' }),
	consentedAt: integer('consented_at', { mode: 'number' }).notNull(),
	confirmedAt: integer('confirmed_at', { mode: 'number' }),
	unsubscribedAt: integer('unsubscribed_at', { mode: 'number' }),
	createdAt: createdAt(),
})

/** Running totals per post (spec §3 engagement {views, likes, shares}). */
export const blogEngagement = sqliteTable('blog_engagement', {
	slug: text('slug').primaryKey(),
	views: integer('views').notNull().default(0),
	likes: integer('likes').notNull().default(0),
	shares: integer('shares').notNull().default(0),
	updatedAt: integer('updated_at', { mode: 'number' }).notNull(),
})

/** The same counts per UTC day: "trending" reads the last 7 days of views. */
export const blogEngagementDaily = sqliteTable(
	'blog_engagement_daily',
	{
		slug: text('slug').notNull(),
		day: text('day').notNull(),
		views: integer('views').notNull().default(0),
		likes: integer('likes').notNull().default(0),
		shares: integer('shares').notNull().default(0),
	},
	(table) => [primaryKey({ columns: [table.slug, table.day] }), index('blog_engagement_daily_day_idx').on(table.day)],
)

/**
 * Who already counted today: a keyed hash of the visitor (never a raw address),
 * per post, day and kind. Rows older than two days are purged by the scheduler.
 */
export const blogVisitorEvents = sqliteTable(
	'blog_visitor_events',
	{
		slug: text('slug').notNull(),
		day: text('day').notNull(),
		kind: text('kind', { enum: ['view', 'share'] }).notNull(),
		visitor: text('visitor').notNull(),
	},
	(table) => [primaryKey({ columns: [table.slug, table.day, table.kind, table.visitor] }), index('blog_visitor_events_day_idx').on(table.day)],
)

/** One like per visitor per post; pressing again removes it. */
export const blogLikes = sqliteTable(
	'blog_likes',
	{
		slug: text('slug').notNull(),
		visitor: text('visitor').notNull(),
		createdAt: createdAt(),
	},
	(table) => [primaryKey({ columns: [table.slug, table.visitor] })],
)

/**
 * The plan: tasks and deadlines per student account (DESIGN.md §4). Library
 * tasks keep their template id (unique per account, so seeding twice adds
 * nothing); their micro-steps are child rows. Dates are the family's calendar
 * days, "YYYY-MM-DD", in the account's time zone.
 */
export const tasks = sqliteTable(
	'tasks',
	{
		id: id(),
		accountId: text('account_id')
			.notNull()
			.references(() => accounts.id, { onDelete: 'cascade' }),
		parentId: text('parent_id').references((): AnySQLiteColumn => tasks.id, { onDelete: 'cascade' }),
		templateId: text('template_id'),
		title: text('title').notNull(),
		why: text('why'),
		how: text('how', { mode: 'json' }).$type<string[]>(),
		notes: text('notes'),
		category: text('category', { enum: planCategories }).notNull(),
		owner: text('owner', { enum: ['student', 'parent'] }).notNull(),
		/** 1 must do, 2 should do, 3 good to do. */
		priority: integer('priority').notNull().default(2),
		minutes: integer('minutes'),
		startDate: text('start_date'),
		dueDate: text('due_date'),
		/** Library ids this waits for (their tasks must be done first). */
		dependsOn: text('depends_on', { mode: 'json' }).$type<string[]>(),
		link: text('link'),
		/** A custom task that comes back: finishing it adds the next one a week or a month later. */
		recurrence: text('recurrence', { enum: ['weekly', 'monthly'] }),
		position: integer('position').notNull().default(0),
		status: text('status', { enum: ['open', 'done', 'skipped'] }).notNull().default('open'),
		snoozedUntil: text('snoozed_until'),
		/** How often it was skipped from the daily list: the picker offers it less. */
		skipCount: integer('skip_count').notNull().default(0),
		completedAt: integer('completed_at', { mode: 'number' }),
		completedByUserId: text('completed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
		createdByUserId: text('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		uniqueIndex('tasks_account_template_idx').on(table.accountId, table.templateId),
		index('tasks_account_due_idx').on(table.accountId, table.status, table.dueDate),
		index('tasks_parent_idx').on(table.parentId),
		// Deleting a user clears these: most rows hold null, so only the others are indexed.
		index('tasks_created_by_idx').on(table.createdByUserId).where(sql`${table.createdByUserId} is not null`),
		index('tasks_completed_by_idx').on(table.completedByUserId).where(sql`${table.completedByUserId} is not null`),
	],
)

/**
 * Per member, per student account: reminder and digest e-mail choices. No row
 * means the role's defaults (notifications.server.ts).
 */
export const notificationPrefs = sqliteTable(
	'notification_prefs',
	{
		accountId: text('account_id')
			.notNull()
			.references(() => accounts.id, { onDelete: 'cascade' }),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		emailReminders: integer('email_reminders', { mode: 'boolean' }).notNull(),
		/** 0 Sunday … 6 Saturday; null = no weekly digest. */
		digestDay: integer('digest_day'),
		/** Hours 0–23 in the family's time zone when no mail goes out; both null = none. */
		quietStart: integer('quiet_start'),
		quietEnd: integer('quiet_end'),
		/** Categories to hear about; null = all. */
		categories: text('categories', { mode: 'json' }).$type<string[] | null>(),
		/** Whether the weekly digest (on digestDay) comes by e-mail; push may carry it instead or as well. */
		emailDigest: integer('email_digest', { mode: 'boolean' }).notNull().default(true),
		/** The kinds this member hears about by push (notifications.ts pushKinds); empty until they turn push on for a device. */
		pushKinds: text('push_kinds', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
		updatedAt: updatedAt(),
	},
	(table) => [primaryKey({ columns: [table.accountId, table.userId] }), index('notification_prefs_user_idx').on(table.userId)],
)

/**
 * One browser's push subscription, for one member in one student account.
 * The endpoint is the push service's URL for that browser (unique: a browser
 * that subscribes again replaces its row); p256dh and auth are its keys.
 */
export const pushSubscriptions = sqliteTable(
	'push_subscriptions',
	{
		id: id(),
		accountId: text('account_id')
			.notNull()
			.references(() => accounts.id, { onDelete: 'cascade' }),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		endpoint: text('endpoint').notNull().unique(),
		p256dh: text('p256dh').notNull(),
		auth: text('auth').notNull(),
		/** A short label from the browser's user agent ("Chrome on Android"), for the member's list of devices. */
		label: text('label').notNull(),
		/**
		 * The sign-in it was made under. When that session ends (sign-out, sign out
		 * everywhere, expiry) the device hears no more: a shared computer stops
		 * showing the family's tasks once its user signs out.
		 */
		sessionId: text('session_id').notNull(),
		createdAt: createdAt(),
		lastSuccessAt: integer('last_success_at', { mode: 'number' }),
	},
	(table) => [index('push_subscriptions_member_idx').on(table.accountId, table.userId), index('push_subscriptions_user_idx').on(table.userId)],
)

/**
 * Every reminder and digest claimed before it is sent, keyed by what it is
 * about, so a job run twice (or resumed after a crash) never mails twice.
 */
export const notificationLog = sqliteTable(
	'notification_log',
	{
		key: text('key').primaryKey(),
		accountId: text('account_id').notNull(),
		userId: text('user_id').notNull(),
		kind: text('kind', { enum: ['reminder', 'digest', 'push'] }).notNull(),
		createdAt: createdAt(),
	},
	(table) => [index('notification_log_created_idx').on(table.createdAt)],
)

/** A member's secret calendar subscription URL; only a hash of its token is kept. Revoking ends it. */
export const calendarFeeds = sqliteTable(
	'calendar_feeds',
	{
		id: id(),
		accountId: text('account_id')
			.notNull()
			.references(() => accounts.id, { onDelete: 'cascade' }),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		tokenHash: text('token_hash').notNull().unique(),
		createdAt: createdAt(),
		revokedAt: integer('revoked_at', { mode: 'number' }),
		lastFetchedAt: integer('last_fetched_at', { mode: 'number' }),
	},
	(table) => [index('calendar_feeds_member_idx').on(table.accountId, table.userId), index('calendar_feeds_user_idx').on(table.userId)],
)

/**
 * The student's tests (spec: SAT/ACT/PSAT/AP/IB): a planned date with its
 * registration deadline, then the scores by section once taken.
 */
export const testRecords = sqliteTable(
	'test_records',
	{
		id: id(),
		accountId: text('account_id')
			.notNull()
			.references(() => accounts.id, { onDelete: 'cascade' }),
		test: text('test', { enum: ['PSAT', 'SAT', 'ACT', 'AP', 'IB'] }).notNull(),
		/** The AP or IB subject; empty for the others. */
		subject: text('subject').notNull().default(''),
		date: text('date').notNull(),
		registrationDeadline: text('registration_deadline'),
		status: text('status', { enum: ['planned', 'registered', 'taken'] }).notNull(),
		/** Section scores by name: { rw, math } for SAT/PSAT, { english, math, reading, science } for ACT, { score } for AP/IB. */
		scores: text('scores', { mode: 'json' }).$type<Record<string, number> | null>(),
		notes: text('notes'),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [uniqueIndex('test_records_account_test_idx').on(table.accountId, table.test, table.subject, table.date)],
)

/**
 * What colleges see of the student (the profile page): the GPA saved from the
 * calculator with its courses, Common App–style activities and honors.
 */
export const studentProfiles = sqliteTable('student_profiles', {
	accountId: text('account_id')
		.primaryKey()
		.references(() => accounts.id, { onDelete: 'cascade' }),
	gpa: text('gpa', { mode: 'json' }).$type<{
		unweighted: number | null
		weighted: number | null
		credits: number
		savedAt: number
		courses: Array<{ name: string; credits: number | null; grade: string; weight: string }>
	} | null>(),
	activities: text('activities', { mode: 'json' })
		.$type<Array<{ id: string; name: string; role: string; organization: string; description: string; grades: number[]; hoursPerWeek: number | null; weeksPerYear: number | null }>>()
		.notNull()
		.default(sql`'[]'`),
	honors: text('honors', { mode: 'json' })
		.$type<Array<{ id: string; title: string; level: 'school' | 'state' | 'national' | 'international'; grades: number[] }>>()
		.notNull()
		.default(sql`'[]'`),
	updatedAt: updatedAt(),
})

/** A pending change of sign-in address: a code sent to the new address proves it is theirs. */
export const emailChanges = sqliteTable(
	'email_changes',
	{
		id: id(),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		newEmail: text('new_email').notNull(),
		codeHash: text('code_hash').notNull(),
		attempts: integer('attempts').notNull().default(0),
		expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
		usedAt: integer('used_at', { mode: 'number' }),
		createdAt: createdAt(),
	},
	(table) => [index('email_changes_user_idx').on(table.userId, table.createdAt)],
)

/** Notes the family leaves on a task ("asked Ms. Park on Monday"). */
export const taskComments = sqliteTable(
	'task_comments',
	{
		id: id(),
		taskId: text('task_id')
			.notNull()
			.references(() => tasks.id, { onDelete: 'cascade' }),
		accountId: text('account_id')
			.notNull()
			.references(() => accounts.id, { onDelete: 'cascade' }),
		userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
		body: text('body').notNull(),
		createdAt: createdAt(),
	},
	(table) => [
		index('task_comments_task_idx').on(table.taskId, table.createdAt),
		// The dashboard's week of comments, read on every render: without it, every family's comments were scanned.
		index('task_comments_account_idx').on(table.accountId, table.createdAt),
		index('task_comments_user_idx').on(table.userId),
	],
)

/** A college on a student's list (DESIGN.md §4 list_entries): fit, status, plan, notes, visits. */
export const listEntries = sqliteTable(
	'list_entries',
	{
		id: id(),
		accountId: text('account_id')
			.notNull()
			.references(() => accounts.id, { onDelete: 'cascade' }),
		collegeId: text('college_id')
			.notNull()
			.references(() => colleges.id),
		/** The family's own call, when it differs from the fit rule. */
		fitOverride: text('fit_override', { enum: ['reach', 'target', 'safety'] }),
		status: text('status', { enum: ['researching', 'applying', 'applied', 'admitted', 'waitlisted', 'denied', 'deferred', 'enrolled'] })
			.notNull()
			.default('researching'),
		planType: text('plan_type', { enum: ['EA', 'ED', 'ED2', 'REA', 'RD', 'rolling'] }),
		notes: text('notes'),
		visits: text('visits', { mode: 'json' }).$type<Array<{ date: string; note: string }>>().notNull().default(sql`'[]'`),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [uniqueIndex('list_entries_account_college_idx').on(table.accountId, table.collegeId)],
)

/**
 * Essays: the Common App personal essay (no college) and each college's
 * supplements, with a word limit and a status; the text lives in versions.
 */
export const essays = sqliteTable(
	'essays',
	{
		id: id(),
		accountId: text('account_id')
			.notNull()
			.references(() => accounts.id, { onDelete: 'cascade' }),
		collegeId: text('college_id').references(() => colleges.id),
		/** A main essay's platform (no college): the Common App personal essay or the Coalition main essay. */
		platform: text('platform', { enum: ['common-app', 'coalition'] }),
		title: text('title').notNull(),
		prompt: text('prompt').notNull().default(''),
		wordLimit: integer('word_limit'),
		status: text('status', { enum: ['brainstorm', 'draft', 'revise', 'final'] }).notNull().default('brainstorm'),
		/** The student's choice («Accounts» canSeeItem): counselors never see it, whatever is shared. */
		privateFromCounselors: integer('private_from_counselors', { mode: 'boolean' }).notNull().default(false),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [index('essays_account_idx').on(table.accountId)],
)

/** Every saved state of an essay; autosave updates the newest for a few minutes, then starts another. */
export const essayVersions = sqliteTable(
	'essay_versions',
	{
		id: id(),
		essayId: text('essay_id')
			.notNull()
			.references(() => essays.id, { onDelete: 'cascade' }),
		body: text('body').notNull(),
		wordCount: integer('word_count').notNull(),
		savedByUserId: text('saved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [index('essay_versions_essay_idx').on(table.essayId, table.createdAt), index('essay_versions_saved_by_idx').on(table.savedByUserId)],
)

/**
 * An application to one listed college: deadline, platform, fee and the
 * items already done. Plan type and status stay on the list entry.
 */
export const applications = sqliteTable(
	'applications',
	{
		id: id(),
		accountId: text('account_id')
			.notNull()
			.references(() => accounts.id, { onDelete: 'cascade' }),
		listEntryId: text('list_entry_id')
			.notNull()
			.references(() => listEntries.id, { onDelete: 'cascade' }),
		/** YYYY-MM-DD, the deadline of the chosen plan type. */
		deadline: text('deadline'),
		platform: text('platform', { enum: ['common-app', 'coalition', 'school'] }),
		/** The platforms the college takes, as the family entered them; null = not entered (the catalog's, where known, is shown instead). */
		acceptedPlatforms: text('accepted_platforms', { mode: 'json' }).$type<Array<'common-app' | 'coalition' | 'school'>>(),
		feeCents: integer('fee_cents'),
		feeWaiver: integer('fee_waiver', { mode: 'boolean' }).notNull().default(false),
		/** Checklist item keys already done (transcript, scores, fee, …). */
		done: text('done', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
		portalUrl: text('portal_url'),
		/** YYYY-MM-DD: the college's priority date for FAFSA / CSS Profile, when the family enters it. */
		aidPriorityDeadline: text('aid_priority_deadline'),
		cssProfileRequired: integer('css_profile_required', { mode: 'boolean' }).notNull().default(false),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [uniqueIndex('applications_entry_idx').on(table.listEntryId), index('applications_account_idx').on(table.accountId)],
)

/**
 * Checklists kept per account: the Common App and Coalition sections, the
 * FAFSA and CSS Profile steps. `done` holds the keys of the items ticked.
 */
export const checklists = sqliteTable(
	'checklists',
	{
		accountId: text('account_id')
			.notNull()
			.references(() => accounts.id, { onDelete: 'cascade' }),
		list: text('list', { enum: ['common-app', 'coalition', 'fafsa', 'css-profile'] }).notNull(),
		done: text('done', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
		updatedAt: updatedAt(),
	},
	(table) => [primaryKey({ columns: [table.accountId, table.list] })],
)

/** Comments on an essay by family members and counselors who can see it. */
export const essayComments = sqliteTable(
	'essay_comments',
	{
		id: id(),
		essayId: text('essay_id')
			.notNull()
			.references(() => essays.id, { onDelete: 'cascade' }),
		authorUserId: text('author_user_id').references(() => users.id, { onDelete: 'set null' }),
		body: text('body').notNull(),
		createdAt: createdAt(),
	},
	(table) => [index('essay_comments_essay_idx').on(table.essayId, table.createdAt), index('essay_comments_author_idx').on(table.authorUserId)],
)

/** Admissions officers, counselors, teachers, coaches: who the family deals with. */
export const contacts = sqliteTable(
	'contacts',
	{
		id: id(),
		accountId: text('account_id')
			.notNull()
			.references(() => accounts.id, { onDelete: 'cascade' }),
		name: text('name').notNull(),
		role: text('role', { enum: ['admissions', 'counselor', 'teacher', 'coach', 'financial-aid', 'other'] }).notNull(),
		organization: text('organization'),
		collegeId: text('college_id').references(() => colleges.id),
		email: text('email'),
		phone: text('phone'),
		notes: text('notes'),
		/** YYYY-MM-DD */
		lastContactedOn: text('last_contacted_on'),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [index('contacts_account_idx').on(table.accountId)],
)

/** A recommender: who writes, when asked, the FERPA waiver and the thank-you. */
export const recommendations = sqliteTable(
	'recommendations',
	{
		id: id(),
		accountId: text('account_id')
			.notNull()
			.references(() => accounts.id, { onDelete: 'cascade' }),
		contactId: text('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
		recommenderName: text('recommender_name').notNull(),
		recommenderRole: text('recommender_role', { enum: ['teacher', 'counselor', 'coach', 'employer', 'other'] }).notNull(),
		subject: text('subject'),
		/** YYYY-MM-DD */
		requestedOn: text('requested_on'),
		dueDate: text('due_date'),
		ferpaWaived: integer('ferpa_waived', { mode: 'boolean' }).notNull().default(true),
		thankYouSentOn: text('thank_you_sent_on'),
		notes: text('notes'),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [index('recommendations_account_idx').on(table.accountId), index('recommendations_contact_idx').on(table.contactId)],
)

/** One recommendation sent to one college: requested, then submitted. */
export const recommendationRequests = sqliteTable(
	'recommendation_requests',
	{
		recommendationId: text('recommendation_id')
			.notNull()
			.references(() => recommendations.id, { onDelete: 'cascade' }),
		collegeId: text('college_id')
			.notNull()
			.references(() => colleges.id),
		status: text('status', { enum: ['requested', 'submitted'] }).notNull().default('requested'),
		updatedAt: updatedAt(),
	},
	(table) => [primaryKey({ columns: [table.recommendationId, table.collegeId] })],
)

/**
 * The document vault. The bytes live in the FileStore under `storageKey`;
 * the type is sniffed from the bytes at upload. Deleting sets `deletedAt`;
 * a daily job purges what stayed deleted 30 days.
 */
export const documents = sqliteTable(
	'documents',
	{
		id: id(),
		accountId: text('account_id')
			.notNull()
			.references(() => accounts.id, { onDelete: 'cascade' }),
		title: text('title').notNull(),
		fileName: text('file_name').notNull(),
		kind: text('kind', { enum: ['transcript', 'score-report', 'resume', 'award-letter', 'financial', 'essay', 'other'] }).notNull(),
		contentType: text('content_type').notNull(),
		size: integer('size').notNull(),
		storageKey: text('storage_key').notNull(),
		collegeId: text('college_id').references(() => colleges.id),
		privateFromCounselors: integer('private_from_counselors', { mode: 'boolean' }).notNull().default(false),
		uploadedByUserId: text('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
		deletedAt: integer('deleted_at', { mode: 'number' }),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [index('documents_account_idx').on(table.accountId, table.deletedAt), index('documents_uploaded_by_idx').on(table.uploadedByUserId)],
)

/**
 * An upload's claim on the account's quota while its file is being written
 * (decision 023). Claimed in one statement that also checks the quota, so
 * uploads sent at once cannot together pass it; replaced by the document row
 * once the file is stored. A claim left by a host that died is swept daily.
 */
export const documentUploads = sqliteTable(
	'document_uploads',
	{
		/** The id the document will have. */
		id: text('id').primaryKey(),
		accountId: text('account_id')
			.notNull()
			.references(() => accounts.id, { onDelete: 'cascade' }),
		size: integer('size').notNull(),
		createdAt: integer('created_at', { mode: 'number' }).notNull(),
	},
	(table) => [index('document_uploads_account_idx').on(table.accountId)],
)

/** An aid offer as the college's letter states it; the comparison math is in features/aid. */
export const aidOffers = sqliteTable(
	'aid_offers',
	{
		id: id(),
		accountId: text('account_id')
			.notNull()
			.references(() => accounts.id, { onDelete: 'cascade' }),
		collegeId: text('college_id').references(() => colleges.id),
		collegeName: text('college_name').notNull(),
		costOfAttendanceCents: integer('cost_of_attendance_cents').notNull(),
		/** Gift aid: grants and scholarships, each renewable or first-year only. */
		grants: text('grants', { mode: 'json' }).$type<Array<{ name: string; amountCents: number; renewable: boolean }>>().notNull().default(sql`'[]'`),
		workStudyCents: integer('work_study_cents').notNull().default(0),
		loans: text('loans', { mode: 'json' })
			.$type<Array<{ kind: 'subsidized' | 'unsubsidized' | 'parent-plus' | 'private' | 'other'; amountCents: number }>>()
			.notNull()
			.default(sql`'[]'`),
		notes: text('notes'),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [index('aid_offers_account_idx').on(table.accountId)],
)

/** Scholarships the family applies to; never shared with anyone outside the account. */
export const scholarships = sqliteTable(
	'scholarships',
	{
		id: id(),
		accountId: text('account_id')
			.notNull()
			.references(() => accounts.id, { onDelete: 'cascade' }),
		name: text('name').notNull(),
		provider: text('provider'),
		amountCents: integer('amount_cents'),
		/** YYYY-MM-DD */
		deadline: text('deadline'),
		requirements: text('requirements'),
		url: text('url'),
		essayId: text('essay_id').references(() => essays.id, { onDelete: 'set null' }),
		status: text('status', { enum: ['researching', 'applying', 'submitted', 'awarded', 'not-awarded'] })
			.notNull()
			.default('researching'),
		renewable: integer('renewable', { mode: 'boolean' }).notNull().default(false),
		renewalTerms: text('renewal_terms'),
		notes: text('notes'),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [index('scholarships_account_idx').on(table.accountId), index('scholarships_essay_idx').on(table.essayId)],
)

/**
 * An assistant conversation, per account and member: nobody reads another
 * member's chats. `key` is 'context-{topic}' for a conversation opened from a
 * page ("Ask about this"), so it resumes; null for an ordinary chat.
 */
export const conversations = sqliteTable(
	'conversations',
	{
		id: id(),
		accountId: text('account_id')
			.notNull()
			.references(() => accounts.id, { onDelete: 'cascade' }),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		key: text('key'),
		title: text('title').notNull(),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		uniqueIndex('conversations_key_idx').on(table.accountId, table.userId, table.key),
		index('conversations_member_idx').on(table.accountId, table.userId, table.updatedAt),
		index('conversations_user_idx').on(table.userId),
	],
)

export const assistantMessages = sqliteTable(
	'assistant_messages',
	{
		id: id(),
		conversationId: text('conversation_id')
			.notNull()
			.references(() => conversations.id, { onDelete: 'cascade' }),
		role: text('role', { enum: ['user', 'assistant'] }).notNull(),
		content: text('content').notNull(),
		/** The guides and pages an answer drew on, shown as links. */
		sources: text('sources', { mode: 'json' }).$type<Array<{ title: string; href: string }>>().notNull().default(sql`'[]'`),
		createdAt: createdAt(),
	},
	(table) => [index('assistant_messages_conversation_idx').on(table.conversationId, table.createdAt)],
)

/**
 * What the plan engine did to an account's plan and why ("what changed and
 * why"). Undoing a change sets `undoneAt`; the engine never repeats a rule
 * (`ruleKey`) the family undid.
 */
export const planEngineChanges = sqliteTable(
	'plan_engine_changes',
	{
		id: id(),
		accountId: text('account_id')
			.notNull()
			.references(() => accounts.id, { onDelete: 'cascade' }),
		kind: text('kind', { enum: ['added', 'removed', 'reprioritized', 'risk'] }).notNull(),
		ruleKey: text('rule_key').notNull(),
		taskId: text('task_id').references(() => tasks.id, { onDelete: 'set null' }),
		title: text('title').notNull(),
		reason: text('reason').notNull(),
		/** For an undo: what the task was before (priority, status). */
		before: text('before', { mode: 'json' }).$type<Record<string, unknown> | null>(),
		undoneAt: integer('undone_at', { mode: 'number' }),
		createdAt: createdAt(),
	},
	(table) => [
		index('plan_engine_changes_account_idx').on(table.accountId, table.createdAt),
		index('plan_engine_changes_rule_idx').on(table.accountId, table.ruleKey),
		// A deleted task sets task_id to null here (the foreign key): without it, each deletion scanned every family's log.
		index('plan_engine_changes_task_idx').on(table.taskId),
	],
)
