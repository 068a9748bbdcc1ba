import { type Config } from '@react-router/dev/config'

// The framework floor (DECISIONS.md «Performance budget»): the same framework
// settings as the app's Node build, nothing else. Built by `bench:lighthouse`
// into the repo's ignored .cache/ so the server build resolves node_modules.

export default {
	ssr: true,
	buildDirectory: '../../.cache/bench-floor/build',
	future: { v8_middleware: true },
} satisfies Config
