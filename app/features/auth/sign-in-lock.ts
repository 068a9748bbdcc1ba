// The FormResult code of a refusal after which this sign-in cannot go on (too
// many wrong codes, a used or expired one): only a new code helps. Its own
// module, so the sign-in pages read it without the schemas (decision 051).

export const LOCKED = 'locked'
