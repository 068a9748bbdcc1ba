import type { LegalDocument } from './types'

// The privacy policy (/privacy). Northstar holds information about minors:
// change it with care, and move `lastUpdated` with any material change.

export const privacyPolicy: LegalDocument = {
	lastUpdated: 'November 23, 2026',
	intro:
		'Northstar holds information about high-school students, many of them minors. This policy says what we store, who can see it, and the choices families have.',
	summary: {
		title: 'The short version',
		points: [
			'We store what a family puts into Northstar to run the plan: account details, the student profile, the plan, uploaded documents and messages with the assistant.',
			'A student’s information is seen only by the family members and counselors the account owner invites, section by section.',
			'We never sell a family’s data, and never use it to advertise to students.',
			'Students under 13 cannot hold a login; a parent creates and runs the account.',
			'The owner can delete a student account at any time, and we delete its information within 30 days.',
		],
	},
	sections: [
		{
			id: 'scope',
			title: 'Who we are and what this covers',
			blocks: [
				{ paragraph: 'Northstar (“we”, “us”) is a college-preparation service for high-school students in the United States and their families. This policy covers the Northstar website, the signed-in app, our free tools and downloads, emails we send and the Northstar assistant. It applies alongside our [Terms of Service](/terms).' },
				{ paragraph: 'When a family uses Northstar, the account owner (usually a parent or guardian) decides who else can see the student’s information. We act on the family’s instructions and use the information only to provide the service described here.' },
			],
		},
		{
			id: 'collect',
			title: 'What we store',
			blocks: [
				{ heading: 'Account information' },
				{
					list: [
						'Each member’s name, email address and whether they signed up as a parent or a student.',
						'Each member’s role on a student account (owner, parent, student or counselor) and what they may see.',
						'Sign-in records that keep you signed in, and the page you signed up from.',
					],
				},
				{ heading: 'The student profile' },
				{
					list: [
						'The student’s name and high-school graduation year, and if you choose to add them: the high school, state, ZIP code, the student’s email address, intended majors, regions you are considering, and test plans.',
						'If you choose to tell us, areas where the student could use help, such as ADHD or executive-function support, test anxiety or being the first in the family to go to college. This is optional and used only to shape the plan.',
					],
				},
				{ heading: 'The plan and what the family adds to it' },
				{
					list: [
						'Tasks, deadlines and reminders; the college list; applications, essays and recommendations; test dates and scores; financial-aid and scholarship information; and contacts such as counselors and teachers.',
						'**Documents the family uploads** to the document vault, such as transcripts, score reports, essay drafts, award letters and records for aid forms.',
						'**Messages with the assistant**: the questions members ask and the answers it gives.',
						'A record of invitations, role changes and sharing changes, which the owner can review.',
					],
				},
				{ heading: 'Billing' },
				{
					list: [
						'Your plan, subscription status and billing history. Card payments are handled by Stripe: card numbers go to Stripe, and we never see or store them.',
					],
				},
				{ heading: 'Other things you send us' },
				{
					list: [
						'If you ask for a download such as the College Planning Starter Kit, your email address, which page you asked from and when you agreed to hear from us.',
						'Messages you send through our contact page.',
					],
				},
				{ heading: 'Technical information' },
				{
					list: [
						'Your network (IP) address, used to limit repeated attempts (for example, sign-in codes) and kept only for the short window each limit covers.',
						'If an error happens, an error report describing it (such as the page and browser), used to fix the problem.',
					],
				},
			],
		},
		{
			id: 'use',
			title: 'How we use it',
			blocks: [
				{ paragraph: 'We use the information above to:' },
				{
					list: [
						'run the student’s plan: show tasks and deadlines, sort the college list, track applications and aid;',
						'send sign-in codes, reminders, invitations and messages about the account and billing;',
						'let the assistant keep the plan current and answer the family’s questions;',
						'show each member only what their role and the owner’s sharing settings allow;',
						'process payments and manage subscriptions;',
						'keep the service secure, prevent abuse, fix errors and improve how Northstar works;',
						'meet legal obligations.',
					],
				},
				{ paragraph: 'If you gave us your email for a download or our newsletter, we may email you about college planning and Northstar. Every such email has an unsubscribe link.' },
			],
		},
		{
			id: 'who-sees',
			title: 'Who sees a student’s information',
			blocks: [
				{
					list: [
						'**The family, as the owner decides.** A student’s information is visible only to the members of that student account. The owner can see everything; a co-parent sees what the owner allows; the student sees their own plan.',
						'**Counselors, only what is shared.** A counselor the family invites is read-only and sees only the sections the owner shares (for example the college list but not financial aid). A counselor starts with nothing shared. A student can also mark a particular essay or document private from counselors.',
						'**Northstar staff, only when needed.** A small number of our people can reach account information, and only to provide support you ask for, keep the service secure, or meet a legal obligation.',
						'**Service providers** that run parts of Northstar for us, under contract, as described [below](#processors).',
						'**When the law requires it.** We disclose information if a valid legal process requires it, or to protect someone’s safety. Where the law allows, we tell the account owner first.',
						'**If Northstar changes hands.** If Northstar is merged or sold, this policy continues to apply to the information we hold, and we will tell account owners before anything changes.',
					],
				},
				{ paragraph: 'We never send a student’s information to colleges, scholarship programs or schools; the family does that.' },
			],
		},
		{
			id: 'assistant',
			title: 'The assistant',
			blocks: [
				{ paragraph: 'The Northstar assistant keeps each student’s plan current and answers the family’s questions. It cannot be turned off, because it is what keeps the plan up to date. It works inside the family’s sharing settings: it sees only the sections the person using it is allowed to see, and it never shows one member what another member is not allowed to see. Where the assistant uses an AI model provider to write its answers, that provider acts as our service provider and processes the messages only to produce answers for us. We do not train AI models on families’ information.' },
			],
		},
		{
			id: 'never',
			title: 'What we never do',
			blocks: [
				{
					list: [
						'We never sell personal information, and never “share” it for cross-context behavioral advertising.',
						'We never use a family’s or a student’s information to advertise to students, or to build advertising profiles.',
						'We never show third-party advertising inside the signed-in app.',
						'We never give or sell information to colleges, lenders, recruiters or data brokers.',
					],
				},
			],
		},
		{
			id: 'cookies',
			title: 'Cookies and analytics',
			blocks: [
				{
					list: [
						'**A session cookie.** When you sign in, we set one cookie (a signed session identifier) that keeps you signed in. It is needed for the service to work and expires after 30 days.',
						'**Analytics, only if enabled.** If we turn on analytics, it measures how pages are used and how fast they load, with IP addresses anonymised. We use it to improve the site, never to advertise to students.',
						'Session-recording and advertising-measurement tools are likewise off unless we enable them; if we do, we will name them here first.',
					],
				},
				{ paragraph: 'You can block or delete cookies in your browser settings; if you block the session cookie you will not be able to stay signed in.' },
			],
		},
		{
			id: 'processors',
			title: 'Service providers',
			blocks: [
				{ paragraph: 'We use service providers (“processors”) to run Northstar. They may use the information only to provide their service to us, and must protect it.' },
				{
					list: [
						'Hosting, database and file storage, where the service and the family’s information and documents are kept.',
						'Email delivery, to send sign-in codes, reminders and invitations.',
						'Payment processing by Stripe, for subscriptions.',
						'Error monitoring, if enabled, to find and fix problems.',
						'Website analytics, if enabled, as described above.',
						'An AI model provider, where the assistant uses one, as described above.',
					],
				},
			],
		},
		{
			id: 'retention',
			title: 'Keeping and deleting information',
			blocks: [
				{
					list: [
						'We keep a student account’s information while the account exists, so the plan is there when you return.',
						'**The owner can delete a student account**, with its plan, documents and assistant messages, at any time, by asking us through our [contact page](/contact). We delete it from our systems within 30 days.',
						'Members can ask us to delete their own login. Removing a member from a student account ends their access straight away.',
						'We may keep limited records longer where the law requires it, such as billing and tax records, and only for that purpose.',
						'Email addresses given for a download are kept until you unsubscribe or ask us to delete them.',
					],
				},
			],
		},
		{
			id: 'coppa',
			title: 'Children under 13 (COPPA)',
			blocks: [
				{ paragraph: 'Northstar is for high-school students. **Students must be 13 or older to hold their own login**, and we do not knowingly collect personal information directly from a child under 13. For a younger student, a parent or guardian creates the account, enters the information and manages the plan.' },
				{ paragraph: 'If we learn that a child under 13 has created their own login, we will close that login and delete the information collected from the child. If you believe this has happened, please tell us through our [contact page](/contact).' },
			],
		},
		{
			id: 'ferpa',
			title: 'Schools and student records (FERPA)',
			blocks: [
				{ paragraph: 'Northstar is not a school, and is not run for schools: families choose what to put into it. The Family Educational Rights and Privacy Act (FERPA) governs how schools handle students’ education records. A school or school employee who shares information from a student’s education records with Northstar, or enters it for a family, must follow FERPA and their school’s policies when doing so.' },
				{ paragraph: 'Families control what is shared with counselors. A school counselor invited by a family sees only the sections the family shares, read-only, and cannot invite anyone or change sharing.' },
			],
		},
		{
			id: 'security',
			title: 'Security',
			blocks: [
				{
					list: [
						'Information travels over encrypted connections.',
						'Sign-in uses one-time codes sent by email, so there are no passwords to steal or reuse.',
						'Every request for a student’s information is checked against the member’s role and the owner’s sharing settings before anything is shown.',
						'Repeated attempts to sign in or submit forms are limited.',
						'Invitations, role changes and sharing changes are recorded, and the owner can review them.',
					],
				},
				{ paragraph: 'No system is perfectly secure. If a security incident affects your information, we will tell you as the law requires, and say what we are doing about it.' },
			],
		},
		{
			id: 'rights',
			title: 'Your rights and choices',
			blocks: [
				{ paragraph: 'Whatever state you live in, you can:' },
				{
					list: [
						'**see** the information about you or your student, in the app or by asking us for a copy;',
						'**correct** it, in the app or by asking us;',
						'**delete** it, as described in [Keeping and deleting information](#retention);',
						'**choose who sees it**, if you are the account owner, by changing members and sharing;',
						'**stop marketing emails** with the unsubscribe link in any of them.',
					],
				},
				{ paragraph: 'A parent or guardian can make these requests for their minor student. We will confirm who is asking before we act on a request, and we will not treat you differently for making one.' },
			],
		},
		{
			id: 'states',
			title: 'California and other state rights',
			blocks: [
				{ paragraph: 'If you live in California, the California Consumer Privacy Act (as amended by the California Privacy Rights Act) gives you the right to know what personal information we collect, use and disclose; to delete it; to correct it; to opt out of its sale or sharing; to limit the use of sensitive personal information; and not to be discriminated against for using these rights. We do not sell or share personal information as those laws define it, and we use sensitive information only to provide the service you asked for.' },
				{ paragraph: 'Residents of other states with consumer privacy laws, such as Colorado, Connecticut, Virginia and others, have similar rights, including the right to appeal if we decline a request. To use any of these rights, write to us through our [contact page](/contact). You may also ask an authorized agent to make a request for you.' },
			],
		},
		{
			id: 'changes',
			title: 'Changes to this policy',
			blocks: [
				{ paragraph: 'If we change this policy in a way that materially affects how we use information already collected, we will tell account owners by email or in the app before the change takes effect. The date at the top of this page shows when this policy last changed.' },
			],
		},
		{
			id: 'contact',
			title: 'Contact us',
			blocks: [
				{ paragraph: 'Questions, requests or concerns about privacy: write to us through our [contact page](/contact) and choose the privacy topic if one is offered. Please do not include a student’s sensitive information, such as a Social Security number, in your message.' },
			],
		},
	],
}
