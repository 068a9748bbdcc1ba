import { type PDFFont, type PDFPage, PDFDocument, rgb, StandardFonts } from 'pdf-lib'

// The free PDF downloads (/downloads/…-pdf), drawn with pdf-lib's standard
// fonts so they build the same on Node and on Workers: no file system, no
// fetched fonts or images. A small writer lays text out top to bottom,
// wraps it, breaks pages and numbers them at the end.

const PAGE = { width: 612, height: 792 } // US Letter, in points
const MARGIN = { x: 60, top: 62, bottom: 62 }
const CONTENT_WIDTH = PAGE.width - MARGIN.x * 2
const BODY = 10
const LEADING = 1.38

const ink = rgb(0.11, 0.13, 0.19)
const brand = rgb(0.13, 0.3, 0.62)
const muted = rgb(0.38, 0.41, 0.47)
const rule = rgb(0.78, 0.8, 0.84)
const tint = rgb(0.94, 0.96, 0.99)

/** Characters beyond Latin-1 that Helvetica's WinAnsi encoding can still draw. */
const WIN_ANSI_EXTRAS = new Set([...'–—•‘’“”…€™‚„†‡‰‹›ŠšŽžŒœŸƒˆ˜'])

function drawable(text: string): string {
	return [...text].map((ch) => (ch.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRAS.has(ch) ? ch : '?')).join('')
}

export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
	const lines: string[] = []
	for (const paragraph of drawable(text).split('\n')) {
		let line = ''
		for (const word of paragraph.split(/\s+/).filter(Boolean)) {
			const candidate = line ? `${line} ${word}` : word
			if (font.widthOfTextAtSize(candidate, size) <= maxWidth || !line) {
				line = candidate
			} else {
				lines.push(line)
				line = word
			}
		}
		lines.push(line)
	}
	return lines
}

interface TextOptions {
	size?: number
	bold?: boolean
	color?: ReturnType<typeof rgb>
	indent?: number
	after?: number
}

interface Column {
	title: string
	/** Share of the content width. */
	width: number
}

class PdfWriter {
	private page!: PDFPage
	private y = 0

	private constructor(
		readonly doc: PDFDocument,
		private readonly regular: PDFFont,
		private readonly bold: PDFFont,
		private readonly runningTitle: string,
	) {}

	static async create(title: string, subject: string) {
		const doc = await PDFDocument.create()
		doc.setTitle(`${title} | Northstar`)
		doc.setAuthor('Northstar')
		doc.setSubject(subject)
		doc.setCreator('Northstar')
		doc.setProducer('Northstar (pdf-lib)')
		doc.setKeywords(['college planning', 'high school', 'Northstar'])
		const writer = new PdfWriter(
			doc,
			await doc.embedFont(StandardFonts.Helvetica),
			await doc.embedFont(StandardFonts.HelveticaBold),
			title,
		)
		writer.addPage()
		return writer
	}

	addPage() {
		this.page = this.doc.addPage([PAGE.width, PAGE.height])
		this.y = PAGE.height - MARGIN.top
	}

	private ensure(height: number) {
		if (this.y - height < MARGIN.bottom) this.addPage()
	}

	space(height: number) {
		this.y -= height
	}

	private drawLines(lines: string[], { size = BODY, bold = false, color = ink, indent = 0 }: TextOptions) {
		const font = bold ? this.bold : this.regular
		const leading = size * LEADING
		for (const line of lines) {
			this.ensure(leading)
			this.page.drawText(line, { x: MARGIN.x + indent, y: this.y - size, size, font, color })
			this.y -= leading
		}
	}

	text(text: string, options: TextOptions = {}) {
		const { size = BODY, bold = false, indent = 0, after = 6 } = options
		const font = bold ? this.bold : this.regular
		this.drawLines(wrapText(text, font, size, CONTENT_WIDTH - indent), options)
		this.y -= after
	}

	/** A cover block: the document's title, large. */
	cover(title: string, subtitle: string) {
		this.page.drawRectangle({ x: 0, y: PAGE.height - 250, width: PAGE.width, height: 250, color: brand })
		this.page.drawText('NORTHSTAR', {
			x: MARGIN.x,
			y: PAGE.height - 80,
			size: 11,
			font: this.bold,
			color: rgb(1, 1, 1),
		})
		let y = PAGE.height - 140
		for (const line of wrapText(title, this.bold, 30, CONTENT_WIDTH)) {
			this.page.drawText(line, { x: MARGIN.x, y, size: 30, font: this.bold, color: rgb(1, 1, 1) })
			y -= 36
		}
		for (const line of wrapText(subtitle, this.regular, 12.5, CONTENT_WIDTH)) {
			this.page.drawText(line, { x: MARGIN.x, y: y - 4, size: 12.5, font: this.regular, color: rgb(0.9, 0.93, 1) })
			y -= 18
		}
		this.y = PAGE.height - 290
	}

	/** A section title; `newPage` starts it at the top of a fresh page. */
	heading(text: string, { newPage = false }: { newPage?: boolean } = {}) {
		if (newPage) this.addPage()
		else this.ensure(70)
		this.text(text, { size: 18, bold: true, color: brand, after: 4 })
		this.page.drawLine({
			start: { x: MARGIN.x, y: this.y },
			end: { x: MARGIN.x + CONTENT_WIDTH, y: this.y },
			thickness: 1.2,
			color: brand,
		})
		this.y -= 12
	}

	subheading(text: string) {
		this.ensure(48)
		this.y -= 4
		this.text(text, { size: 12.5, bold: true, after: 3 })
	}

	bullets(items: string[], { indent = 0 }: { indent?: number } = {}) {
		for (const item of items) this.marked(item, indent, 'bullet')
		this.y -= 4
	}

	checklist(items: string[]) {
		for (const item of items) this.marked(item, 0, 'box')
		this.y -= 4
	}

	private marked(item: string, indent: number, mark: 'bullet' | 'box') {
		const size = BODY
		const leading = size * LEADING
		const textIndent = indent + 18
		const lines = wrapText(item, this.regular, size, CONTENT_WIDTH - textIndent)
		this.ensure(leading * Math.min(lines.length, 2))
		if (mark === 'bullet') {
			this.page.drawCircle({ x: MARGIN.x + indent + 5, y: this.y - size * 0.62, size: 1.9, color: brand })
		} else {
			this.page.drawRectangle({
				x: MARGIN.x + indent,
				y: this.y - size + 0.5,
				width: 9,
				height: 9,
				borderColor: brand,
				borderWidth: 1,
			})
		}
		this.drawLines(lines, { size, indent: textIndent })
		this.y -= 2.5
	}

	/** A shaded note box, for tips and warnings. */
	note(label: string, text: string) {
		const size = 9.5
		const leading = size * LEADING
		const lines = wrapText(text, this.regular, size, CONTENT_WIDTH - 24)
		const height = leading * (lines.length + 1) + 16
		this.ensure(height)
		this.page.drawRectangle({ x: MARGIN.x, y: this.y - height, width: CONTENT_WIDTH, height, color: tint })
		this.page.drawRectangle({ x: MARGIN.x, y: this.y - height, width: 3, height, color: brand })
		let y = this.y - 8 - size
		this.page.drawText(drawable(label), { x: MARGIN.x + 12, y, size, font: this.bold, color: brand })
		for (const line of lines) {
			y -= leading
			this.page.drawText(line, { x: MARGIN.x + 12, y, size, font: this.regular, color: ink })
		}
		this.y -= height + 10
	}

	/** A table to fill in by hand: a header row, the given rows, then blank ones. */
	table(columns: Column[], rows: string[][], blankRows: number, rowHeight = 26) {
		const size = 8.5
		const widths = columns.map((column) => column.width * CONTENT_WIDTH)
		const header = columns.map((column, index) => wrapText(column.title, this.bold, size, widths[index]! - 8))
		const headerHeight = Math.max(...header.map((lines) => lines.length)) * size * 1.3 + 10

		const drawHeader = () => {
			this.ensure(headerHeight + rowHeight)
			let x = MARGIN.x
			this.page.drawRectangle({ x, y: this.y - headerHeight, width: CONTENT_WIDTH, height: headerHeight, color: tint })
			header.forEach((lines, index) => {
				lines.forEach((line, lineIndex) => {
					this.page.drawText(line, {
						x: x + 4,
						y: this.y - 6 - size - lineIndex * size * 1.3,
						size,
						font: this.bold,
						color: ink,
					})
				})
				x += widths[index]!
			})
			this.y -= headerHeight
		}

		drawHeader()
		const allRows = [...rows, ...Array.from({ length: blankRows }, () => columns.map(() => ''))]
		for (const row of allRows) {
			const cells = row.map((cell, index) => wrapText(cell, this.regular, size, widths[index]! - 8))
			const height = Math.max(rowHeight, Math.max(...cells.map((lines) => lines.length)) * size * 1.3 + 10)
			if (this.y - height < MARGIN.bottom) {
				this.addPage()
				drawHeader()
			}
			let x = MARGIN.x
			cells.forEach((lines, index) => {
				lines.forEach((line, lineIndex) => {
					if (line)
						this.page.drawText(line, {
							x: x + 4,
							y: this.y - 6 - size - lineIndex * size * 1.3,
							size,
							font: this.regular,
							color: muted,
						})
				})
				x += widths[index]!
			})
			this.y -= height
			this.page.drawLine({
				start: { x: MARGIN.x, y: this.y },
				end: { x: MARGIN.x + CONTENT_WIDTH, y: this.y },
				thickness: 0.6,
				color: rule,
			})
		}
		this.y -= 12
	}

	/** A labelled block of lines to write on, as many as fit on this page (up to `max`); left out when too few fit. */
	writingArea(label: string, max: number) {
		const lineGap = 22
		const available = Math.floor((this.y - MARGIN.bottom - 30) / lineGap)
		const count = Math.min(max, available)
		if (count < 3) return
		this.subheading(label)
		for (let index = 0; index < count; index++) {
			this.y -= lineGap
			this.page.drawLine({
				start: { x: MARGIN.x, y: this.y },
				end: { x: MARGIN.x + CONTENT_WIDTH, y: this.y },
				thickness: 0.6,
				color: rule,
			})
		}
		this.y -= 10
	}

	/** Running header (not on the cover) and "Page n of N" footers, then the bytes. */
	async finish(): Promise<Uint8Array<ArrayBuffer>> {
		const pages = this.doc.getPages()
		pages.forEach((page, index) => {
			if (index > 0) {
				page.drawText(drawable(`Northstar · ${this.runningTitle}`), {
					x: MARGIN.x,
					y: PAGE.height - 36,
					size: 8.5,
					font: this.regular,
					color: muted,
				})
			}
			const label = `Page ${index + 1} of ${pages.length}`
			page.drawLine({
				start: { x: MARGIN.x, y: 46 },
				end: { x: MARGIN.x + CONTENT_WIDTH, y: 46 },
				thickness: 0.5,
				color: rule,
			})
			page.drawText('Free from Northstar, the college-prep companion for families. Dates vary by college: always check.', {
				x: MARGIN.x,
				y: 32,
				size: 7.5,
				font: this.regular,
				color: muted,
			})
			page.drawText(label, {
				x: MARGIN.x + CONTENT_WIDTH - this.regular.widthOfTextAtSize(label, 8.5),
				y: 32,
				size: 8.5,
				font: this.regular,
				color: muted,
			})
		})
		// A copy backed by a plain ArrayBuffer, which is what a Response body accepts.
		return new Uint8Array(await this.doc.save())
	}
}

// ---------------------------------------------------------------------------
// The College Planning Starter Kit
// ---------------------------------------------------------------------------

const fourYearTimeline: Array<{ grade: string; theme: string; items: string[] }> = [
	{
		grade: '9th grade',
		theme: 'Foundations',
		items: [
			'Grades count from now on: every course grade from 9th grade is on the transcript colleges read.',
			'Meet the school counselor. Ask about graduation requirements and the courses colleges commonly expect: English every year, math, lab science, social studies and a world language.',
			'Try a few activities in the fall. By spring, keep the one or two the student actually cares about.',
			'Start an activities record: what the student did, their role, hours per week, weeks per year and what changed because of them. Senior-year applications ask for all of it.',
			'Build study habits that last: one planner, a short weekly review, asking teachers for help early.',
			'Families: start the money conversation. Try one public and one private college’s net price calculator to see the gap between sticker price and what families pay.',
			'Summer: read, work, volunteer, care for family or take an affordable course. Expensive programs are not required.',
		],
	},
	{
		grade: '10th grade',
		theme: 'Exploration',
		items: [
			'Choose 11th-grade courses with the counselor: the most challenging schedule the student can do well in, not the most crowded one.',
			'Take the PSAT 10 or a practice SAT or ACT if the school offers one. It is practice; it shows what to work on.',
			'Go deeper in activities: take on more responsibility in what the student already does.',
			'Walk around a nearby college campus or two, of any kind, to learn what size and setting feel right.',
			'Keep the activities record current; add any awards, jobs and family responsibilities.',
			'Summer: a job, a project, a course or service. Start noticing which subjects the student would like to study.',
		],
	},
	{
		grade: '11th grade',
		theme: 'The list and testing',
		items: [
			'Fall: take the PSAT/NMSQT. It is also the qualifying test for the National Merit Scholarship Program.',
			'Build the college list: reach, target and safety schools. The U.S. Department of Education’s College Scorecard shows costs, graduation rates and earnings for each college.',
			'Plan testing: check each college’s testing policy, then pick a first SAT or ACT date in winter or spring with time to retake.',
			'Visit colleges when you can, and write down what the student liked and disliked right after each visit.',
			'Spring: ask two junior-year teachers whether they would write recommendations in the fall.',
			'Families: run the net price calculator for every college on the list, and find out which colleges ask for the CSS Profile as well as the FAFSA.',
			'Summer before senior year: draft the personal essay (the Common App limit is 650 words), settle the list and write down every deadline.',
		],
	},
	{
		grade: '12th grade',
		theme: 'Applications, aid and the decision',
		items: [
			'August: the Common App typically opens August 1. Finish the essay, the activities list and the school-specific questions.',
			'Early fall: confirm recommenders, send test scores where needed, and request transcripts through the counselor.',
			'October: the FAFSA opens about October 1 and the CSS Profile on October 1. File before each college’s priority deadline.',
			'November: Early Action and Early Decision deadlines are typically November 1 or 15.',
			'January: Regular Decision deadlines are typically January 1–15.',
			'Spring: compare admission and aid offers side by side; appeal an aid offer if the family’s situation calls for it.',
			'May 1, National College Decision Day: decide, pay the deposit, and tell the other colleges.',
			'Summer: send the final transcript, finish housing and orientation, and get ready for move-in.',
		],
	},
]

const seniorCalendar: Array<{ month: string; items: string[] }> = [
	{
		month: 'June–July (the summer before)',
		items: [
			'Draft the personal essay: pick one story that shows how the student thinks. The limit is 650 words.',
			'Settle the college list and note for each college: deadline, application platform, testing policy, aid forms.',
			'Write the activities list. Each description is limited to 150 characters.',
		],
	},
	{
		month: 'August',
		items: [
			'The Common App typically opens August 1. Create or roll over the account and add the colleges.',
			'Fill in the sections that need no essay: profile, family, education, testing, activities.',
			'Check which colleges use the Coalition on Scoir or their own application instead.',
		],
	},
	{
		month: 'September',
		items: [
			'Ask teachers and the counselor for recommendations, with a short summary of the student’s activities and goals.',
			'Register for a fall SAT or ACT if a college on the list requires scores and the student plans to retake.',
			'Start the supplemental essays for early colleges.',
		],
	},
	{
		month: 'October',
		items: [
			'The FAFSA opens about October 1. Student and parent each need a StudentAid.gov account.',
			'The CSS Profile opens October 1 for the colleges that require it.',
			'Finish and proofread early applications; check that scores and transcripts were requested.',
		],
	},
	{
		month: 'November',
		items: [
			'Early Action and Early Decision deadlines: typically November 1 or 15.',
			'Early Decision is binding: apply ED only to a first-choice college after comparing likely costs.',
			'Keep working on Regular Decision essays.',
		],
	},
	{
		month: 'December',
		items: [
			'Early decisions often arrive. Admitted through Early Decision: withdraw other applications as the agreement requires.',
			'Deferred: send a short update letter if the college invites one.',
			'Finish Regular Decision applications before the holidays.',
		],
	},
	{
		month: 'January',
		items: [
			'Regular Decision deadlines: typically January 1–15.',
			'Ask the counselor to send mid-year grades where colleges ask for them.',
			'Keep applying for scholarships; many local awards have winter and spring deadlines.',
		],
	},
	{
		month: 'February',
		items: [
			'Check every applicant portal for missing documents.',
			'Answer any request from a financial-aid office quickly, with the documents it asks for.',
		],
	},
	{
		month: 'March',
		items: [
			'Regular Decision results typically arrive in March and April.',
			'As aid offers arrive, list each one’s cost of attendance, grants and scholarships, loans and work-study.',
		],
	},
	{
		month: 'April',
		items: [
			'Compare net costs: cost of attendance minus grants and scholarships. Loans are not discounts.',
			'Visit or attend admitted-student days if you can.',
			'Appeal an aid offer if circumstances changed; respond to any waitlist offer you want to keep.',
		],
	},
	{
		month: 'May',
		items: [
			'May 1, National College Decision Day: accept one offer and pay the deposit.',
			'Tell the other colleges you will not attend, so someone on the waitlist can have the place.',
			'Thank the teachers and counselor who wrote recommendations.',
		],
	},
	{
		month: 'June–August',
		items: [
			'Send the final transcript. Finish housing, health forms, orientation and placement tests.',
			'Accept the aid you want; federal loans need entrance counseling and a Master Promissory Note.',
			'Plan move-in day.',
		],
	},
]

const listColumns: Column[] = [
	{ title: 'College', width: 0.26 },
	{ title: 'Reach / target / safety', width: 0.13 },
	{ title: 'Plan and deadline (EA, ED, RD)', width: 0.17 },
	{ title: 'Applies via (Common App, Coalition, own)', width: 0.17 },
	{ title: 'Estimated net price a year', width: 0.13 },
	{ title: 'Aid forms (FAFSA, CSS)', width: 0.14 },
]

export async function buildStarterKitPdf(): Promise<Uint8Array<ArrayBuffer>> {
	const pdf = await PdfWriter.create(
		'College Planning Starter Kit',
		'A four-year timeline, a senior-year calendar, a college-list worksheet and a financial-aid checklist.',
	)

	pdf.cover(
		'College Planning Starter Kit',
		'For high-school students and their families, from 9th grade to move-in day.',
	)
	pdf.text('What is inside', { size: 14, bold: true, color: brand, after: 6 })
	pdf.bullets([
		'A four-year timeline: what matters in 9th, 10th, 11th and 12th grade, and what can wait.',
		'A month-by-month senior-year calendar with this admissions cycle’s key dates.',
		'A college-list worksheet for sorting colleges into reach, target and safety.',
		'A financial-aid checklist for the FAFSA, the CSS Profile, scholarships and aid offers.',
	])
	pdf.space(6)
	pdf.text('How to use it', { size: 14, bold: true, color: brand, after: 6 })
	pdf.text(
		'Read the page for the student’s grade together, then pick one or two things to do this week. Small, steady steps beat a stressful weekend in the fall of senior year. Print the worksheet and checklist and keep them where the whole family can see them.',
	)
	pdf.note(
		'About the dates',
		'The dates in this kit are the usual ones for this admissions cycle: the Common App opens August 1; the FAFSA opens about October 1; the CSS Profile opens October 1; Early Action and Early Decision deadlines are typically November 1 or 15; Regular Decision deadlines are typically January 1–15; National College Decision Day is May 1. Each college sets its own deadlines, so check every college’s website.',
	)

	pdf.heading('1. The four-year timeline', { newPage: true })
	pdf.text(
		'High school is not one long application. Each year has its own job; doing that job well is the best preparation for the next one.',
		{ color: muted, after: 8 },
	)
	for (const year of fourYearTimeline) {
		pdf.subheading(`${year.grade}: ${year.theme}`)
		pdf.bullets(year.items)
	}

	pdf.heading('2. The senior-year calendar', { newPage: true })
	pdf.text(
		'Month by month from the summer before 12th grade to move-in. Tick each item off as it is done; add each college’s own deadlines beside the month they fall in.',
		{ color: muted, after: 8 },
	)
	for (const month of seniorCalendar) {
		pdf.subheading(month.month)
		pdf.checklist(month.items)
	}

	pdf.heading('3. College-list worksheet', { newPage: true })
	pdf.text(
		'A good list has colleges in all three groups, and every one of them is a place the student would be glad to attend. Sort each college by comparing the student’s grades and scores with the college’s typical admitted students (the college’s website and the College Scorecard help).',
		{ after: 6 },
	)
	pdf.bullets([
		'Reach: the student’s grades and scores are below the college’s typical admitted student, or the college admits only a small share of applicants. A very selective college is a reach for every applicant.',
		'Target: the student’s grades and scores are in the middle of the college’s typical admitted students.',
		'Safety: the student’s grades and scores are well above the typical admitted student, the college admits most applicants, and the family can afford it.',
	])
	pdf.table(listColumns, [], 10)
	pdf.subheading('Questions to answer for each college')
	pdf.checklist([
		'Does it offer the programs or majors the student is curious about, including a second choice?',
		'Size, setting and distance from home: does it fit what the student liked on visits?',
		'What is the estimated net price for our family, from the college’s net price calculator?',
		'What share of students graduate, and what do graduates earn? (College Scorecard.)',
		'Which application does it take, what does it require (essays, scores, interviews), and when is it due?',
		'Does it ask for the CSS Profile, and when is its priority aid deadline?',
	])
	pdf.writingArea('Notes', 6)

	pdf.heading('4. Financial-aid checklist', { newPage: true })
	pdf.text(
		'Aid follows forms and deadlines. File on time, even if you think you will not qualify: many colleges also use these forms for their own grants and some scholarships.',
		{ after: 6 },
	)
	pdf.subheading('Before October of senior year')
	pdf.checklist([
		'Create a StudentAid.gov account for the student and one for a parent; each needs its own email address.',
		'List every college’s aid forms: the FAFSA, the CSS Profile where required, and any college form of its own.',
		'Write down each college’s priority aid deadline. It can fall before the application deadline.',
		'Gather the tax returns the forms ask for. The FAFSA uses the “prior-prior year” return: from two years before the student starts college, which is the return filed the spring before senior year.',
		'Gather current bank, savings and investment balances, and records of untaxed income such as child support received.',
		'If parents are divorced or separated, check StudentAid.gov for which parent’s information the FAFSA needs; CSS Profile colleges may ask about both.',
	])
	pdf.subheading('From October 1')
	pdf.checklist([
		'Submit the FAFSA (it opens about October 1). It is free: never pay a website to file it.',
		'Each contributor (the student and the parents) gives consent for their federal tax information to be used, or aid cannot be worked out.',
		'Submit the CSS Profile (it opens October 1) for colleges that require it. It charges a fee per college, with fee waivers for eligible families.',
		'Read the FAFSA Submission Summary and correct any mistakes.',
		'Apply for scholarships: the counselor’s list, local organizations, employers and each college’s merit awards, some of which have their own applications.',
	])
	pdf.subheading('When aid offers arrive')
	pdf.checklist([
		'For each offer, write down the cost of attendance, grants and scholarships (free money), loans (to repay) and work-study (earned).',
		'Net cost = cost of attendance minus grants and scholarships. Compare colleges on this number.',
		'If the family’s finances changed, or an offer is far from the net price estimate, ask the aid office how to appeal.',
		'Accept or decline each part of the aid offer by the college’s deadline.',
		'Federal student loans: complete entrance counseling and the Master Promissory Note on StudentAid.gov.',
		'Decide by May 1, National College Decision Day.',
	])
	pdf.note(
		'Northstar keeps this plan for you',
		'Northstar turns this kit into a living plan: tasks and deadlines with reminders for students and parents, a college list sorted into reach, target and safety, application and essay tracking, a document vault, and FAFSA, CSS Profile and scholarship guidance, in one place the whole family can see.',
	)

	return pdf.finish()
}

// ---------------------------------------------------------------------------
// Leadership Opportunities for High Schoolers
// ---------------------------------------------------------------------------

export const leadershipExamples: Array<{ kind: string; position: string; description: string }> = [
	{
		kind: 'Club',
		position: 'Robotics Club, build team lead',
		description:
			'Led build team of 6; designed drivetrain in CAD; taught new members wiring; wrote the build checklist the club still uses.',
	},
	{
		kind: 'Student government',
		position: 'Class treasurer',
		description:
			'Ran class budget and 4 fundraisers; set up online ticket sales for the dance; proposed recycling bins the school adopted.',
	},
	{
		kind: 'Community service',
		position: 'Food bank volunteer, shift lead',
		description:
			'Sort and pack donations each Saturday; train new volunteers; set up a text reminder system that cut no-shows.',
	},
	{
		kind: 'Job',
		position: 'Cashier, grocery store',
		description:
			'Work 15 hrs/wk during school; close out register and count drawer; chosen by manager to train new cashiers.',
	},
	{
		kind: 'Family responsibility',
		position: 'Caregiver for two younger brothers',
		description:
			'Care for brothers (6, 9) after school while parents work evenings: homework help, dinner, bedtime. Since 9th grade.',
	},
	{
		kind: 'Starting something',
		position: 'Founder, peer math tutoring',
		description:
			'Started free math tutoring for middle schoolers; recruited and scheduled high-school tutors; meet weekly in the library.',
	},
]

const leadershipKinds: Array<{ title: string; what: string; grow: string[] }> = [
	{
		title: 'Clubs and teams',
		what: 'Officer roles count, but so do the jobs that keep a club running: organizing events, teaching newer members, managing equipment or social media, captaining a team or leading a section.',
		grow: [
			'Stay with one or two groups long enough to be trusted with more.',
			'Offer to own one recurring job (the schedule, the budget, the newsletter) and do it well.',
			'Teach what you know: training newer members is leadership.',
		],
	},
	{
		title: 'Student government',
		what: 'Class officers, student council and school committees. Colleges look at what changed because of you more than at the title.',
		grow: [
			'Run for a role, or join a committee that does not need an election.',
			'Pick one concrete problem students care about and see it through with the administration.',
			'Keep notes of what you proposed, who you worked with and what happened.',
		],
	},
	{
		title: 'Community service',
		what: 'Volunteering becomes leadership when you take responsibility: leading a shift, organizing a drive, training volunteers, or starting a project with a local group.',
		grow: [
			'Choose one organization and stay with it, rather than many one-off hours.',
			'Ask the coordinator what would help most, then own it.',
			'Count what you can honestly count: hours, people served, items collected.',
		],
	},
	{
		title: 'Jobs',
		what: 'Paid work shows reliability and maturity. Being trusted to open or close, handle money, train new hires or work with customers is leadership.',
		grow: [
			'List the job on the application like any activity, with hours per week.',
			'Note every extra responsibility you were given, and why.',
			'If the family needs the income, say so briefly: colleges understand.',
		],
	},
	{
		title: 'Family responsibilities',
		what: 'Caring for siblings or relatives, translating for family members, or working in a family business are real responsibilities. The Common App lets students list family responsibilities as an activity.',
		grow: [
			'Write down what you do each week and for how long.',
			'Describe it plainly, without apology: it shows what you carry.',
			'If it limited other activities, a counselor can mention that too.',
		],
	},
	{
		title: 'Starting something',
		what: 'A club, a tutoring program, a fundraiser, a small business, a podcast, an app, a neighborhood project. Size matters less than follow-through.',
		grow: [
			'Start small, with a clear purpose and one or two partners.',
			'Keep it going for a season or more, and hand it to someone when you leave.',
			'Keep a record: what you started, who joined, what it did.',
		],
	},
]

function characterNote(text: string): string {
	return text.length > 150 ? `${text.length} characters, over the limit` : `${text.length} of 150 characters`
}

export async function buildLeadershipPdf(): Promise<Uint8Array<ArrayBuffer>> {
	const pdf = await PdfWriter.create(
		'Leadership Opportunities for High Schoolers',
		'Kinds of leadership for high-school students and how to describe them in the Common App activities list.',
	)

	pdf.cover(
		'Leadership Opportunities for High Schoolers',
		'Where to find leadership in grades 9–12, and how to describe it in 150 characters.',
	)
	pdf.text('Leadership is not only a title', { size: 14, bold: true, color: brand, after: 6 })
	pdf.text(
		'Colleges read leadership as responsibility that others rely on: a job where you train new hires, a younger brother you look after every evening, a club that runs better because you built its schedule. A title helps, but what changed because of you matters more.',
	)
	pdf.text('In this guide', { size: 14, bold: true, color: brand, after: 6 })
	pdf.bullets([
		'Six kinds of leadership open to any high-school student, and how to grow into each.',
		'How the Common App activities list works, and how to write a 150-character description.',
		'Illustrative examples, before and after.',
		'A worksheet to collect your own activities.',
	])

	pdf.heading('1. Six kinds of leadership', { newPage: true })
	for (const kind of leadershipKinds) {
		pdf.subheading(kind.title)
		pdf.text(kind.what, { after: 4 })
		pdf.bullets(kind.grow, { indent: 8 })
	}
	pdf.note(
		'By grade',
		'9th and 10th grade: try things, then stay with what you care about. 11th grade: take on responsibility in one or two of them. 12th grade: finish well and hand things on. A steady record over years says more than a sudden burst in senior year.',
	)

	pdf.heading('2. Describing it on the Common App', { newPage: true })
	pdf.text(
		'The Common App activities list has room for up to 10 activities. For each, you give the activity type, your position or leadership role (up to 50 characters), the organization’s name, a description of up to 150 characters, the grades you took part, when (school year, breaks or all year), hours per week and weeks per year.',
	)
	pdf.subheading('Writing the 150-character description')
	pdf.bullets([
		'Start with a strong verb: led, organized, trained, started, ran, built, raised, cared for.',
		'Say what you did and what came of it, not what the club does in general.',
		'Use numbers you can stand behind: people, hours, events, money raised.',
		'Skip “I” and filler words. Phrases separated by semicolons are fine; full sentences are not required.',
		'Do not repeat the title or the organization name: they have their own fields.',
		'Put the activities that matter most to you first. Order is your choice.',
		'Characters include spaces and punctuation. Count before you paste.',
	])
	pdf.subheading('Before and after')
	const pairs = [
		{
			before:
				'I was a member of the food bank volunteer program where I helped out with many different tasks and I really enjoyed helping people.',
			after: leadershipExamples[2]!.description,
		},
		{
			before: 'Worked at a grocery store as a cashier. It was a lot of work but I learned a lot about responsibility and customer service.',
			after: leadershipExamples[3]!.description,
		},
	]
	for (const pair of pairs) {
		pdf.text(`Before (${characterNote(pair.before)}): says what the place is, not what you did.`, { bold: true, size: 9.5, after: 2 })
		pdf.text(pair.before, { color: muted, indent: 12 })
		pdf.text(`After (${characterNote(pair.after)}): role, actions and trust, in the space allowed.`, { bold: true, size: 9.5, after: 2 })
		pdf.text(pair.after, { indent: 12, after: 10 })
	}

	pdf.heading('3. Illustrative examples', { newPage: true })
	pdf.text(
		'These examples are illustrations written for this guide, not real students. Use them for shape, and write about what you actually did.',
		{ color: muted, after: 8 },
	)
	for (const example of leadershipExamples) {
		pdf.subheading(example.kind)
		pdf.text(`Position: ${example.position}`, { size: 10, bold: true, after: 2 })
		pdf.text(example.description, { after: 2 })
		pdf.text(characterNote(example.description), { size: 8.5, color: muted, after: 6 })
	}

	pdf.heading('4. Your activities worksheet', { newPage: true })
	pdf.text(
		'Write down every activity, including jobs and family responsibilities. Then choose the ones to list, and draft each description here before you type it into the application.',
		{ after: 8 },
	)
	pdf.table(
		[
			{ title: 'Activity and role', width: 0.3 },
			{ title: 'Grades (9–12)', width: 0.12 },
			{ title: 'Hours / week', width: 0.1 },
			{ title: 'Weeks / year', width: 0.1 },
			{ title: 'What changed because of you', width: 0.38 },
		],
		[],
		8,
		30,
	)
	pdf.writingArea('Draft descriptions (150 characters each)', 8)
	pdf.note(
		'Keep it all in one place',
		'Northstar keeps the activities record with the rest of the plan: applications, essays, deadlines and documents, with reminders for students and parents.',
	)

	return pdf.finish()
}
