import { Link } from 'react-router'
import { buttonVariants } from '#app/components/ui/button'

// The home page's frame. «Public site» builds the full marketing page (header,
// hero email capture, FAQ, footer) on top of it.

const promises = [
	{ title: 'A plan that keeps itself current', text: 'Tasks and deadlines from 9th grade to move-in day, with reminders for students and parents.' },
	{ title: 'Your college list, sorted', text: 'Reach, target and safety schools from the College Scorecard catalog, with costs and outcomes.' },
	{ title: 'Applications without the scramble', text: 'Common App and Coalition sections, essays, recommendations and documents in one place.' },
	{ title: 'Money, made clear', text: 'Scholarships, FAFSA and CSS Profile guidance, and aid offers compared side by side.' },
]

export default function HomeRoute() {
	return (
		<main id="main-content" className="mx-auto max-w-5xl px-6 py-16 sm:py-24">
			<section className="text-center">
				<p className="text-sm font-semibold tracking-wide text-brand uppercase">Northstar</p>
				<h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
					Your college prep companion, from 9th grade to move-in day
				</h1>
				<p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground text-pretty">
					One plan for the whole family: deadlines, the college list, applications, essays,
					documents and financial aid, kept current by an assistant that knows your student.
				</p>
				<div className="mt-8 flex flex-wrap justify-center gap-3">
					<Link to="/signup?source=home" className={buttonVariants({ variant: 'brand', size: 'lg' })}>
						Get Started Free
					</Link>
					<Link to="/login" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
						Sign In
					</Link>
				</div>
			</section>
			<section aria-labelledby="what-northstar-does" className="mt-20">
				<h2 id="what-northstar-does" className="sr-only">
					What Northstar does
				</h2>
				<ul className="grid gap-6 sm:grid-cols-2">
					{promises.map((promise) => (
						<li key={promise.title} className="rounded-xl border p-6">
							<h3 className="font-semibold">{promise.title}</h3>
							<p className="mt-2 text-muted-foreground">{promise.text}</p>
						</li>
					))}
				</ul>
			</section>
		</main>
	)
}
