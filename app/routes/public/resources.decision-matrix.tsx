import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { inputClass, type InputBox } from '#app/components/form-controls'
import { CtaBand, PageHero, Section, Steps, RelatedTools } from '#app/components/marketing'
import { Button } from '#app/components/ui/button'
import { Select } from '#app/components/ui/select'
import { Table, TableBody, TableCaption, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '#app/components/ui/table'
import {
	addCollege,
	addCriterion,
	createMatrix,
	type Matrix,
	MAX_COLLEGES,
	MAX_CRITERIA,
	maxTotal,
	parseStoredMatrix,
	rankColleges,
	removeCollege,
	removeCriterion,
	renameCollege,
	renameCriterion,
	scoreOf,
	setScore,
	setWeight,
	STORAGE_KEY,
} from '#app/features/resources/decision-matrix'
import { pageMeta } from '#app/features/seo/site-meta'
import { decisionMatrixContent as content } from '../../../content/resources/decision-matrix'
import type { Route } from './+types/resources.decision-matrix'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: content.meta.title, description: content.meta.description })

const ratings = [1, 2, 3, 4, 5]
const selectBox = { height: 'h-10', width: 'w-16', padding: 'px-2' } satisfies InputBox

export default function DecisionMatrixPage() {
	const [matrix, setMatrix] = useState<Matrix>(() => createMatrix(content.defaultCriteria))
	const [loaded, setLoaded] = useState(false)

	useEffect(() => {
		try {
			const stored = parseStoredMatrix(window.localStorage.getItem(STORAGE_KEY))
			if (stored) setMatrix(stored)
		} catch {
			// Storage can be blocked (private mode); the matrix still works for this visit.
		}
		setLoaded(true)
	}, [])

	useEffect(() => {
		if (!loaded) return
		try {
			window.localStorage.setItem(STORAGE_KEY, JSON.stringify(matrix))
		} catch {
			// Ignore quota or privacy errors.
		}
	}, [matrix, loaded])

	const ranked = rankColleges(matrix)
	const best = maxTotal(matrix)
	const collegeLabel = (name: string, index: number) => name.trim() || `College ${index + 1}`

	return (
		<>
			<PageHero eyebrow={content.hero.eyebrow} title={content.hero.title} description={content.hero.description} />

			<Section id="how" title={content.howTo.title}>
				<Steps items={[...content.howTo.steps]} />
			</Section>

			<Section id="matrix" title={content.matrix.title} intro={content.matrix.intro} muted>
				<Table containerClassName="rounded-xl border bg-background" label="Criteria with weights, and each college’s score from 1 to 5" className="min-w-[36rem] text-left">
					<TableCaption variant="sr-only">Criteria with weights, and each college’s score from 1 to 5</TableCaption>
					<TableHeader className="bg-muted align-bottom">
						<TableRow>
							<TableHead scope="col" className="p-3 font-semibold">
								Criterion
							</TableHead>
							<TableHead scope="col" className="p-3 font-semibold">
								Weight (1–5)
							</TableHead>
							{matrix.colleges.map((college, index) => (
								<TableHead scope="col" key={college.id} className="p-3 font-semibold">
									<label htmlFor={`college-${college.id}`} className="sr-only">
										Name of college {index + 1}
									</label>
									<input
										id={`college-${college.id}`}
										value={college.name}
										placeholder={`College ${index + 1}`}
										maxLength={80}
										onChange={(event) => setMatrix((m) => renameCollege(m, college.id, event.target.value))}
										className={inputClass({ height: 'h-10' }, 'min-w-28')}
									/>
									{matrix.colleges.length > 1 ? (
										<Button
											type="button"
											variant="link"
											size="inline"
											className="h-8 text-xs"
											onClick={() => setMatrix((m) => removeCollege(m, college.id))}
										>
											Remove<span className="sr-only"> {collegeLabel(college.name, index)}</span>
										</Button>
									) : null}
								</TableHead>
							))}
						</TableRow>
					</TableHeader>
					<TableBody>
						{matrix.criteria.map((criterion, rowIndex) => (
							<TableRow key={criterion.id} className="border-t">
								<TableHead scope="row" className="p-3 font-normal">
									<label htmlFor={`criterion-${criterion.id}`} className="sr-only">
										Criterion {rowIndex + 1}
									</label>
									<input
										id={`criterion-${criterion.id}`}
										value={criterion.name}
										placeholder={`Criterion ${rowIndex + 1}`}
										maxLength={60}
										onChange={(event) => setMatrix((m) => renameCriterion(m, criterion.id, event.target.value))}
										className={inputClass({ height: 'h-10' }, 'min-w-36')}
									/>
									{matrix.criteria.length > 1 ? (
										<Button
											type="button"
											variant="link"
											size="inline"
											className="h-8 text-xs"
											onClick={() => setMatrix((m) => removeCriterion(m, criterion.id))}
										>
											Remove<span className="sr-only"> {criterion.name || `criterion ${rowIndex + 1}`}</span>
										</Button>
									) : null}
								</TableHead>
								<TableCell className="p-3">
									<RatingSelect
										id={`weight-${criterion.id}`}
										label={`Weight for ${criterion.name || `criterion ${rowIndex + 1}`}`}
										value={criterion.weight}
										onChange={(value) => setMatrix((m) => setWeight(m, criterion.id, value))}
									/>
								</TableCell>
								{matrix.colleges.map((college, index) => (
									<TableCell key={college.id} className="p-3">
										<RatingSelect
											id={`score-${college.id}-${criterion.id}`}
											label={`${collegeLabel(college.name, index)} score for ${criterion.name || `criterion ${rowIndex + 1}`}`}
											value={scoreOf(college, criterion.id)}
											onChange={(value) => setMatrix((m) => setScore(m, college.id, criterion.id, value))}
										/>
									</TableCell>
								))}
							</TableRow>
						))}
					</TableBody>
					<TableFooter>
						<TableRow className="border-t bg-muted/60 font-semibold">
							<TableHead scope="row" colSpan={2} className="p-3">
								Total (out of {best})
							</TableHead>
							{matrix.colleges.map((college) => (
								<TableCell key={college.id} className="p-3 text-lg tabular-nums">
									{ranked.find((row) => row.college.id === college.id)?.total}
								</TableCell>
							))}
						</TableRow>
					</TableFooter>
				</Table>
				<div className="mt-4 flex flex-wrap gap-3">
					<Button type="button" variant="outline" disabled={matrix.colleges.length >= MAX_COLLEGES} onClick={() => setMatrix(addCollege)}>
						Add a college
					</Button>
					<Button type="button" variant="outline" disabled={matrix.criteria.length >= MAX_CRITERIA} onClick={() => setMatrix((m) => addCriterion(m))}>
						Add a criterion
					</Button>
					<Button
						type="button"
						variant="ghost"
						onClick={() => {
							if (window.confirm(content.matrix.resetConfirm)) setMatrix(createMatrix(content.defaultCriteria))
						}}
					>
						{content.matrix.resetLabel}
					</Button>
				</div>

				<h3 className="mt-10 text-xl font-semibold">{content.results.title}</h3>
				<ol className="mt-3 flex flex-col gap-2" aria-live="polite">
					{ranked.map((row) => {
						const index = matrix.colleges.findIndex((college) => college.id === row.college.id)
						return (
							<li key={row.college.id} className="flex items-center gap-3 rounded-lg border bg-background p-3">
								<span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-brand-foreground">
									{row.rank}
								</span>
								<span className="flex-1 font-medium">{row.college.name.trim() || `${content.results.unnamed} ${index + 1}`}</span>
								<span className="tabular-nums">
									{row.total} / {best}
								</span>
							</li>
						)
					})}
				</ol>
				<p className="mt-4 text-sm text-muted-foreground">{content.results.note}</p>
			</Section>

			<Section id="no-js" title={content.noJs.title}>
				<p className="max-w-3xl">{content.noJs.text}</p>
			</Section>

			<RelatedTools items={content.related} muted />

			<CtaBand title={content.cta.title} text={content.cta.text} href="/signup?source=resources-decision-matrix" label={content.cta.label} />
		</>
	)
}

function RatingSelect({ id, label, value, onChange }: { id: string; label: string; value: number; onChange: (value: number) => void }) {
	return (
		<>
			<label htmlFor={id} className="sr-only">
				{label}
			</label>
			<Select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))} box={selectBox}>
				{ratings.map((rating) => (
					<option key={rating} value={rating}>
						{rating}
					</option>
				))}
			</Select>
		</>
	)
}
