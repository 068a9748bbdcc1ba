// One Lucide icon by path (`lucide/dist/esm/icons/<name>.mjs`), for modules in
// the shell chunk, which must not reach the whole icon barrel (tooling/client-chunks.ts).
declare module 'lucide/dist/esm/icons/*.mjs' {
	const node: import('lucide').IconNode
	export default node
}
