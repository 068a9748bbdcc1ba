import { Check, Heart, Link2, Mail, Share2 } from 'lucide'
import { useEffect, useState } from 'react'
import { Button } from '#app/components/ui/button'
import { Icon } from '#app/components/ui/icon'
import { cn } from '#app/lib/cn'
import { showToast } from '#app/lib/toast'
import { callServerFn, isServerFnErrorBody } from '#app/server-functions/client'

// The like and share buttons under a post. The page itself is the same for
// every reader (so it can be cached); this asks for the reader's own state
// once on mount, which also counts the view. Plain fetch and state rather than
// TanStack Query, which public pages do not ship.

interface EngagementState {
	views: number
	likes: number
	shares: number
	liked: boolean
}

type ShareChannel = 'copy-link' | 'email' | 'facebook' | 'linkedin' | 'x' | 'native'

// One view per page load: a post read again after a client-side navigation
// reuses what this load last knew of it (likes included) instead of counting again.
const engagementBySlug = new Map<string, Promise<EngagementState>>()

function loadEngagement(slug: string): Promise<EngagementState> {
	let engagement = engagementBySlug.get(slug)
	if (!engagement) {
		engagement = callServerFn<EngagementState>('recordBlogView', { slug }, { method: 'POST' })
		engagementBySlug.set(slug, engagement)
		// A failed read is forgotten, so the next visit asks again.
		engagement.catch(() => engagementBySlug.delete(slug))
	}
	return engagement
}

export function PostEngagement(props: { slug: string; title: string; url: string }) {
	// Keyed by post, so moving from one post to another starts from that post's own state.
	return <Engagement key={props.slug} {...props} />
}

function Engagement({ slug, title, url }: { slug: string; title: string; url: string }) {
	const [data, setData] = useState<EngagementState>()
	const [liking, setLiking] = useState(false)
	useEffect(() => {
		let current = true
		loadEngagement(slug).then(
			(state) => {
				if (current) setData(state)
			},
			() => {},
		)
		return () => {
			current = false
		}
	}, [slug])
	const update = (state: EngagementState) => {
		engagementBySlug.set(slug, Promise.resolve(state))
		setData(state)
	}
	// The button answers at once; the server's count replaces the guess, and a failure puts it back.
	async function toggleLike(liked: boolean) {
		if (!data) return
		const previous = data
		const guess = { ...previous, liked, likes: Math.max(0, previous.likes + (liked ? 1 : -1)) }
		setLiking(true)
		update(guess)
		try {
			update({ ...guess, ...(await callServerFn<{ liked: boolean; likes: number }>('toggleBlogLike', { slug, liked }, { method: 'POST' })) })
		} catch (error) {
			update(previous)
			showToast.error(isServerFnErrorBody(error) ? error.error.message : 'Could not save your like. Please try again.')
		} finally {
			setLiking(false)
		}
	}
	const share = (channel: ShareChannel) => {
		void callServerFn('recordBlogShare', { slug, channel }, { method: 'POST' }).catch(() => {})
	}
	const liked = data?.liked ?? false

	return (
		<div className="flex flex-wrap items-center gap-3 border-y py-4" aria-label="Like and share">
			<Button
				type="button"
				variant={liked ? 'brand' : 'outline'}
				aria-pressed={liked}
				disabled={!data}
				onClick={() => {
					if (!liking) void toggleLike(!liked)
				}}
			>
				<Icon node={Heart} aria-hidden="true" className={cn('size-4', liked && 'fill-current')} />
				{liked ? 'Liked' : 'Like'}
				{data ? (
					<span className="tabular-nums" data-testid="like-count">
						· {data.likes}
						<span className="sr-only"> {data.likes === 1 ? 'like' : 'likes'}</span>
					</span>
				) : null}
			</Button>
			<ShareButtons title={title} url={url} onShare={share} />
		</div>
	)
}

function ShareButtons({ title, url, onShare }: { title: string; url: string; onShare: (channel: ShareChannel) => void }) {
	const [copied, setCopied] = useState(false)
	const [canShareNatively, setCanShareNatively] = useState(false)
	useEffect(() => setCanShareNatively(typeof navigator !== 'undefined' && typeof navigator.share === 'function'), [])
	const encodedUrl = encodeURIComponent(url)
	const encodedTitle = encodeURIComponent(title)
	const links: Array<{ channel: ShareChannel; label: string; href: string }> = [
		{ channel: 'x', label: 'X', href: `https://x.com/intent/post?url=${encodedUrl}&text=${encodedTitle}` },
		{ channel: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}` },
		{ channel: 'linkedin', label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}` },
	]
	const linkClass = 'inline-flex h-9 items-center rounded-md border px-3 text-sm font-medium hover:bg-muted'
	return (
		<div className="flex flex-wrap items-center gap-2">
			<span className="text-sm text-muted-foreground">Share:</span>
			{canShareNatively ? (
				<Button
					type="button"
					variant="outline"
					size="sm"
					onClick={() => navigator.share({ title, url }).then(() => onShare('native'), () => {})}
				>
					<Icon node={Share2} aria-hidden="true" className="size-4" /> Share
				</Button>
			) : null}
			<Button
				type="button"
				variant="outline"
				size="sm"
				onClick={() =>
					navigator.clipboard.writeText(url).then(
						() => {
							setCopied(true)
							onShare('copy-link')
							showToast.success('Link copied')
						},
						() => showToast.error('Could not copy the link. Copy it from the address bar.'),
					)
				}
			>
				{copied ? <Icon node={Check} aria-hidden="true" className="size-4" /> : <Icon node={Link2} aria-hidden="true" className="size-4" />}
				{copied ? 'Copied' : 'Copy link'}
			</Button>
			<a href={`mailto:?subject=${encodedTitle}&body=${encodedUrl}`} className={linkClass} onClick={() => onShare('email')}>
				<Icon node={Mail} aria-hidden="true" className="mr-1 size-4" /> Email
			</a>
			{links.map((link) => (
				<a key={link.channel} href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass} onClick={() => onShare(link.channel)}>
					{link.label}
					<span className="sr-only"> (opens in a new tab)</span>
				</a>
			))}
		</div>
	)
}
