// The components a post may use by name in its MDX, with no import (the build
// rejects any other capitalised tag). Their markup is in mdx-components.tsx.
//
//   <Callout type="tip|note|warning" title="…">markdown</Callout>
//   <Checklist title="…">a markdown list</Checklist>
//   <DeadlineTable caption="…">a markdown table</DeadlineTable>
//   <ToolCta tool="/tools/cost-calculator">optional sentence</ToolCta>

export const POST_COMPONENTS = ['Callout', 'Checklist', 'DeadlineTable', 'ToolCta'] as const
export type PostComponentName = (typeof POST_COMPONENTS)[number]
