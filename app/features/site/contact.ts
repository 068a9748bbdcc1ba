// The contact form's topics (DECISIONS.md: the footer's Contact is a real
// form). The page shows them; the schema the action checks with is in
// contact-message.ts, so the page's scripts carry no zod (decisions 049, 051).

export const contactTopics = {
	question: 'A question about Northstar',
	billing: 'Billing',
	privacy: 'Privacy or data deletion',
	counselor: 'Working with counselors or schools',
	other: 'Something else',
} as const

export type ContactTopic = keyof typeof contactTopics
