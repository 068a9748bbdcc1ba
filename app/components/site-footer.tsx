import { Link } from 'react-router'

const sections = [
	{
		title: 'Product',
		links: [
			{ label: 'Features', href: '/features' },
			{ label: 'Pricing', href: '/pricing' },
			{ label: 'College command center', href: '/college-command-center' },
			{ label: 'Premium preview', href: '/premium-preview' },
		],
	},
	{
		title: 'By grade',
		links: [
			{ label: '9th grade', href: '/grades/9th' },
			{ label: '10th grade', href: '/grades/10th' },
			{ label: '11th grade', href: '/grades/11th' },
			{ label: '12th grade', href: '/grades/12th' },
		],
	},
	{
		title: 'Guides',
		links: [
			{ label: 'Common App', href: '/common-app' },
			{ label: 'Coalition', href: '/coalition' },
			{ label: 'ADHD support', href: '/adhd-support' },
			{ label: 'PSAT prep', href: '/landing/psat-prep' },
			{ label: 'Starter kit', href: '/college-planning-starter-kit' },
			{ label: 'Where are you? Quiz', href: '/quiz' },
		],
	},
	{
		title: 'Northstar',
		links: [
			{ label: 'About', href: '/about' },
			{ label: 'Contact', href: '/contact' },
			{ label: 'Get Started', href: '/get-started' },
			{ label: 'Sign In', href: '/login' },
		],
	},
]

export function SiteFooter() {
	return (
		<footer className="mt-16 border-t bg-muted/50 print:hidden">
			<div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
				<div>
					<Link to="/" className="flex items-center gap-2 font-bold text-primary">
						<img src="/favicon.svg" alt="" width={24} height={24} />
						Northstar
					</Link>
					<p className="mt-2 text-sm text-muted-foreground">Your college prep companion, from 9th grade to move-in day.</p>
				</div>
				{sections.map((section) => (
					<nav key={section.title} aria-label={section.title}>
						<h2 className="text-sm font-semibold">{section.title}</h2>
						<ul className="mt-3 flex flex-col gap-2 text-sm">
							{section.links.map((link) => (
								<li key={link.href}>
									<Link to={link.href} className="text-muted-foreground hover:text-foreground">
										{link.label}
									</Link>
								</li>
							))}
						</ul>
					</nav>
				))}
			</div>
			<div className="border-t">
				<div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-5 text-sm text-muted-foreground">
					<p>College data: U.S. Department of Education, College Scorecard.</p>
					<ul className="flex flex-wrap gap-4">
						<li>
							<Link to="/contact" className="hover:text-foreground">
								Contact
							</Link>
						</li>
						<li>
							<Link to="/terms" className="hover:text-foreground">
								Terms of Service
							</Link>
						</li>
						<li>
							<Link to="/privacy" className="hover:text-foreground">
								Privacy Policy
							</Link>
						</li>
						<li>
							<Link to="/get-started" className="hover:text-foreground">
								Get Started
							</Link>
						</li>
						<li>
							<Link to="/login" className="hover:text-foreground">
								Sign In
							</Link>
						</li>
					</ul>
				</div>
			</div>
		</footer>
	)
}
