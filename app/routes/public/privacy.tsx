import { Link } from 'react-router'
import { Checklist, PageHero, textLinkClass } from '#app/components/marketing'
import { cardVariants } from '#app/components/ui/card'
import { pageMeta } from '#app/features/seo/site-meta'
import type { Route } from './+types/privacy'

const LAST_UPDATED = 'November 23, 2026'


const contents = [
	{ id: 'scope', title: 'Who we are and what this covers' },
	{ id: 'collect', title: 'What we store' },
	{ id: 'use', title: 'How we use it' },
	{ id: 'who-sees', title: 'Who sees a student’s information' },
	{ id: 'assistant', title: 'The assistant' },
	{ id: 'never', title: 'What we never do' },
	{ id: 'cookies', title: 'Cookies and analytics' },
	{ id: 'processors', title: 'Service providers' },
	{ id: 'retention', title: 'Keeping and deleting information' },
	{ id: 'coppa', title: 'Children under 13 (COPPA)' },
	{ id: 'ferpa', title: 'Schools and student records (FERPA)' },
	{ id: 'security', title: 'Security' },
	{ id: 'rights', title: 'Your rights and choices' },
	{ id: 'states', title: 'California and other state rights' },
	{ id: 'changes', title: 'Changes to this policy' },
	{ id: 'contact', title: 'Contact us' },
] as const

type PartId = (typeof contents)[number]['id']

const summary = [
	'We store what a family puts into Northstar to run the plan: account details, the student profile, the plan, uploaded documents and messages with the assistant.',
	'A student’s information is seen only by the family members and counselors the account owner invites, section by section.',
	'We never sell a family’s data, and never use it to advertise to students.',
	'Students under 13 cannot hold a login; a parent creates and runs the account.',
	'The owner can delete a student account at any time, and we delete its information within 30 days.',
]

export default function PrivacyRoute() {
	return (
		<>
			<PageHero
				title="Privacy Policy"
				description={
					<>
						<p>Last updated: {LAST_UPDATED}</p>
						<p className="mt-2 text-base">
							Northstar holds information about high-school students, many of them minors. This policy says what we
							store, who can see it, and the choices families have.
						</p>
					</>
				}
			/>

			<div className="mx-auto max-w-3xl px-4 pb-16">
				<section aria-labelledby="summary-heading" className={cardVariants({ padding: 'md', className: 'sm:p-6' })}>
					<h2 id="summary-heading" className="text-lg font-semibold">
						The short version
					</h2>
					<div className="mt-4">
						<Checklist items={summary} />
					</div>
				</section>

				<nav aria-labelledby="privacy-contents" className="mt-8 rounded-xl border bg-muted/60 p-5">
					<h2 id="privacy-contents" className="font-semibold">
						Contents
					</h2>
					<ol className="mt-3 grid list-decimal gap-1 pl-5 text-sm sm:grid-cols-2 sm:gap-x-8">
						{contents.map((entry) => (
							<li key={entry.id}>
								<a href={`#${entry.id}`} className={textLinkClass}>
									{entry.title}
								</a>
							</li>
						))}
					</ol>
				</nav>

				<div className="mt-10 flex flex-col gap-10 leading-relaxed [&_h3]:mt-5 [&_h3]:font-semibold [&_h3]:text-foreground [&_li]:mt-1.5 [&_p+p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-5">
					<Part id="scope">
						<p>
							Northstar (“we”, “us”) is a college-preparation service for high-school students in the United States and
							their families. This policy covers the Northstar website, the signed-in app, our free tools and
							downloads, emails we send and the Northstar assistant. It applies alongside our{' '}
							<Link to="/terms" className={textLinkClass}>
								Terms of Service
							</Link>
							.
						</p>
						<p>
							When a family uses Northstar, the account owner (usually a parent or guardian) decides who else can see the
							student’s information. We act on the family’s instructions and use the information only to provide the
							service described here.
						</p>
					</Part>

					<Part id="collect">
						<h3>Account information</h3>
						<ul>
							<li>Each member’s name, email address and whether they signed up as a parent or a student.</li>
							<li>Each member’s role on a student account (owner, parent, student or counselor) and what they may see.</li>
							<li>Sign-in records that keep you signed in, and the page you signed up from.</li>
						</ul>
						<h3>The student profile</h3>
						<ul>
							<li>
								The student’s name and high-school graduation year, and if you choose to add them: the high school, state,
								ZIP code, the student’s email address, intended majors, regions you are considering, and test plans.
							</li>
							<li>
								If you choose to tell us, areas where the student could use help, such as ADHD or executive-function
								support, test anxiety or being the first in the family to go to college. This is optional and used only to
								shape the plan.
							</li>
						</ul>
						<h3>The plan and what the family adds to it</h3>
						<ul>
							<li>
								Tasks, deadlines and reminders; the college list; applications, essays and recommendations; test dates
								and scores; financial-aid and scholarship information; and contacts such as counselors and teachers.
							</li>
							<li>
								<strong>Documents the family uploads</strong> to the document vault, such as transcripts, score reports,
								essay drafts, award letters and records for aid forms.
							</li>
							<li>
								<strong>Messages with the assistant</strong>: the questions members ask and the answers it gives.
							</li>
							<li>
								A record of invitations, role changes and sharing changes, which the owner can review.
							</li>
						</ul>
						<h3>Billing</h3>
						<ul>
							<li>
								Your plan, subscription status and billing history. Card payments are handled by Stripe: card numbers go to
								Stripe, and we never see or store them.
							</li>
						</ul>
						<h3>Other things you send us</h3>
						<ul>
							<li>
								If you ask for a download such as the College Planning Starter Kit, your email address, which page you
								asked from and when you agreed to hear from us.
							</li>
							<li>Messages you send through our contact page.</li>
						</ul>
						<h3>Technical information</h3>
						<ul>
							<li>
								Your network (IP) address, used to limit repeated attempts (for example, sign-in codes) and kept only for
								the short window each limit covers.
							</li>
							<li>
								If an error happens, an error report describing it (such as the page and browser), used to fix the
								problem.
							</li>
						</ul>
					</Part>

					<Part id="use">
						<p>We use the information above to:</p>
						<ul>
							<li>run the student’s plan: show tasks and deadlines, sort the college list, track applications and aid;</li>
							<li>send sign-in codes, reminders, invitations and messages about the account and billing;</li>
							<li>let the assistant keep the plan current and answer the family’s questions;</li>
							<li>show each member only what their role and the owner’s sharing settings allow;</li>
							<li>process payments and manage subscriptions;</li>
							<li>keep the service secure, prevent abuse, fix errors and improve how Northstar works;</li>
							<li>meet legal obligations.</li>
						</ul>
						<p>
							If you gave us your email for a download or our newsletter, we may email you about college planning and
							Northstar. Every such email has an unsubscribe link.
						</p>
					</Part>

					<Part id="who-sees">
						<ul>
							<li>
								<strong>The family, as the owner decides.</strong> A student’s information is visible only to the members
								of that student account. The owner can see everything; a co-parent sees what the owner allows; the student
								sees their own plan.
							</li>
							<li>
								<strong>Counselors, only what is shared.</strong> A counselor the family invites is read-only and sees only
								the sections the owner shares (for example the college list but not financial aid). A counselor starts
								with nothing shared. A student can also mark a particular essay or document private from counselors.
							</li>
							<li>
								<strong>Northstar staff, only when needed.</strong> A small number of our people can reach account
								information, and only to provide support you ask for, keep the service secure, or meet a legal obligation.
							</li>
							<li>
								<strong>Service providers</strong> that run parts of Northstar for us, under contract, as described{' '}
								<a href="#processors" className={textLinkClass}>
									below
								</a>
								.
							</li>
							<li>
								<strong>When the law requires it.</strong> We disclose information if a valid legal process requires it, or
								to protect someone’s safety. Where the law allows, we tell the account owner first.
							</li>
							<li>
								<strong>If Northstar changes hands.</strong> If Northstar is merged or sold, this policy continues to apply
								to the information we hold, and we will tell account owners before anything changes.
							</li>
						</ul>
						<p>We never send a student’s information to colleges, scholarship programs or schools; the family does that.</p>
					</Part>

					<Part id="assistant">
						<p>
							The Northstar assistant keeps each student’s plan current and answers the family’s questions. It cannot be
							turned off, because it is what keeps the plan up to date. It works inside the family’s sharing settings: it
							sees only the sections the person using it is allowed to see, and it never shows one member what another
							member is not allowed to see. Where the assistant uses an AI model provider to write its answers, that
							provider acts as our service provider and processes the messages only to produce answers for us. We do not
							train AI models on families’ information.
						</p>
					</Part>

					<Part id="never">
						<ul>
							<li>We never sell personal information, and never “share” it for cross-context behavioral advertising.</li>
							<li>We never use a family’s or a student’s information to advertise to students, or to build advertising profiles.</li>
							<li>We never show third-party advertising inside the signed-in app.</li>
							<li>We never give or sell information to colleges, lenders, recruiters or data brokers.</li>
						</ul>
					</Part>

					<Part id="cookies">
						<ul>
							<li>
								<strong>A session cookie.</strong> When you sign in, we set one cookie (a signed session identifier) that
								keeps you signed in. It is needed for the service to work and expires after 30 days.
							</li>
							<li>
								<strong>Analytics, only if enabled.</strong> If we turn on analytics, it measures how pages are used and how
								fast they load, with IP addresses anonymised. We use it to improve the site, never to advertise to
								students.
							</li>
							<li>
								Session-recording and advertising-measurement tools are likewise off unless we enable them; if we do, we
								will name them here first.
							</li>
						</ul>
						<p>
							You can block or delete cookies in your browser settings; if you block the session cookie you will not be
							able to stay signed in.
						</p>
					</Part>

					<Part id="processors">
						<p>
							We use service providers (“processors”) to run Northstar. They may use the information only to provide
							their service to us, and must protect it.
						</p>
						<ul>
							<li>Hosting, database and file storage, where the service and the family’s information and documents are kept.</li>
							<li>Email delivery, to send sign-in codes, reminders and invitations.</li>
							<li>Payment processing by Stripe, for subscriptions.</li>
							<li>Error monitoring, if enabled, to find and fix problems.</li>
							<li>Website analytics, if enabled, as described above.</li>
							<li>An AI model provider, where the assistant uses one, as described above.</li>
						</ul>
					</Part>

					<Part id="retention">
						<ul>
							<li>We keep a student account’s information while the account exists, so the plan is there when you return.</li>
							<li>
								<strong>The owner can delete a student account</strong>, with its plan, documents and assistant messages,
								at any time, by asking us through our{' '}
								<Link to="/contact" className={textLinkClass}>
									contact page
								</Link>
								. We delete it from our systems within 30 days.
							</li>
							<li>
								Members can ask us to delete their own login. Removing a member from a student account ends their access
								straight away.
							</li>
							<li>
								We may keep limited records longer where the law requires it, such as billing and tax records, and only for
								that purpose.
							</li>
							<li>
								Email addresses given for a download are kept until you unsubscribe or ask us to delete them.
							</li>
						</ul>
					</Part>

					<Part id="coppa">
						<p>
							Northstar is for high-school students. <strong>Students must be 13 or older to hold their own login</strong>
							, and we do not knowingly collect personal information directly from a child under 13. For a younger
							student, a parent or guardian creates the account, enters the information and manages the plan.
						</p>
						<p>
							If we learn that a child under 13 has created their own login, we will close that login and delete the
							information collected from the child. If you believe this has happened, please tell us through our{' '}
							<Link to="/contact" className={textLinkClass}>
								contact page
							</Link>
							.
						</p>
					</Part>

					<Part id="ferpa">
						<p>
							Northstar is not a school, and is not run for schools: families choose what to put into it. The Family
							Educational Rights and Privacy Act (FERPA) governs how schools handle students’ education records. A school
							or school employee who shares information from a student’s education records with Northstar, or enters it
							for a family, must follow FERPA and their school’s policies when doing so.
						</p>
						<p>
							Families control what is shared with counselors. A school counselor invited by a family sees only the
							sections the family shares, read-only, and cannot invite anyone or change sharing.
						</p>
					</Part>

					<Part id="security">
						<ul>
							<li>Information travels over encrypted connections.</li>
							<li>Sign-in uses one-time codes sent by email, so there are no passwords to steal or reuse.</li>
							<li>
								Every request for a student’s information is checked against the member’s role and the owner’s sharing
								settings before anything is shown.
							</li>
							<li>Repeated attempts to sign in or submit forms are limited.</li>
							<li>Invitations, role changes and sharing changes are recorded, and the owner can review them.</li>
						</ul>
						<p>
							No system is perfectly secure. If a security incident affects your information, we will tell you as the
							law requires, and say what we are doing about it.
						</p>
					</Part>

					<Part id="rights">
						<p>Whatever state you live in, you can:</p>
						<ul>
							<li>
								<strong>see</strong> the information about you or your student, in the app or by asking us for a copy;
							</li>
							<li>
								<strong>correct</strong> it, in the app or by asking us;
							</li>
							<li>
								<strong>delete</strong> it, as described in{' '}
								<a href="#retention" className={textLinkClass}>
									Keeping and deleting information
								</a>
								;
							</li>
							<li>
								<strong>choose who sees it</strong>, if you are the account owner, by changing members and sharing;
							</li>
							<li>
								<strong>stop marketing emails</strong> with the unsubscribe link in any of them.
							</li>
						</ul>
						<p>
							A parent or guardian can make these requests for their minor student. We will confirm who is asking before
							we act on a request, and we will not treat you differently for making one.
						</p>
					</Part>

					<Part id="states">
						<p>
							If you live in California, the California Consumer Privacy Act (as amended by the California Privacy
							Rights Act) gives you the right to know what personal information we collect, use and disclose; to delete
							it; to correct it; to opt out of its sale or sharing; to limit the use of sensitive personal information;
							and not to be discriminated against for using these rights. We do not sell or share personal information
							as those laws define it, and we use sensitive information only to provide the service you asked for.
						</p>
						<p>
							Residents of other states with consumer privacy laws, such as Colorado, Connecticut, Virginia and others,
							have similar rights, including the right to appeal if we decline a request. To use any of these rights,
							write to us through our{' '}
							<Link to="/contact" className={textLinkClass}>
								contact page
							</Link>
							. You may also ask an authorized agent to make a request for you.
						</p>
					</Part>

					<Part id="changes">
						<p>
							If we change this policy in a way that materially affects how we use information already collected, we will
							tell account owners by email or in the app before the change takes effect. The date at the top of this page
							shows when this policy last changed.
						</p>
					</Part>

					<Part id="contact">
						<p>
							Questions, requests or concerns about privacy: write to us through our{' '}
							<Link to="/contact" className={textLinkClass}>
								contact page
							</Link>{' '}
							and choose the privacy topic if one is offered. Please do not include a student’s sensitive information,
							such as a Social Security number, in your message.
						</p>
					</Part>
				</div>
			</div>
		</>
	)
}

function Part({ id, children }: { id: PartId; children: React.ReactNode }) {
	const index = contents.findIndex((entry) => entry.id === id)
	return (
		<section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
			<h2 id={`${id}-heading`} className="text-xl font-bold tracking-tight">
				{index + 1}. {contents[index]!.title}
			</h2>
			<div className="mt-3 text-muted-foreground">{children}</div>
		</section>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Privacy Policy',
		description:
			'How Northstar handles students’ and families’ information: what we store, who sees it, what we never do, cookies, service providers, deletion within 30 days, COPPA, FERPA and your rights.',
	})
