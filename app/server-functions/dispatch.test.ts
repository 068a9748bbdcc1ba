import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { z } from 'zod'
import { createSignedInUser, createTestContext, type TestContext } from '../../tests/support/test-context'
import { defineServerFn, NoInput, pendingServerFn, ServerFnError } from './define'
import { handleServerFnRequest, MAX_BODY_BYTES } from './dispatch.server'
import { createRegistry, serverFnRegistry } from './registry.server'

let ctx: TestContext
beforeAll(async () => {
	ctx = await createTestContext({ SENTRY_DSN: 'https://public@errors.example.com/1' })
})
afterAll(() => ctx.cleanup())

const origin = 'http://localhost:3000'

function call(
	id: string,
	{
		method = 'GET',
		payload,
		body,
		cookie,
		marker = true,
		registry = serverFnRegistry,
	}: {
		method?: string
		payload?: string
		body?: BodyInit
		cookie?: string
		marker?: boolean
		registry?: typeof serverFnRegistry
	} = {},
) {
	const url = new URL(`/_serverFn/${id}`, origin)
	if (marker) url.searchParams.set('createServerFn', '')
	if (payload !== undefined) url.searchParams.set('payload', payload)
	const request = new Request(url, {
		method,
		body,
		headers: cookie ? { cookie } : {},
	})
	return handleServerFnRequest({ request, id, app: ctx, registry })
}

async function errorOf(response: Response) {
	const body = (await response.json()) as { error: { code: string; message: string; status: number; issues?: unknown[] } }
	return body.error
}

describe('config functions', () => {
	test('getAnalyticsConfig answers the config JSON', async () => {
		const response = await call('getAnalyticsConfig')
		expect(response.status).toBe(200)
		expect(response.headers.get('content-type')).toMatch(/application\/json/)
		expect(await response.json()).toEqual({
			gtmId: null,
			enabled: false,
			measurementId: null,
			googleAdsEnabled: false,
			googleAdsId: null,
		})
	})

	test('getErrorReportingConfig reflects SENTRY_DSN', async () => {
		const response = await call('getErrorReportingConfig')
		expect(await response.json()).toEqual({
			enabled: true,
			dsn: 'https://public@errors.example.com/1',
			environment: 'test',
			release: null,
		})
	})

	test('getSessionRecordingConfig and getBaseUrl', async () => {
		expect(await (await call('getSessionRecordingConfig')).json()).toEqual({ enabled: false, tagId: null })
		expect(await (await call('getBaseUrl')).json()).toEqual({ baseUrl: 'http://localhost:3000' })
	})

	test('an empty object or null payload is accepted', async () => {
		expect((await call('getBaseUrl', { payload: '{}' })).status).toBe(200)
		expect((await call('getBaseUrl', { payload: 'null' })).status).toBe(200)
	})
})

describe('error statuses', () => {
	test('400 without the createServerFn marker', async () => {
		const response = await call('getBaseUrl', { marker: false })
		expect(response.status).toBe(400)
		expect(await errorOf(response)).toMatchObject({ code: 'bad_request', status: 400 })
	})

	test('404 for an unknown id, GET or POST', async () => {
		for (const method of ['GET', 'POST']) {
			const response = await call('nope', { method })
			expect(response.status).toBe(404)
			expect(await errorOf(response)).toMatchObject({ code: 'not_found' })
		}
	})

	test('405 for the wrong method, with Allow', async () => {
		const response = await call('getBaseUrl', { method: 'POST', body: '{}' })
		expect(response.status).toBe(405)
		expect(response.headers.get('allow')).toBe('GET')
		const put = await call('getAllAccounts', { method: 'PUT' })
		expect(put.status).toBe(405)
	})

	test('400 for malformed JSON in a GET payload and a POST body', async () => {
		const get = await call('getBaseUrl', { payload: '{oops' })
		expect(get.status).toBe(400)
		expect((await errorOf(get)).message).toMatch(/not valid JSON/)

		const { cookie } = await createSignedInUser(ctx, { isAdmin: true })
		const post = await call('getAllAccounts', { method: 'POST', body: '{"data":', cookie })
		expect(post.status).toBe(400)
		const notObject = await call('getAllAccounts', { method: 'POST', body: '[1,2]', cookie })
		expect(notObject.status).toBe(400)
	})

	test('400 with zod issues when the input fails its schema', async () => {
		const response = await call('getBaseUrl', { payload: JSON.stringify({ surprise: true }) })
		expect(response.status).toBe(400)
		const error = await errorOf(response)
		expect(error.code).toBe('invalid_input')
		expect(error.issues).toEqual([expect.objectContaining({ code: 'unrecognized_keys' })])
	})

	test('401 when a signed-in function is called without a session', async () => {
		const response = await call('getMyAccounts')
		expect(response.status).toBe(401)
		expect(await errorOf(response)).toMatchObject({ code: 'unauthorized' })
	})

	test('401 for a forged or expired session cookie', async () => {
		const response = await call('getMyAccounts', { cookie: 'ns_session=forged' })
		expect(response.status).toBe(401)
	})

	test('403 when a non-admin calls an admin function', async () => {
		const { cookie } = await createSignedInUser(ctx)
		const response = await call('getAllAccounts', { method: 'POST', body: '{"data":{}}', cookie })
		expect(response.status).toBe(403)
	})

	test('501, never a fake success, for a function a later issue implements', async () => {
		const registry = createRegistry([pendingServerFn({ id: 'later', method: 'GET', access: 'public', issue: 'Assistant' })])
		const response = await call('later', { registry })
		expect(response.status).toBe(501)
		expect((await errorOf(response)).message).toMatch(/arrives with «Assistant»/)
	})

	test('413 for a body over 1 MiB, declared or streamed', async () => {
		const big = JSON.stringify({ data: 'x'.repeat(MAX_BODY_BYTES) })
		const declared = await call('captureEmailLead', { method: 'POST', body: big })
		expect(declared.status).toBe(413)

		const stream = new ReadableStream<Uint8Array>({
			start(controller) {
				const chunk = new TextEncoder().encode('x'.repeat(64 * 1024))
				for (let i = 0; i < 20; i++) controller.enqueue(chunk)
				controller.close()
			},
		})
		const request = new Request(new URL('/_serverFn/captureEmailLead?createServerFn', origin), {
			method: 'POST',
			body: stream,
			// @ts-expect-error Node's fetch needs duplex for a streamed body
			duplex: 'half',
		})
		const streamed = await handleServerFnRequest({
			request,
			id: 'captureEmailLead',
			app: ctx,
			registry: serverFnRegistry,
		})
		expect(streamed.status).toBe(413)
	})

	test('500 for a handler failure hides the stack and SQL, and reports it', async () => {
		const reportError = vi.fn()
		const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
		const registry = createRegistry([
			defineServerFn({
				id: 'explode',
				method: 'GET',
				access: 'public',
				input: NoInput,
				async handler({ app }) {
					await app.db.run('SELECT * FROM no_such_table')
				},
			}),
		])
		const request = new Request(`${origin}/_serverFn/explode?createServerFn`)
		const response = await handleServerFnRequest({
			request,
			id: 'explode',
			app: { ...ctx, reportError },
			registry,
		})
		expect(response.status).toBe(500)
		const text = await response.text()
		expect(text).not.toMatch(/no_such_table|SELECT|at .*\.ts/)
		expect(JSON.parse(text)).toEqual({
			error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.', status: 500 },
		})
		expect(reportError).toHaveBeenCalledOnce()
		expect(consoleError).toHaveBeenCalled()
		consoleError.mockRestore()
	})
})

describe('account access', () => {
	const registry = createRegistry([
		defineServerFn({
			id: 'readAccount',
			method: 'POST',
			access: { account: { minRole: 'parent' } },
			input: z.object({ accountId: z.string().optional() }),
			handler: ({ account }) => account,
		}),
		defineServerFn({
			id: 'expected',
			method: 'GET',
			access: 'public',
			input: NoInput,
			handler() {
				throw new ServerFnError(409, 'conflict', 'Already done.')
			},
		}),
	])

	test('a member with an allowed role gets through, with the account id from the session', async () => {
		const { cookie, accountId } = await createSignedInUser(ctx, { role: 'owner' })
		const response = await call('readAccount', { method: 'POST', body: '{"data":{}}', cookie, registry })
		expect(response.status).toBe(200)
		expect(await response.json()).toMatchObject({ accountId, role: 'owner', readOnly: false })
	})

	test('a counselor is refused where the rule asks for a parent', async () => {
		const { cookie, accountId } = await createSignedInUser(ctx, { role: 'counselor' })
		const body = JSON.stringify({ data: { accountId } })
		const response = await call('readAccount', { method: 'POST', body, cookie, registry })
		expect(response.status).toBe(403)
	})

	test("another family's account id is refused", async () => {
		const other = await createSignedInUser(ctx, { role: 'owner' })
		const { cookie } = await createSignedInUser(ctx, { role: 'owner' })
		const body = JSON.stringify({ data: { accountId: other.accountId } })
		const response = await call('readAccount', { method: 'POST', body, cookie, registry })
		expect(response.status).toBe(403)
	})

	test('an expected failure keeps its own status', async () => {
		const response = await call('expected', { registry })
		expect(response.status).toBe(409)
		expect(await errorOf(response)).toEqual({ code: 'conflict', message: 'Already done.', status: 409 })
	})
})

describe('registry', () => {
	test('registers every function the spec names, with its method', () => {
		const expected: Record<string, 'GET' | 'POST'> = {
			getErrorReportingConfig: 'GET', getAnalyticsConfig: 'GET', getSessionRecordingConfig: 'GET', getBaseUrl: 'GET',
			getCurrentUser: 'GET', getAppLoaderData: 'GET', setCurrentAccount: 'POST', getCurrentAccount: 'GET',
			getSessionAccounts: 'GET', validateAccountAccess: 'POST', initCurrentAccount: 'POST', checkSessionRedirect: 'GET',
			checkSession: 'GET', getMyAccounts: 'GET', getActivePlans: 'GET', getSubscriptionStatus: 'GET',
			getIncompleteOnboardingAccount: 'GET', captureEmailLead: 'POST', checkEmailCaptured: 'POST',
			completeStudentData: 'POST', completePlanSelection: 'POST', checkOnboardingStatus: 'GET',
			getOnboardingSession: 'GET', clearOnboardingSession: 'POST', updateAccountPlan: 'POST', startFreeTrial: 'POST',
			refreshSessionAfterCheckout: 'POST', getAccountOnboardingStatus: 'POST', getAccountDetails: 'POST',
			getStudentData: 'GET', updateStudentData: 'POST', getUserAccounts: 'GET', getCurrentGradeLevel: 'GET',
			getAllAccounts: 'POST', createTestAccount: 'POST',
			// «Blog»: the browser's engagement and subscribe calls.
			recordBlogView: 'POST', toggleBlogLike: 'POST', recordBlogShare: 'POST', subscribeToNewsletter: 'POST',
			// «Workspace: plan».
			updateTaskStatus: 'POST', saveGpaToProfile: 'POST',
			// «Workspace: colleges & applications».
			searchColleges: 'GET', saveEssayDraft: 'POST',
			listAssistantConversations: 'GET', getAssistantConversation: 'GET', renameAssistantConversation: 'POST', deleteAssistantConversation: 'POST',
		}
		expect(Object.fromEntries([...serverFnRegistry].map(([id, definition]) => [id, definition.method]))).toEqual(expected)
	})

	test('refuses a duplicate id', () => {
		const definition = defineServerFn({ id: 'twice', method: 'GET', access: 'public', input: NoInput, handler: () => 1 })
		expect(() => createRegistry([definition, definition])).toThrow(/defined twice/)
	})
})
