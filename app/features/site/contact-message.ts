import { z } from 'zod'
import { EmailSchema } from '#app/features/auth/email'
import { contactTopics, type ContactTopic } from './contact'

// What the contact form's action reads: the one schema it checks a message
// with. Only the server imports it (decision 051).

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
