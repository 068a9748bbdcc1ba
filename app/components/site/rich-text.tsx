import { Link } from 'react-router'
import { textLinkClass } from '#app/components/marketing'

// Copy kept as plain strings in content/ with two marks: **bold** and
// [label](href). A link to a section of the same page (#id) is a plain anchor;
// a link to a page of the site is a router Link, unless the text is rendered
// to static HTML outside the router (`plainLinks`: a legal page's body).

const marks = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g

/** `linkClassName` for a page whose links read differently; underlined either way. */
export function RichText({ text, linkClassName = textLinkClass, plainLinks = false }: { text: string; linkClassName?: string; plainLinks?: boolean }) {
	const parts: React.ReactNode[] = []
	let last = 0
	for (const match of text.matchAll(marks)) {
		if (match.index > last) parts.push(text.slice(last, match.index))
		const [, bold, label, href] = match
		parts.push(bold !== undefined ? <strong key={match.index}>{bold}</strong> : <TextLink key={match.index} href={href!} label={label!} className={linkClassName} plain={plainLinks} />)
		last = match.index + match[0].length
	}
	if (last < text.length) parts.push(text.slice(last))
	return <>{parts}</>
}

function TextLink({ href, label, className, plain }: { href: string; label: string; className: string; plain: boolean }) {
	if (plain || href.startsWith('#')) {
		return (
			<a href={href} className={className}>
				{label}
			</a>
		)
	}
	return (
		<Link to={href} className={className}>
			{label}
		</Link>
	)
}
