import { getFormProps } from '@conform-to/react'
import { Form } from 'react-router'
import { FormMessage } from '#app/components/form-controls'
import { ErrorList } from '#app/components/forms'
import { usePageForm } from '#app/components/page-form'
import { Button } from '#app/components/ui/button'
import { PlanStepFormSchema } from '#app/features/accounts/onboarding-forms'
import type { OnboardingPageData } from '#app/features/accounts/onboarding-page.server'
import { features as featureLabels } from '#app/features/billing/catalog'
import { formatPrice, trialLine } from '#app/features/billing/price-copy'
import type { FormResult } from '#app/lib/form-result'
import { StepBackButton, StepBackForm } from './step-back'

// Step 3: the plan the free trial starts on (the one chosen on the pricing
// page, when it came along). Without trials left, the student starts on a
// paid plan, chosen next in Settings → Billing.

export function PlanStep({ page, actionData }: { page: OnboardingPageData; actionData: FormResult | undefined }) {
	const { plans: available, carry, trialDays, defaultPlan, trialsLeft, maxTrials } = page
	const wanted = carry.billing === 'yearly' ? carry.plan.replace(/-monthly$/, '-yearly') : carry.plan
	const chosen = available.find((plan) => plan.slug === wanted)?.slug ?? defaultPlan
	const [form, fields] = usePageForm({ id: 'onboarding-plan', schema: PlanStepFormSchema, intents: ['plan'], actionData })
	const invalid = Boolean(fields.plan.errors?.length)
	return (
		<>
			<Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
				<ErrorList id={form.errorId} errors={form.errors} />
				<input type="hidden" name="intent" value="plan" />
				{trialsLeft > 0 ? (
					<p className="text-sm text-muted-foreground" data-testid="trial-line">
						{trialLine(trialDays)}
					</p>
				) : (
					<FormMessage tone="info">
						You have started {maxTrials} free trials, the most one sign-in can, so this student starts on a paid plan: choose it
						next, in Settings → Billing.
					</FormMessage>
				)}
				{available.length ? (
					<fieldset className="flex flex-col gap-3" aria-describedby={invalid ? fields.plan.errorId : undefined}>
						<legend className="sr-only">Plan</legend>
						{available.map((plan) => (
							<label key={plan.slug} className="flex cursor-pointer items-start gap-3 rounded-md border p-4 has-checked:border-brand has-checked:bg-brand/5">
								<input type="radio" name={fields.plan.name} value={plan.slug} defaultChecked={plan.slug === chosen} className="mt-1 accent-brand" />
								<span>
									<span className="block font-medium">
										{plan.name} · {formatPrice(plan.priceCents)}/{plan.interval}
									</span>
									<span className="block text-sm text-muted-foreground">
										{plan.features.map((feature) => featureLabels[feature as keyof typeof featureLabels] ?? feature).join(' · ')}
									</span>
								</span>
							</label>
						))}
						<ErrorList id={fields.plan.errorId} errors={fields.plan.errors} />
					</fieldset>
				) : (
					<FormMessage tone="info">
						We couldn't load the plans just now. Your trial starts on our standard plan, and you can pick another in
						Settings.
					</FormMessage>
				)}
				<div className="flex gap-3">
					<StepBackButton />
					<Button type="submit" variant="brand" size="lg" className="grow basis-0">
						{trialsLeft > 0 ? `Start my free ${trialDays}-day trial` : 'Continue'}
					</Button>
				</div>
			</Form>
			<StepBackForm />
		</>
	)
}
