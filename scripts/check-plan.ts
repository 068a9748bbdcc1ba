import { checkPlanLibrary } from '../app/features/plan/library'
import { planLibrary } from '../content/plan'

// Checks the plan library the way its test does and counts it: `npx tsx scripts/check-plan.ts`.

const problems = checkPlanLibrary(planLibrary.tasks)
for (const problem of problems) console.error(problem)
const byStage = new Map<string, number>()
for (const task of planLibrary.tasks) byStage.set(String(task.stage), (byStage.get(String(task.stage)) ?? 0) + 1)
console.log(`plan library v${planLibrary.version}: ${planLibrary.tasks.length} tasks (${[...byStage].map(([stage, n]) => `${stage}: ${n}`).join(', ')})`)
if (problems.length) process.exit(1)
