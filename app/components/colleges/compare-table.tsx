import { IncomeBracketForm } from '#app/components/income-bracket-form'
import { cardVariants } from '#app/components/ui/card'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '#app/components/ui/table'
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

const rows: Array<[string, (college: ComparedCollege) => string]> = [
	['Cost of attendance', (college) => money(college.costOfAttendance)],
	['Net price for your income', (college) => money(college.netPrice)],
	['Admission rate', (college) => percent(college.admissionRate)],
	['SAT middle 50%', (college) => college.sat ?? '—'],
	['ACT middle 50%', (college) => college.act ?? '—'],
	['Graduation rate', (college) => percent(college.completionRate)],
	['Median earnings after 10 years', (college) => money(college.medianEarnings10yr)],
	['Median debt', (college) => money(college.medianDebt)],
]

export function CompareTable({ compared, income, sort }: { compared: ComparedCollege[]; income: IncomeBracket; sort: string }) {
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
			<Table containerClassName="mt-4" label="The chosen colleges compared" className="min-w-[36rem] text-left">
				<TableCaption variant="sr-only">The chosen colleges compared</TableCaption>
				<TableHeader>
					<TableRow className="border-b">
						<TableHead scope="col" className="py-2 font-medium">
							<span className="sr-only">Measure</span>
						</TableHead>
						{compared.map((college) => (
							<TableHead key={college.id} scope="col" className="py-2 font-semibold">
								{college.name}
							</TableHead>
						))}
					</TableRow>
				</TableHeader>
				<TableBody>
					{rows.map(([label, value]) => (
						<TableRow key={label} className="border-b">
							<TableHead scope="row" className="py-2 pr-3 font-medium">
								{label}
							</TableHead>
							{compared.map((college) => (
								<TableCell key={college.id} className="py-2">
									{value(college)}
								</TableCell>
							))}
						</TableRow>
					))}
				</TableBody>
			</Table>
			<p className="mt-2 text-xs text-muted-foreground">Source: U.S. Department of Education, College Scorecard.</p>
		</section>
	)
}
