import { customAlphabet } from 'nanoid'

// Lower-case, unambiguous, URL-safe: ids appear in /a/{accountId} paths.
const alphabet = '0123456789abcdefghijkmnopqrstuvwxyz'
export const createId = customAlphabet(alphabet, 21)
