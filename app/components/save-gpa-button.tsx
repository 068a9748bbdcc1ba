import { useState } from 'react'
import { Link } from 'react-router'
import { textLinkClass } from '#app/components/marketing'
import { Button } from '#app/components/ui/button'
import type { Course } from '#app/features/gpa/gpa'
import { useCurrentUser } from '#app/features/auth/current-user'
import { showToast } from '#app/lib/toast'
import { callServerFn, isServerFnErrorBody } from '#app/server-functions/client'

// "Save to profile" on the GPA calculator: shown to signed-in family members,
// it sends the courses (the server works the GPA out again) to the current
// student's profile. Visitors see an invitation to keep it instead. Plain
// fetch and state rather than TanStack Query, which public pages do not ship.

export function SaveGpaButton({ courses, cumulativeGpa, previousCredits }: { courses: Course[]; cumulativeGpa: number | null; previousCredits: number | null }) {
	const user = useCurrentUser()
	const [saving, setSaving] = useState(false)
	async function save() {
		setSaving(true)
		try {
			const result = await callServerFn<{ accountId: string; studentName: string; unweighted: number | null }>(
				'saveGpaToProfile',
				{ courses: courses.map(({ name, credits, grade, weight }) => ({ name, credits, grade, weight })), cumulativeGpa, previousCredits },
				{ method: 'POST' },
			)
			showToast.success(`Saved to ${result.studentName}’s profile.`, {
				action: { label: 'Open profile', onClick: () => window.location.assign(`/a/${result.accountId}/profile`) },
			})
		} catch (error) {
			showToast.error(isServerFnErrorBody(error) ? error.error.message : 'Could not save. Please try again.')
		} finally {
			setSaving(false)
		}
	}
	if (!user) {
		return user === null ? (
			<p className="text-sm text-muted-foreground print:hidden">
				<Link to="/signup?source=gpa-calculator" className={textLinkClass}>
					Start a free trial
				</Link>{' '}
				to keep this GPA on your student’s profile.
			</p>
		) : null
	}
	return (
		<Button type="button" variant="brand" onClick={() => void save()} loading={saving} loadingLabel="Saving" className="print:hidden">
			Save to profile
		</Button>
	)
}
