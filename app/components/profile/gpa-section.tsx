import { Link } from 'react-router'
import { useFamilyTime } from '#app/components/family-time-zone'
import { textLinkClass } from '#app/components/marketing'
import { cardVariants } from '#app/components/ui/card'
import { WEIGHT_LABELS, type Weight } from '#app/features/gpa/gpa'
import type { ProfilePageData } from '#app/features/student-profile/profile-page.server'

// The GPA the calculator saved to the profile, with its courses; it is
// changed in the calculator, not here.

export function GpaSection({ gpa }: { gpa: ProfilePageData['profile']['gpa'] }) {
	const when = useFamilyTime()
	return (
		<section aria-labelledby="gpa-heading" className={cardVariants()}>
			<h2 id="gpa-heading" className="font-semibold">
				GPA
			</h2>
			{gpa ? (
				<>
					<div className="mt-3 flex flex-wrap gap-6">
						<p>
							<span className="block text-3xl font-bold" data-testid="gpa-unweighted">{gpa.unweighted?.toFixed(2) ?? '—'}</span>
							<span className="text-sm text-muted-foreground">Unweighted</span>
						</p>
						<p>
							<span className="block text-3xl font-bold">{gpa.weighted?.toFixed(2) ?? '—'}</span>
							<span className="text-sm text-muted-foreground">Weighted</span>
						</p>
					</div>
					<p className="mt-2 text-sm text-muted-foreground">
						Saved from the GPA calculator on {when(gpa.savedAt, { month: 'long', day: 'numeric', year: 'numeric' })}, {gpa.credits} credits this term.
					</p>
					{gpa.courses.length ? (
						<details className="mt-3 text-sm">
							<summary className="cursor-pointer text-brand">Courses ({gpa.courses.length})</summary>
							<ul className="mt-2 flex flex-col gap-1">
								{gpa.courses.map((course, index) => (
									<li key={index}>
										{course.name || 'Unnamed course'} · {course.grade || '—'} · {WEIGHT_LABELS[course.weight as Weight] ?? course.weight} · {course.credits ?? '—'} credit
									</li>
								))}
							</ul>
						</details>
					) : null}
				</>
			) : (
				<p className="mt-2 text-muted-foreground">No GPA saved yet.</p>
			)}
			<p className="mt-3 text-sm">
				<Link to="/tools/gpa-calculator" className={textLinkClass}>
					{gpa ? 'Update it in the GPA calculator' : 'Work it out in the GPA calculator'}
				</Link>{' '}
				<span className="text-muted-foreground">and press “Save to profile”.</span>
			</p>
		</section>
	)
}
