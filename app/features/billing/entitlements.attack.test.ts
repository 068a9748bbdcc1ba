import path from 'node:path'
import { createClient, type Client } from '@libsql/client'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createId } from '#app/lib/ids'
import { Browser, startAttackHost, type AttackHost } from '../../../tests/support/attacker'

// Entitlements, counselor visibility and limits, tried against the real Node
// host (decision 022). The attacker is a family itself: its trial has ended
// or its plan lacks a feature, and it posts the writes anyway — forms and
// server functions, from a page left open. Or it is a member whose role was
// just changed, still holding the old page. Or it is anyone with an account,
// trying to use invitations to mail strangers. The test reaches into the
// host's database only to set the stage (end a trial, add a member), as time
// and the family's owner would.

let server: AttackHost
let db: Client

beforeAll(async () => {
	server = await startAttackHost()
	db = createClient({ url: `file:${path.join(server.dataDir, 'northstar.db')}` })
	await db.execute('PRAGMA busy_timeout = 5000')
}, 240_000)
afterAll(async () => {
	db?.close()
	await server?.stop()
})

const DAY = 24 * 60 * 60 * 1000

function address(label: string) {
	return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e9)}@example.com`
}

/** A signed-in family on its free trial (the test bootstrap), its plan seeded by a first look at the dashboard. */
async function family(label = 'owner') {
	const browser = new Browser(server.origin)
	const email = address(label)
	const response = await browser.request(`/test/bootstrap?${new URLSearchParams({ email })}`)
	expect(response.status).toBe(200)
	const accountId = (await response.text()).match(/data-testid="account-id"[^>]*>([a-z0-9]+)</)![1]!
	expect((await browser.request(`/a/${accountId}/dashboard`, { navigate: true })).status).toBe(200)
	const userId = String((await db.execute({ sql: 'SELECT id FROM users WHERE email = ?', args: [email] })).rows[0]!.id)
	return { browser, email, accountId, userId }
}

async function setPlan(accountId: string, planSlug: string, state: 'trial-ended' | 'active') {
	const at = Date.now()
	await db.execute({
		sql: `UPDATE subscriptions SET plan_id = (SELECT id FROM plans WHERE slug = ?), status = ?, trial_ends_at = ?, current_period_end = ? WHERE account_id = ?`,
		args: [planSlug, state === 'active' ? 'active' : 'trialing', state === 'active' ? null : at - 60 * 60 * 1000, state === 'active' ? at + 20 * DAY : null, accountId],
	})
}

async function addMember(accountId: string, userId: string, role: string, sections: string[] | null) {
	await db.execute({
		sql: 'INSERT INTO memberships (id, account_id, user_id, role, sections, created_at) VALUES (?, ?, ?, ?, ?, ?)',
		args: [createId(), accountId, userId, role, sections ? JSON.stringify(sections) : null, Date.now()],
	})
}

const count = async (sql: string, ...args: string[]) => Number((await db.execute({ sql, args })).rows[0]!.n)

function callFn(browser: Browser, id: string, data: unknown) {
	return browser.request(`/_serverFn/${id}?createServerFn`, { method: 'POST', body: JSON.stringify({ data }), headers: { 'content-type': 'application/json' } })
}

test('a family whose trial has ended writes nothing: forms and server functions answer 403 plan_required', async () => {
	const { browser, accountId } = await family()
	const taskId = String((await db.execute({ sql: 'SELECT id FROM tasks WHERE account_id = ? AND parent_id IS NULL LIMIT 1', args: [accountId] })).rows[0]!.id)
	const essayId = createId()
	await db.execute({ sql: "INSERT INTO essays (id, account_id, title, prompt, status, private_from_counselors, created_at, updated_at) VALUES (?, ?, 'Personal essay', '', 'draft', 0, ?, ?)", args: [essayId, accountId, Date.now(), Date.now()] })
	// The page is still open when the trial ends.
	await setPlan(accountId, 'founder-monthly', 'trial-ended')
	const tasksBefore = await count('SELECT count(*) AS n FROM tasks WHERE account_id = ?', accountId)
	const statusBefore = (await db.execute({ sql: 'SELECT status FROM tasks WHERE id = ?', args: [taskId] })).rows[0]!.status

	const fields = { intent: 'create', title: 'Written after the trial', category: 'family', owner: 'parent', priority: '2' }
	// The page's own submit (React Router's .data request) is refused with the reason…
	const fetched = await browser.request(`/a/${accountId}/tasks.data`, { method: 'POST', body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded' } })
	expect(fetched.status).toBe(403)
	expect(await fetched.text()).toContain('plan_required')
	// …and the same form posted without JavaScript is refused too, and sent to choose a plan.
	const created = await browser.post(`/a/${accountId}/tasks`, fields)
	expect([created.status, created.headers.get('location')]).toEqual([302, '/subscription-confirm'])
	const done = await callFn(browser, 'updateTaskStatus', { accountId, taskId, intent: 'done' })
	expect(done.status).toBe(403)
	expect(await done.json()).toMatchObject({ error: { code: 'plan_required' } })
	const essay = await callFn(browser, 'saveEssayDraft', { accountId, essayId, body: 'Saved after the trial.' })
	expect(essay.status).toBe(403)
	const college = await browser.request(`/a/${accountId}/colleges.data`, { method: 'POST', body: new URLSearchParams({ intent: 'add', collegeId: '166027' }), headers: { 'content-type': 'application/x-www-form-urlencoded' } })
	expect(college.status).toBe(403)

	expect(await count('SELECT count(*) AS n FROM tasks WHERE account_id = ?', accountId)).toBe(tasksBefore)
	expect((await db.execute({ sql: 'SELECT status FROM tasks WHERE id = ?', args: [taskId] })).rows[0]!.status).toBe(statusBefore)
	expect(await count('SELECT count(*) AS n FROM essay_versions WHERE essay_id = ?', essayId)).toBe(0)
	expect(await count('SELECT count(*) AS n FROM list_entries WHERE account_id = ?', accountId)).toBe(0)
	// Billing stays open, so the family can choose a plan.
	expect((await browser.request(`/a/${accountId}/settings?tab=billing`, { navigate: true })).status).toBe(200)
})

test('on a plan without counselor sharing, nobody is made, invited or let in as a counselor', async () => {
	const owner = await family()
	const parent = await family('parent')
	await addMember(owner.accountId, parent.userId, 'parent', null)
	await setPlan(owner.accountId, 'growth-monthly', 'active')
	const counselorEmail = address('counselor')

	const invited = await owner.browser.post(`/a/${owner.accountId}/settings?tab=users`, { intent: 'invite', email: counselorEmail, role: 'counselor', sections: 'tasks' })
	expect(invited.status).toBe(403)
	expect(server.mailsTo(counselorEmail)).toEqual([])
	const demoted = await owner.browser.post(`/a/${owner.accountId}/settings?tab=users`, { intent: 'change-role', userId: parent.userId, role: 'counselor' })
	expect(demoted.status).toBe(403)
	expect((await db.execute({ sql: 'SELECT role FROM memberships WHERE account_id = ? AND user_id = ?', args: [owner.accountId, parent.userId] })).rows[0]!.role).toBe('parent')
})

test('a member whose role changes has the new role’s rights on the very next request, from the page still open', async () => {
	const owner = await family()
	const parent = await family('parent')
	await addMember(owner.accountId, parent.userId, 'parent', null)
	await setPlan(owner.accountId, 'premium-monthly', 'active')
	expect((await parent.browser.request(`/a/${owner.accountId}/profile`, { navigate: true })).status).toBe(200)

	const changed = await owner.browser.post(`/a/${owner.accountId}/settings?tab=users`, { intent: 'change-role', userId: parent.userId, role: 'counselor' })
	expect(changed.status).toBe(200)

	const write = await parent.browser.post(`/a/${owner.accountId}/tasks`, { intent: 'create', title: 'Still a parent?', category: 'family', owner: 'parent', priority: '2' })
	expect(write.status).toBe(403)
	expect((await parent.browser.request(`/a/${owner.accountId}/tasks`, { navigate: true })).status).toBe(403)
	expect((await parent.browser.request(`/a/${owner.accountId}/profile`, { navigate: true })).status).toBe(403)
	expect(await count("SELECT count(*) AS n FROM tasks WHERE account_id = ? AND title = 'Still a parent?'", owner.accountId)).toBe(0)
})

test('a counselor the profile is not shared with gets no GPA, school or address from any page or function', async () => {
	const owner = await family()
	const counselor = await family('counselor')
	await db.execute({ sql: "UPDATE accounts SET high_school = 'Canary Ridge High', zip = '97999', state = 'OR' WHERE id = ?", args: [owner.accountId] })
	await addMember(owner.accountId, counselor.userId, 'counselor', ['tasks', 'colleges', 'applications'])

	expect((await counselor.browser.request(`/a/${owner.accountId}/profile`, { navigate: true })).status).toBe(403)
	const studentData = await counselor.browser.request(`/_serverFn/getStudentData?createServerFn&payload=${encodeURIComponent(JSON.stringify({ accountId: owner.accountId }))}`)
	expect(studentData.status).toBe(403)
	const details = await callFn(counselor.browser, 'getAccountDetails', { accountId: owner.accountId })
	expect(details.status).toBe(200)
	for (const page of [`/a/${owner.accountId}/dashboard`, `/a/${owner.accountId}/colleges`, `/a/${owner.accountId}/settings?tab=student`]) {
		const html = await (await counselor.browser.request(page, { navigate: true })).text()
		expect(html, page).not.toContain('Canary Ridge High')
		expect(html, page).not.toContain('97999')
		expect(html, page).not.toMatch(/href="\/a\/[^"]+\/profile"/)
	}
	const body = await details.text()
	expect(body).not.toContain('Canary Ridge High')
	expect(body).not.toContain('97999')
})

test('one sign-in cannot make a ninth student account', async () => {
	const owner = await family()
	const at = Date.now()
	for (let i = 0; i < 7; i++) {
		await db.execute({ sql: 'INSERT INTO accounts (id, student_name, graduation_year, onboarding_step, onboarding_completed_at, time_zone, created_by_user_id, created_at, updated_at) VALUES (?, ?, ?, 3, ?, ?, ?, ?, ?)', args: [createId(), `Child ${i}`, new Date().getUTCFullYear() + 2, at, 'America/New_York', owner.userId, at, at] })
	}
	const ninth = await owner.browser.post('/onboarding?addingStudent=true', { intent: 'student', studentName: 'One too many', graduationYear: String(new Date().getUTCFullYear() + 2), filledBy: 'parent' })
	expect(ninth.status).toBe(409)
	expect(await ninth.text()).toContain('You have 8 student accounts')
	expect(await count('SELECT count(*) AS n FROM accounts WHERE created_by_user_id = ?', owner.userId)).toBe(8)
})

// Last: it uses up this network's invitations for the hour.
test('invitations cannot be used to mail strangers in bulk: the 21st from one network in an hour is a 429', async () => {
	const statuses: number[] = []
	for (let round = 0; round < 3; round++) {
		const { browser, accountId } = await family()
		for (let i = 0; i < 8; i++) {
			const response = await browser.post(`/a/${accountId}/settings?tab=users`, { intent: 'invite', email: address(`stranger${i}`), role: 'parent' })
			statuses.push(response.status)
		}
	}
	expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true)
	expect(statuses.slice(20)).toEqual([429, 429, 429, 429])
})
