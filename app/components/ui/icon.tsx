import type { IconNode } from 'lucide'
import { createElement, type SVGProps } from 'react'

// Lucide's icons as data (the `lucide` package), drawn by this one small
// component: the pages ship each icon's paths and nothing else (decision 019).
// Decorative unless given a label, like lucide-react's components.

export type { IconNode }

export function Icon({ node, ...props }: { node: IconNode } & SVGProps<SVGSVGElement>) {
	const labelled = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined || props.role !== undefined
	return (
		<svg
			xmlns="http://www.w3.org/2000/svg"
			width={24}
			height={24}
			viewBox="0 0 24 24"
			fill="none"
			stroke="currentColor"
			strokeWidth={2}
			strokeLinecap="round"
			strokeLinejoin="round"
			aria-hidden={labelled ? undefined : true}
			{...props}
		>
			{node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
		</svg>
	)
}
