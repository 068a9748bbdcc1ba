import { z } from 'zod'
import { money, type OfferSummary } from './offers'

// The appeal helper: an outline of a letter asking a college to review its
// offer, built from a competing offer with a lower net price. Aid offices
// call this a request for a review (or "professional judgment"); it works
// best when it is short, specific, polite and backed by the other letter.

export const AppealFormSchema = z.object({
	appealOfferId: z.string({ error: 'Choose the offer to appeal.' }).min(1, 'Choose the offer to appeal.').max(40),
	competingOfferId: z.string({ error: 'Choose the competing offer.' }).min(1, 'Choose the competing offer.').max(40),
	circumstances: z.string().trim().max(2000, 'Keep this under 2,000 characters.').optional(),
})

export interface AppealOutline {
	subject: string
	sections: Array<{ heading: string; text: string }>
	/** The whole outline as plain text, to copy into an email or a form. */
	text: string
}

export type AppealResult = { ok: true; outline: AppealOutline } | { ok: false; message: string }

export function appealOutline({
	appealed,
	competing,
	studentName,
	circumstances,
}: {
	appealed: OfferSummary
	competing: OfferSummary
	studentName: string
	circumstances?: string | null
}): AppealResult {
	if (appealed.id === competing.id) return { ok: false, message: 'Choose two different offers.' }
	const gap = appealed.netPriceCents - competing.netPriceCents
	if (gap <= 0) {
		return { ok: false, message: `${competing.collegeName}’s net price (${money(competing.netPriceCents)}) isn’t lower than ${appealed.collegeName}’s (${money(appealed.netPriceCents)}), so it doesn’t make the case. Choose an offer with a lower net price.` }
	}
	const student = studentName.trim() || 'our student'
	const giftGap = competing.giftAidCents - appealed.giftAidCents
	const sections = [
		{ heading: 'Thank them', text: `Thank you for admitting ${student} and for the financial aid offer of ${money(appealed.giftAidCents)} in grants and scholarships.` },
		{ heading: 'Say it is the first choice', text: `${appealed.collegeName} is ${student}’s first choice, and we want to find a way to make it work for our family.` },
		{
			heading: 'The competing offer, in numbers',
			text: [
				`${competing.collegeName} has offered ${money(competing.giftAidCents)} in grants and scholarships against a cost of attendance of ${money(competing.costOfAttendanceCents)}: a net price of ${money(competing.netPriceCents)} a year.`,
				`Your offer leaves a net price of ${money(appealed.netPriceCents)} (cost of attendance ${money(appealed.costOfAttendanceCents)}, grants and scholarships ${money(appealed.giftAidCents)}).`,
				`That is ${money(gap)} a year more${giftGap > 0 ? `, with ${money(giftGap)} less in gift aid` : ''}.`,
				appealed.loansCents > 0 ? `Of your offer, ${money(appealed.loansCents)} is loans, which we have not counted as aid.` : null,
			]
				.filter(Boolean)
				.join(' '),
		},
		{
			heading: 'What has changed',
			text: circumstances?.trim()
				? circumstances.trim()
				: '(If anything has changed since the FAFSA or CSS Profile was filed — a lost job or lower income, medical bills, a divorce, another child in college — say so briefly here and offer documents. If nothing has changed, leave this out.)',
		},
		{
			heading: 'A specific ask',
			text: `Would you review ${student}’s offer and consider increasing grant aid by ${money(gap)} a year, so the net price comes closer to ${money(competing.netPriceCents)}? We would be glad to send any documents that help.`,
		},
		{
			heading: 'Attach',
			text: `A copy of ${competing.collegeName}’s aid offer letter${circumstances?.trim() ? ', and documents for the changes above' : ''}.`,
		},
		{
			heading: 'Before sending',
			text: 'Check whether the aid office has its own appeal or review form and use it if so. Keep the letter to one page, send it soon after the offer arrives and well before the reply deadline, and follow up by phone if you hear nothing in a week or two.',
		},
	]
	const subject = `Request for a financial aid review: ${student}, ${appealed.collegeName}`
	const text = [`Subject: ${subject}`, ...sections.map((section, index) => `${index + 1}. ${section.heading}\n${section.text}`)].join('\n\n')
	return { ok: true, outline: { subject, sections, text } }
}
