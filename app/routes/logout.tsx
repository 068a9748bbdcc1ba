import { redirect } from 'react-router'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { getAppContext } from '#app/lib/app-context'
import { destroyAllUserSessions, destroyUserSession, getSessionUser } from '#app/lib/session.server'
import { readFormData } from '#app/lib/form-data.server'
import type { Route } from './+types/logout'

// Sign-out is a POST (a link or prefetch must never sign anyone out).
// intent=everywhere ends every session the user has, on every device.

export function loader() {
	return redirect('/')
}

export async function action({ request, context }: Route.ActionArgs) {
	const app = getAppContext(context)
	requireSameOrigin(request, app.env)
	const formData = await readFormData(request)
	if (formData.get('intent') === 'everywhere') {
		const user = await getSessionUser(request, app)
		if (user) await destroyAllUserSessions(app, user.id)
	}
	const setCookie = await destroyUserSession(request, app)
	return redirect('/', { headers: { 'set-cookie': setCookie } })
}
