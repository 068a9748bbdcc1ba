import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { PendingVerification } from '#app/components/sign-in/code-form'
import { InvalidLink } from '#app/components/sign-in/invalid-link'
import { MagicLink } from '#app/components/sign-in/magic-link'
import { parseCarry, parseContext } from '#app/features/auth/carry'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { VerifyIntentSchema } from '#app/features/auth/verify-email-forms'
import { loadVerifyEmailPage, runVerifyIntent } from '#app/features/auth/verify-email.server'
import { getAppContext } from '#app/lib/app-context'
import { firstError, formError, formResponse } from '#app/lib/form-result'
import { readFormData } from '#app/lib/form-data.server'
import type { Route } from './+types/verify-email'

// /verify-email (decisions 021 and 027): a sign-in's code, a magic link's
// confirmation, or a link whose parameters are wrong. A GET never signs in;
// the posts are checked for their origin before anything is read. The pages
// live in app/components/sign-in/, the reads and the sign-in itself in
// app/features/auth/verify-email.server.ts.

export async function loader({ request, context }: Route.LoaderArgs) {
	const page = await loadVerifyEmailPage(getAppContext(context), request)
	return page.status === 'invalid' ? data(page, { status: 400 }) : page
}

export async function action({ request, context }: Route.ActionArgs) {
	const app = getAppContext(context)
	requireSameOrigin(request, app.env)
	const url = new URL(request.url)
	const carry = parseCarry(url.searchParams, parseContext(url.searchParams.get('context')) ?? 'login')
	const formData = await readFormData(request)
	const submission = parseWithZod(formData, { schema: VerifyIntentSchema })
	if (submission.status !== 'success') {
		const posted = formData.get('intent')
		return formResponse(formError(400, typeof posted === 'string' ? posted : null, firstError(submission.error)), submission.reply)
	}
	const answer = await runVerifyIntent(app, request, submission.value, carry)
	return answer instanceof Response ? answer : formResponse(answer, submission.reply)
}

export default function VerifyEmailRoute({ loaderData, actionData }: Route.ComponentProps) {
	if (loaderData.status === 'invalid') return <InvalidLink page={loaderData} />
	if (loaderData.status === 'link') return <MagicLink page={loaderData} actionData={actionData} />
	return <PendingVerification page={loaderData} actionData={actionData} />
}

export function meta() {
	return [{ title: 'Verify your email | Northstar' }, { name: 'robots', content: 'noindex' }]
}
