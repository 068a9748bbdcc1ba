import { IncomeBracketForm } from '#app/components/income-bracket-form'
import { cardVariants } from '#app/components/ui/card'
import { type CompareMeasure, CompareTable } from '#app/components/ui/compare-table'
import type { IncomeBracket } from '#app/features/colleges/match'
import { formatMoney, formatPercent } from '#app/lib/format'

// Up to four listed colleges side by side (?compare=), at an income picked here.

export interface ComparedCollege {
	id: string
	name: string
	costOfAttendance: number | null
	netPrice: number | null
	admissionRate: number | null
	sat: string | null
	act: string | null
	completionRate: number | null
	medianEarnings10yr: number | null
	medianDebt: number | null
}

const money = (value: number | null) => formatMoney(value, '—')
const percent = (value: number | null) => formatPercent(value, '—')

const measures: Array<CompareMeasure<ComparedCollege>> = [
	{ label: 'Cost of attendance', value: (college) => money(college.costOfAttendance) },
	{ label: 'Net price for your income', value: (college) => money(college.netPrice) },
	{ label: 'Admission rate', value: (college) => percent(college.admissionRate) },
	{ label: 'SAT middle 50%', value: (college) => college.sat ?? '—' },
	{ label: 'ACT middle 50%', value: (college) => college.act ?? '—' },
	{ label: 'Graduation rate', value: (college) => percent(college.completionRate) },
	{ label: 'Median earnings after 10 years', value: (college) => money(college.medianEarnings10yr) },
	{ label: 'Median debt', value: (college) => money(college.medianDebt) },
]

export function CollegeComparison({ compared, income, sort }: { compared: ComparedCollege[]; income: IncomeBracket; sort: string }) {
	return (
		<section aria-labelledby="compare-heading" className={cardVariants({ padding: 'sm', className: 'sm:p-6' })}>
			<div className="flex flex-wrap items-center justify-between gap-3">
				<h2 id="compare-heading" className="font-semibold">
					Side by side
				</h2>
				<IncomeBracketForm
					income={income}
					keep={[...compared.map((college): [string, string] => ['compare', college.id]), ...(sort !== 'added' ? [['sort', sort] as [string, string]] : [])]}
				/>
			</div>
			<CompareTable caption="The chosen colleges compared" items={compared} itemName={(college) => college.name} measures={measures} containerClassName="mt-4" className="min-w-[36rem]" />
			<p className="mt-2 text-xs text-muted-foreground">Source: U.S. Department of Education, College Scorecard.</p>
		</section>
	)
}
