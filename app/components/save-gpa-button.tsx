import { useMutation, useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { textLinkClass } from '#app/components/marketing'
import { Button } from '#app/components/ui/button'
import type { Course } from '#app/features/gpa/gpa'
import { callServerFn, isServerFnErrorBody } from '#app/server-functions/client'

// "Save to profile" on the GPA calculator: shown to signed-in family members,
// it sends the courses (the server works the GPA out again) to the current
// student's profile. Visitors see an invitation to keep it instead.

export function SaveGpaButton({ courses, cumulativeGpa, previousCredits }: { courses: Course[]; cumulativeGpa: number | null; previousCredits: number | null }) {
	const user = useQuery({
		queryKey: ['getCurrentUser'],
		queryFn: () => callServerFn<{ id: string } | null>('getCurrentUser'),
		staleTime: 60_000,
	})
	const save = useMutation({
		mutationFn: () =>
			callServerFn<{ accountId: string; studentName: string; unweighted: number | null }>(
				'saveGpaToProfile',
				{ courses: courses.map(({ name, credits, grade, weight }) => ({ name, credits, grade, weight })), cumulativeGpa, previousCredits },
				{ method: 'POST' },
			),
		onSuccess: (result) =>
			toast.success(`Saved to ${result.studentName}’s profile.`, {
				action: { label: 'Open profile', onClick: () => window.location.assign(`/a/${result.accountId}/profile`) },
			}),
		onError: (error) => toast.error(isServerFnErrorBody(error) ? error.error.message : 'Could not save. Please try again.'),
	})
	if (!user.data) {
		return user.isFetched ? (
			<p className="text-sm text-muted-foreground print:hidden">
				<Link to="/signup?source=gpa-calculator" className={textLinkClass}>
					Start a free trial
				</Link>{' '}
				to keep this GPA on your student’s profile.
			</p>
		) : null
	}
	return (
		<Button variant="brand" onClick={() => save.mutate()} loading={save.isPending} loadingLabel="Saving" className="print:hidden">
			Save to profile
		</Button>
	)
}
