// The financial aid page's checklists and guidance (app/routes/a/financial-aid.tsx).
// Item keys are stored in a family's `checklists` row: never rename one, add a new key instead.
// `{aidYear}` (e.g. 2027–28) and `{taxYear}` (the prior-prior year, e.g. 2025) are filled in
// for the family's cycle by fillCycle() in app/features/aid/cycle.ts.

export interface AidChecklistItem {
	/** Stable key stored in the family's checklist. */
	key: string
	label: string
	detail?: string
}

export const fafsaChecklist: AidChecklistItem[] = [
	{
		key: 'student-account',
		label: 'The student creates a StudentAid.gov account (FSA ID)',
		detail: 'With the student’s own email address. Verification can take a few days, so do it before the FAFSA opens.',
	},
	{
		key: 'parent-account',
		label: 'Each parent contributor creates their own StudentAid.gov account',
		detail: 'Married parents who filed jointly: usually one parent. Separated or divorced: generally the parent who gave more financial support in the last 12 months.',
	},
	{ key: 'documents', label: 'Gather the documents listed below', detail: 'Tax information comes from {taxYear}, the “prior-prior year”.' },
	{ key: 'deadlines', label: 'Note your state’s FAFSA deadline and each college’s priority date', detail: 'Some states award aid until the money runs out. The earliest date is the one that counts.' },
	{
		key: 'student-section',
		label: 'The student starts the {aidYear} FAFSA at studentaid.gov and lists every college',
		detail: 'Up to 20 colleges at a time. The student invites each parent contributor by name, date of birth, Social Security number and email.',
	},
	{
		key: 'parent-section',
		label: 'Each contributor completes their section and consents to IRS data sharing',
		detail: 'Without every contributor’s consent, no Student Aid Index is calculated.',
	},
	{ key: 'submitted', label: 'Submit the FAFSA before the earliest priority date' },
	{
		key: 'summary',
		label: 'Read the FAFSA Submission Summary and the Student Aid Index (SAI)',
		detail: 'Correct any mistakes at studentaid.gov.',
	},
	{
		key: 'verification',
		label: 'Watch email and each college’s portal for verification requests',
		detail: 'Being selected for verification is common and not a sign of a mistake. Answer quickly: aid isn’t final until it’s done.',
	},
]

export const cssProfileChecklist: AidChecklistItem[] = [
	{ key: 'which-colleges', label: 'Check which colleges require the CSS Profile', detail: 'Each college’s financial aid page says so. Tick “CSS Profile required” in the deadlines table below.' },
	{ key: 'college-board-account', label: 'The student signs in with their College Board account and starts the {aidYear} CSS Profile', detail: 'At cssprofile.collegeboard.org.' },
	{ key: 'fee-waiver', label: 'Check the fee and whether a fee waiver applies', detail: 'There is a fee for each college it is sent to. Many eligible students get a waiver automatically from what the form asks.' },
	{
		key: 'parent-details',
		label: 'A parent fills in income, assets, home equity and expenses',
		detail: 'The Profile asks for more than the FAFSA, including an estimate of this year’s income. Use the explanation section for anything the numbers don’t show.',
	},
	{
		key: 'noncustodial',
		label: 'Separated or divorced parents: ask each college about the noncustodial Profile',
		detail: 'Many Profile colleges want the other parent’s information too. Some grant waivers, but you have to ask each one.',
	},
	{ key: 'submitted', label: 'Submit it and send it to every college that requires it, before each one’s deadline' },
	{ key: 'idoc', label: 'Upload documents to IDOC if a college asks for them', detail: 'Only what is requested, by that college’s date.' },
]

export interface FsaIdSteps {
	who: string
	steps: string[]
}

/** StudentAid.gov accounts: one for the student and one for each parent contributor, never shared. */
export const fsaIdSteps: FsaIdSteps[] = [
	{
		who: 'The student',
		steps: [
			'Go to studentaid.gov and choose “Create account”.',
			'Use the student’s own email address and mobile number. Neither can be used on another account.',
			'Enter the name, date of birth and Social Security number exactly as they appear on the Social Security card.',
			'Save the backup code somewhere safe.',
			'Wait for the account to be verified. The Social Security check can take a few days.',
			'When filling in the FAFSA, invite each parent contributor using their name, date of birth, Social Security number and email.',
		],
	},
	{
		who: 'A parent (each contributor)',
		steps: [
			'Create your own account at studentaid.gov with your own email address. Never use the student’s email or sign in as the student.',
			'Enter your Social Security number exactly as on your card. A parent without one can still create an account; the identity check takes longer.',
			'Wait for the account to be verified. This can take a few days, so do it early.',
			'Open the contributor invitation email from the FAFSA, sign in, complete your section and give consent for the IRS to share your tax information.',
			'Sign, and keep your password to yourself. Each person signs only in their own account.',
		],
	},
]

export const documentsNeeded: string[] = [
	'Federal income tax returns for {taxYear} (the “prior-prior year”) for the student and each parent contributor. The IRS transfers most figures with consent, but keep them at hand.',
	'W-2s and other records of income earned in {taxYear}.',
	'Social Security numbers (or Alien Registration numbers for eligible noncitizens) and dates of birth.',
	'Current balances of cash, savings and checking accounts on the day you file.',
	'Investments other than retirement accounts and the family home: brokerage accounts, a parent-owned 529 plan, other real estate.',
	'Net worth of a family business or farm, if you own one.',
	'Records of untaxed income, such as child support received.',
	'The list of colleges the student is applying to.',
	'For the CSS Profile: home value and mortgage balance, retirement account balances, an estimate of this year’s income and, if parents are separated, the other parent’s contact details.',
]
