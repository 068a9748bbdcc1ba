import type { RouterContextProvider } from 'react-router'
import { textLinkClass } from '#app/components/marketing'
import { Checkbox } from '#app/components/ui/checkbox'
import { checklistItemCount, type ChecklistGroup } from '#app/features/resources/checklists'
import { renderHtmlOnce } from '#app/lib/html-sent-once.server'
import { CHECKLIST_ITEMS_ID, type RenderedChecklist } from './resource-checklist'

/**
 * Loader side of a page's checklist: its groups as HTML with native
 * checkboxes, sent once (decision 060). A tick works before the page's script
 * runs; `ResourceChecklist` keeps the count and this browser's copy.
 */
export function renderChecklistOnce(context: Readonly<RouterContextProvider>, groups: readonly ChecklistGroup[]): RenderedChecklist {
	return {
		html: renderHtmlOnce(context, CHECKLIST_ITEMS_ID, <ChecklistItems groups={groups} />),
		total: checklistItemCount(groups),
	}
}

/**
 * Rendered outside the router: its links are plain anchors. A box's name is its item's id, what the
 * browser keeps. A box starts as sent (`autocomplete="off"`: no browser puts back an earlier visit's
 * tick, which this browser's saved ticks would then contradict).
 */
function ChecklistItems({ groups }: { groups: readonly ChecklistGroup[] }) {
	return groups.map((group) => (
		<fieldset key={group.id} className="mt-6 break-inside-avoid">
			<legend className="text-lg font-semibold">{group.title}</legend>
			<ul className="mt-3 flex flex-col gap-3">
				{group.items.map((item) => {
					const inputId = `checklist-item-${item.id}`
					return (
						<li key={item.id} className="group flex items-start gap-3">
							<Checkbox id={inputId} name={item.id} autoComplete="off" size="lg" className="mt-1" />
							<div className="min-w-0">
								<label htmlFor={inputId} className="cursor-pointer group-has-checked:text-muted-foreground group-has-checked:line-through">
									{item.text}
								</label>
								{item.due || item.link ? (
									<p className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-muted-foreground">
										{item.due ? <span>{item.due}</span> : null}
										{item.link ? (
											<a href={item.link.href} className={textLinkClass}>
												{item.link.label}
											</a>
										) : null}
									</p>
								) : null}
							</div>
						</li>
					)
				})}
			</ul>
		</fieldset>
	))
}
