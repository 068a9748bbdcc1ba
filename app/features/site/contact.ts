import { z } from 'zod'
import { EmailSchema } from '#app/features/auth/email'

// The contact form (DECISIONS.md: the footer's Contact is a real form): its
// topics and the one schema the page and its action both check with.

export const contactTopics = {
	question: 'A question about Northstar',
	billing: 'Billing',
	privacy: 'Privacy or data deletion',
	counselor: 'Working with counselors or schools',
	other: 'Something else',
} as const

export type ContactTopic = keyof typeof contactTopics

export const ContactSchema = z.object({
	name: z.string({ error: 'Enter your name.' }).trim().min(1, 'Enter your name.').max(80),
	email: EmailSchema,
	topic: z.enum(Object.keys(contactTopics) as [ContactTopic, ...ContactTopic[]], { error: 'Choose a topic.' }),
	message: z
		.string({ error: 'Write your message.' })
		.trim()
		.min(10, 'Tell us a little more (at least 10 characters).')
		.max(5000, 'Keep the message under 5,000 characters.'),
})

export type ContactMessage = z.infer<typeof ContactSchema>
