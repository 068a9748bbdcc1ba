// One page with a heading and a paragraph, server-rendered and hydrated.

export function meta() {
	return [{ title: 'Framework floor' }, { name: 'description', content: 'A bare React Router page, the floor of the JS budget.' }]
}

export default function HomeRoute() {
	return (
		<main>
			<h1>Framework floor</h1>
			<p>A bare React Router page: the client entry, the router and React, and one route module.</p>
		</main>
	)
}
