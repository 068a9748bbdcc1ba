import { z } from 'zod'
import { requireAccountAccess } from '#app/features/accounts/access.server'
import {
	detailsForMember,
	getAccountDetails,
	getRouteContext,
	listAllAccounts,
	listUserAccounts,
	setCurrentAccount,
	updateStudentData,
} from '#app/features/accounts/accounts.server'
import { gradeLabel, gradeLevel } from '#app/features/accounts/grade'
import { inviteMember } from '#app/features/accounts/members.server'
import {
	AccountLimitError,
	clearOnboarding,
	completeOnboarding,
	getIncompleteOnboardingAccount,
	onboardingStatus,
	saveStudentStep,
	stepName,
} from '#app/features/accounts/onboarding.server'
import { AccountIdSchema, studentStepSchema, StudentUpdateSchema } from '#app/features/accounts/schemas'
import { defineServerFn, NoInput, ServerFnError } from './define'

const AccountInput = z.object({ accountId: AccountIdSchema.optional() }).strict().nullish()

export const accountServerFns = [
	defineServerFn({
		id: 'getAppLoaderData',
		method: 'GET',
		access: 'user',
		input: NoInput,
		handler: ({ app, user }) => getRouteContext(app, user!, user!.currentAccountId),
	}),
	defineServerFn({
		id: 'setCurrentAccount',
		method: 'POST',
		access: 'user',
		feature: null,
		input: z.object({
			id: AccountIdSchema,
			studentName: z.string().max(80).optional(),
			plan: z.string().max(40).nullable().optional(),
		}),
		async handler({ app, user, input }) {
			// The id comes from the client: it passes the same gate as every other read.
			const access = await requireAccountAccess({ db: app.db, user }, input.id)
			await setCurrentAccount(app, user!, access.accountId)
			const details = await getAccountDetails(app, access.accountId)
			return { id: access.accountId, studentName: details!.studentName, plan: details!.plan, role: access.role }
		},
	}),
	defineServerFn({
		id: 'getCurrentAccount',
		method: 'GET',
		access: 'user',
		input: NoInput,
		async handler({ app, user }) {
			const list = await listUserAccounts(app, user!.id)
			return list.find((account) => account.id === user!.currentAccountId) ?? list[0] ?? null
		},
	}),
	defineServerFn({
		id: 'validateAccountAccess',
		method: 'POST',
		access: 'user',
		feature: null,
		input: z.object({ accountId: AccountIdSchema }),
		async handler({ app, user, input }) {
			const list = await listUserAccounts(app, user!.id)
			const match = list.find((account) => account.id === input.accountId)
			if (match) return { hasAccess: true, role: match.role, redirectTo: null }
			return {
				hasAccess: false,
				role: null,
				redirectTo: list[0] ? `/a/${list[0].id}/dashboard` : '/onboarding',
			}
		},
	}),
	defineServerFn({
		id: 'initCurrentAccount',
		method: 'POST',
		access: 'user',
		feature: null,
		input: z.object({ accountId: AccountIdSchema.optional() }).nullish(),
		async handler({ app, user, input }) {
			const list = await listUserAccounts(app, user!.id)
			const chosen = list.find((account) => account.id === input?.accountId) ?? list[0] ?? null
			if (!chosen) return { currentAccountId: null, redirectTo: '/onboarding' }
			await setCurrentAccount(app, user!, chosen.id)
			return { currentAccountId: chosen.id, redirectTo: null }
		},
	}),
	defineServerFn({
		id: 'getMyAccounts',
		method: 'GET',
		access: 'user',
		input: NoInput,
		handler: ({ app, user }) => listUserAccounts(app, user!.id),
	}),
	defineServerFn({
		id: 'getUserAccounts',
		method: 'GET',
		access: 'user',
		input: NoInput,
		async handler({ app, user }) {
			return { accounts: await listUserAccounts(app, user!.id), currentAccountId: user!.currentAccountId }
		},
	}),
	defineServerFn({
		id: 'getAllAccounts',
		method: 'POST',
		access: 'admin',
		feature: null,
		input: z
			.object({
				page: z.number().int().min(1).max(10_000).default(1),
				pageSize: z.number().int().min(1).max(200).default(50),
			})
			.nullish()
			.transform((value) => value ?? { page: 1, pageSize: 50 }),
		handler: ({ app, input }) => listAllAccounts(app, input),
	}),
	defineServerFn({
		id: 'getAccountDetails',
		method: 'POST',
		access: { account: {} },
		feature: null,
		input: AccountInput,
		// The profile's details (school, address, goals) only for those it is shared with.
		handler: async ({ app, account }) => ({ ...detailsForMember((await getAccountDetails(app, account!.accountId))!, account!.sections), access: account }),
	}),
	defineServerFn({
		id: 'getStudentData',
		method: 'GET',
		access: { account: { section: 'profile' } },
		input: AccountInput,
		async handler({ app, account }) {
			const details = await getAccountDetails(app, account!.accountId)
			return {
				accountId: details!.id,
				studentName: details!.studentName,
				graduationYear: details!.graduationYear,
				grade: details!.grade,
				highSchool: details!.highSchool,
				state: details!.state,
				zip: details!.zip,
				intendedStartTerm: details!.intendedStartTerm,
				intendedMajors: details!.intendedMajors ?? [],
				regions: details!.regions ?? [],
				concerns: details!.concerns ?? [],
			}
		},
	}),
	defineServerFn({
		id: 'updateStudentData',
		method: 'POST',
		access: { account: { minRole: 'student', section: 'profile', write: true } },
		feature: null,
		input: StudentUpdateSchema,
		handler: ({ app, account, input: { accountId: _accountId, ...values } }) =>
			updateStudentData(app, account!.accountId, values),
	}),
	defineServerFn({
		id: 'getCurrentGradeLevel',
		method: 'GET',
		access: { account: {} },
		input: AccountInput,
		async handler({ app, account }) {
			const details = await getAccountDetails(app, account!.accountId)
			const year = details!.graduationYear
			const level = year ? gradeLevel(year, app.now()) : null
			return { accountId: account!.accountId, graduationYear: year, gradeLevel: level, grade: level ? gradeLabel(level) : null }
		},
	}),

	// Onboarding.
	defineServerFn({
		id: 'getIncompleteOnboardingAccount',
		method: 'GET',
		access: 'user',
		input: NoInput,
		handler: ({ app, user }) => getIncompleteOnboardingAccount(app, user!.id),
	}),
	defineServerFn({
		id: 'completeStudentData',
		method: 'POST',
		access: 'user',
		feature: null,
		input: z.unknown(),
		async handler({ app, user, input }) {
			// The class-year range depends on today, so the schema is made per call.
			const parsed = studentStepSchema(app.now()).safeParse(input)
			if (!parsed.success) {
				throw new ServerFnError(
					400,
					'invalid_input',
					'The input is not valid.',
					parsed.error.issues.map((issue) => ({ path: issue.path, message: issue.message, code: issue.code })),
				)
			}
			const { studentEmail, ...student } = parsed.data
			const accountId = await saveStudentStep(app, user!, student).catch((error: unknown) => {
				if (error instanceof AccountLimitError) throw new ServerFnError(409, 'account_limit', error.message, [{ path: ['studentName'], message: error.message }])
				throw error
			})
			if (studentEmail && studentEmail !== user!.email) {
				const access = await requireAccountAccess({ db: app.db, user }, accountId, { minRole: 'owner' })
				await inviteMember(app, user!, access, { email: studentEmail, role: 'student' }).catch((error) => {
					// Already a member or already invited: onboarding goes on.
					if (!(error instanceof Error && 'status' in error)) throw error
				})
			}
			return { accountId, step: 'goals' as const }
		},
	}),
	defineServerFn({
		id: 'completePlanSelection',
		method: 'POST',
		access: 'user',
		feature: null,
		input: z.object({ accountId: AccountIdSchema.optional(), plan: z.string().max(40).nullable().optional() }),
		async handler({ app, user, input }) {
			const { existingAccountId } = await getIncompleteOnboardingAccount(app, user!.id)
			const accountId = input.accountId ?? existingAccountId
			if (!accountId || accountId !== existingAccountId) {
				throw new ServerFnError(409, 'no_onboarding', 'There is no student account waiting for a plan.')
			}
			await completeOnboarding(app, accountId, input.plan ?? null, user!.id)
			await setCurrentAccount(app, user!, accountId)
			return { accountId, redirectTo: `/a/${accountId}/dashboard` }
		},
	}),
	defineServerFn({
		id: 'checkOnboardingStatus',
		method: 'GET',
		access: 'user',
		input: NoInput,
		handler: ({ app, user }) => onboardingStatus(app, user!.id),
	}),
	defineServerFn({
		id: 'getOnboardingSession',
		method: 'GET',
		access: 'user',
		input: NoInput,
		async handler({ app, user }) {
			const { existingAccountData, existingAccountId } = await getIncompleteOnboardingAccount(app, user!.id)
			return {
				accountId: existingAccountId,
				step: existingAccountData ? stepName(existingAccountData.onboardingStep) : 'student',
				data: existingAccountData,
			}
		},
	}),
	defineServerFn({
		id: 'clearOnboardingSession',
		method: 'POST',
		access: 'user',
		feature: null,
		input: NoInput,
		handler: ({ app, user }) => clearOnboarding(app, user!.id),
	}),
	defineServerFn({
		id: 'getAccountOnboardingStatus',
		method: 'POST',
		access: { account: {} },
		feature: null,
		input: AccountInput,
		async handler({ app, account }) {
			const details = await getAccountDetails(app, account!.accountId)
			return { accountId: account!.accountId, completed: details!.onboardingCompletedAt !== null }
		},
	}),
]
