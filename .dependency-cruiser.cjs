// The layers (docs/architecture.md «Layers»), checked on every `npm test`:
// routes → components → features → lib, server functions beside features, and
// no import cycle anywhere — type-only imports included, since a cycle of types
// still ties two modules' meanings together. Tests may reach across layers:
// a feature's test may drive the route that uses it.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
	forbidden: [
		{
			name: 'no-cycles',
			severity: 'error',
			comment: 'Two modules that need each other are one module, or need a third that both use.',
			from: {},
			to: { circular: true },
		},
		{
			name: 'lib-stays-below',
			severity: 'error',
			comment:
				'app/lib is the floor: the app context, its ports, settings, the database client and pure helpers. It imports nothing from features, components, routes or server functions.',
			from: { path: '^app/lib/', pathNot: '\\.test\\.tsx?$' },
			to: { path: '^app/(features|components|routes|server-functions)/' },
		},
		{
			name: 'features-not-routes',
			severity: 'error',
			comment: 'Domain code is used by routes, never the other way round.',
			from: { path: '^app/(features|lib|components)/', pathNot: '\\.test\\.tsx?$' },
			to: { path: '^app/routes/' },
		},
	],
	options: {
		doNotFollow: { path: 'node_modules' },
		exclude: { path: '(^|/)\\.react-router/|^build/' },
		tsPreCompilationDeps: true,
		tsConfig: { fileName: 'tsconfig.json' },
		enhancedResolveOptions: {
			exportsFields: ['exports'],
			conditionNames: ['import', 'require', 'node', 'default', 'types'],
			extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
		},
	},
}
