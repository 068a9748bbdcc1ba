import type { LegalDocument } from './types'

// The terms of service (/terms). The trial line comes from configuration
// (DECISIONS.md: one trial length, never hard-coded), hence a function.

export function termsOfService({ trial }: { trial: string }): LegalDocument {
	return {
		lastUpdated: 'November 23, 2026',
		intro:
			'The agreement between Northstar and the families who use it, written to be read. Please read it with the student if they will have their own login.',
		sections: [
			{
				id: 'agreement',
				title: 'Agreeing to these terms',
				blocks: [
					{ paragraph: 'These Terms of Service (“terms”) are an agreement between you and Northstar (“Northstar”, “we”, “us”). They cover the Northstar website, the signed-in app, our free tools, guides and downloads, and the Northstar assistant (together, “the service”). By creating an account or using the service you agree to these terms and to our [Privacy Policy](/privacy), which explains how we handle personal information. If you do not agree, please do not use the service.' },
				],
			},
			{
				id: 'eligibility',
				title: 'Who can use Northstar',
				blocks: [
					{ paragraph: 'Northstar is built for high-school students in the United States (grades 9–12) and their families, from the start of high school through the move to college.' },
					{
						list: [
							'**Students must be 13 or older to hold their own login.** We do not knowingly let a child under 13 create an account or sign in. A parent or legal guardian may create an account for a student of any age and use it on the student’s behalf.',
							'A student who is under 18 (or under the age of majority where they live) may use Northstar only with the permission of a parent or legal guardian, who agrees to these terms for the student.',
							'A counselor may use Northstar only when a family invites them, and only for that family’s student.',
						],
					},
				],
			},
			{
				id: 'accounts',
				title: 'Accounts and sign-in',
				blocks: [
					{
						list: [
							'We sign you in with a one-time code or link sent to your email address, so keep that email account secure. You are responsible for what happens in your Northstar account.',
							'Give accurate information, and keep your email address current so reminders and codes reach you.',
							'One login is for one person. Do not share your sign-in codes; invite family members instead, so each person has their own login and role.',
							'Tell us through our [contact page](/contact) straight away if you think someone else has used your account.',
						],
					},
				],
			},
			{
				id: 'family',
				title: 'Family accounts, roles and sharing',
				blocks: [
					{ paragraph: 'Each student has their own student account (their plan, college list, applications, documents and aid information). People join a student account with one of these roles:' },
					{
						list: [
							'**Owner**: the person who created the student account, usually a parent or guardian. The owner manages billing and members, and decides which sections each member can see.',
							'**Parent**: a co-parent or guardian the owner invites. Parents can do everything except manage billing and members.',
							'**Student**: the student, 13 or older. The student works on their own plan and can mark an essay or document private from counselors.',
							'**Counselor**: a school or independent counselor the family invites. Counselors have read-only access to the sections the owner shares, and nothing else.',
						],
					},
					{ paragraph: 'The owner is responsible for whom they invite and what they share. Removing a member or changing what they can see takes effect for their future access; it cannot undo what they already saw or copied.' },
				],
			},
			{
				id: 'parents',
				title: 'Parents’ responsibility for minors',
				blocks: [
					{ paragraph: 'If you are a parent or guardian who creates an account for a student, or allows a student under 18 to use Northstar, you agree to these terms on the student’s behalf and are responsible for the student’s use of the service, including the information the student enters and shares. Please talk with your student about what they put in Northstar and who can see it.' },
				],
			},
			{
				id: 'subscriptions',
				title: 'Subscriptions and billing',
				blocks: [
					{
						list: [
							'**Each student needs their own subscription.** A subscription covers one student account and everyone the family invites to it.',
							'Current plans and prices are shown on our [pricing page](/pricing) and before you pay. Prices are in US dollars; taxes are added where the law requires.',
							'Subscriptions renew automatically at the end of each billing period (monthly or yearly) and are charged to your payment method until you cancel. Payments are processed by Stripe; we do not store full card numbers.',
							'If you subscribed at a founder launch price, that price is locked in for that student’s subscription while the student is in high school.',
							'We may change prices for new subscriptions at any time. For an existing subscription (other than a locked founder price) we will tell you before a new price applies, and you can cancel before it does.',
							'If a payment fails, we may pause paid features for that student account until the payment method is updated.',
						],
					},
				],
			},
			{
				id: 'trial',
				title: 'Free trial',
				blocks: [
					{ paragraph: `New student accounts start with a free trial when onboarding is complete: ${trial}. The trial length and what it includes are also shown before you start it. When the trial ends, you will need to choose a plan to keep using Northstar for that student. We only charge you once you choose a paid plan.` },
				],
			},
			{
				id: 'cancellation',
				title: 'Cancellation and refunds',
				blocks: [
					{
						list: [
							'You can cancel a subscription at any time in Settings, under Billing. Only the account owner can manage billing.',
							'When you cancel a paid subscription, it stays active until the end of the period you have paid for, and is not renewed. When you cancel during a free trial, the trial ends at once.',
							'Payments already made are not refunded, except where the law requires a refund or where we charged you in error. If you think a charge is wrong, contact us and we will look into it.',
							'Canceling a subscription does not delete the student account. To delete it and its information, see [Ending your account](#ending).',
						],
					},
				],
			},
			{
				id: 'acceptable-use',
				title: 'Acceptable use',
				blocks: [
					{ paragraph: 'Northstar holds students’ information, so we ask everyone to use it with care. You agree not to:' },
					{
						list: [
							'invite someone to a student account, or share a student’s information, without the right to do so;',
							'use another person’s account, or try to reach information your role or sharing settings do not allow;',
							'upload anything unlawful, harassing, hateful or sexually explicit, or anything you do not have the right to share;',
							'upload malware, or probe, scan or overload the service, or get around its security or rate limits;',
							'scrape, copy or resell the service, our guides or our data, except as these terms allow;',
							'use the assistant to produce work a school or application forbids, or to mislead colleges, scholarship providers or aid offices;',
							'submit false information to a college, the FAFSA, the CSS Profile or a scholarship through anything you make with Northstar.',
						],
					},
					{ paragraph: 'We may remove content or suspend access that breaks these rules or puts a student at risk, and we will tell the account owner when we do, unless the law or safety prevents it.' },
				],
			},
			{
				id: 'your-content',
				title: 'Your content',
				blocks: [
					{ paragraph: 'Everything your family puts into Northstar (the student profile, plans, notes, essays, documents, messages with the assistant and other content) stays yours. You give us permission to store, copy, process and display it only as needed to run the service for you: to show it to the people your sharing settings allow, to keep the plan current, to send reminders, and to keep backups. This permission ends when the content is deleted, except for copies in backups for the limited time described in our Privacy Policy.' },
					{ paragraph: 'We do not sell your content and do not use it to advertise to students. If you send us suggestions, we may use them to improve Northstar without owing you anything.' },
				],
			},
			{
				id: 'our-content',
				title: 'Our service and content',
				blocks: [
					{ paragraph: 'The Northstar software, design, guides, blog posts, tools and downloads belong to Northstar or our licensors. You may use them for your family’s own college planning. You may print and share our free guides and downloads for personal, family or classroom use, without changing them and with credit to Northstar. Any other use needs our written permission.' },
				],
			},
			{
				id: 'assistant',
				title: 'The assistant and our guidance',
				blocks: [
					{
						list: [
							'The Northstar assistant uses artificial intelligence to keep the plan current and to answer questions. It cannot be turned off, because it is what keeps the plan up to date. It only sees what your family’s sharing settings allow.',
							'**The assistant’s suggestions, and our guides, tools and reminders, are guidance, not admissions advice**, and not legal, tax or financial advice. They can be incomplete or wrong, and colleges change their requirements. Check important facts, such as deadlines, requirements and aid rules, with the college, the Common App or Coalition, StudentAid.gov or the College Board.',
							'Decisions about where to apply, what to write, what to submit and how to pay for college are yours. Essays and applications must be the student’s own work; follow each college’s rules on outside help and AI tools.',
						],
					},
				],
			},
			{
				id: 'no-guarantee',
				title: 'No guarantee of admission or aid',
				blocks: [
					{ paragraph: 'Admission and aid decisions are made by colleges, scholarship providers and government agencies, not by Northstar. We do not promise that a student will be admitted to any college, receive any amount of aid or scholarship, or meet any deadline. A reminder we fail to send does not change a deadline: the dates set by colleges and aid programs are the ones that count.' },
				],
			},
			{
				id: 'third-parties',
				title: 'Other services and data',
				blocks: [
					{
						list: [
							'College information in Northstar comes from the U.S. Department of Education’s College Scorecard and is shown as published. Each college’s own website is the final word on its costs, deadlines and requirements.',
							'Northstar is not affiliated with or endorsed by the Common App, the Coalition or Scoir, the College Board (which runs the CSS Profile, PSAT, SAT and AP), ACT, or the U.S. Department of Education. Their names belong to their owners and are used only to describe what Northstar helps with.',
							'Links to other websites are for convenience; we are not responsible for their content or practices.',
						],
					},
				],
			},
			{
				id: 'disclaimers',
				title: 'Disclaimers',
				blocks: [
					{ paragraph: 'We work hard to keep Northstar accurate, secure and available, but the service is provided “as is” and “as available”. To the fullest extent the law allows, we disclaim all warranties, express or implied, including warranties of merchantability, fitness for a particular purpose, accuracy and non-infringement, and we do not promise that the service will be uninterrupted or error-free.' },
				],
			},
			{
				id: 'liability',
				title: 'Limitation of liability',
				blocks: [
					{ paragraph: 'To the fullest extent the law allows, Northstar will not be liable for indirect, incidental, special, consequential or punitive damages, or for lost opportunities, admissions, scholarships or aid, arising from your use of the service or its guidance. Our total liability for any claim about the service is limited to the amount you paid us for the service in the twelve months before the claim arose.' },
					{ paragraph: 'Some states do not allow these exclusions or limits, so some of them may not apply to you. Nothing in these terms limits liability that cannot be limited by law.' },
				],
			},
			{
				id: 'ending',
				title: 'Ending your account',
				blocks: [
					{
						list: [
							'The owner of a student account can have it deleted, with all its information, at any time, or by asking us through our [contact page](/contact). The owner can also remove any member, and a member can ask the owner or us to remove them. How quickly deleted information is erased is set out in our Privacy Policy.',
							'We may suspend or close an account that seriously or repeatedly breaks these terms, or where the law requires us to. Where we can, we will tell the owner first and give them the chance to download their family’s information.',
							'The sections of these terms that by their nature should survive (such as your content, disclaimers and limitation of liability) continue after an account ends.',
						],
					},
				],
			},
			{
				id: 'changes',
				title: 'Changes to Northstar and to these terms',
				blocks: [
					{ paragraph: 'Northstar changes as we improve it, and we may add, change or remove features. If we make a change to these terms that materially affects you, we will tell account owners by email or in the app before it takes effect. If you keep using Northstar after the change takes effect, the new terms apply; if you do not agree, you can cancel and delete your account. The date at the top of this page shows when these terms last changed.' },
				],
			},
			{
				id: 'law',
				title: 'Your rights under the law',
				blocks: [
					{ paragraph: 'If any part of these terms cannot be enforced, the rest still applies. Where the law of your state gives you consumer rights that these terms cannot change, those rights apply. If you have a problem with Northstar, please tell us first: most problems are easier to fix together.' },
				],
			},
			{
				id: 'contact',
				title: 'Contact us',
				blocks: [
					{ paragraph: 'Questions about these terms, a charge, or an account: write to us through our [contact page](/contact). Please do not include a student’s sensitive information, such as a Social Security number, in your message.' },
				],
			},
		],
	}
}
