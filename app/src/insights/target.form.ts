import { numberWidgets } from '@oncourse/renderers/form-widgets';
import { BENCHMARK_METRICS, targetProblems, type BenchmarkMetric, type TargetKind } from '@oncourse/engine';
import type { Schemas } from '@oncourse/openapi';
import type { FormValidation } from '@rjsf/utils';
import { option, type FormConfig, type Text } from '../forms/form-config';
import type { ReductionTarget } from './load-benchmarks';

export interface TargetData {
  metric?: BenchmarkMetric;
  kind?: TargetKind;
  baseYear?: number;
  targetYear?: number;
  percent?: number;
}

/** The contract's year range. */
const YEARS = { minimum: 1900, maximum: 2100 } as const;

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * A reduction target (docs/benchmarks-and-targets.md#targets): the figure (the footprint or a
 * benchmarked metric), a percentage by the target year or an annual rate, the base and target year.
 */
export function targetForm(t: Text): FormConfig<TargetData, Schemas['ReductionTargetInput']> {
  // Ranges are checked in validateTarget with the engine's rule, not by the schema: each schema
  // keyword is compiled into the validators every form page loads.
  const year = (field: string) => ({ type: 'integer' as const, title: t(`targets.form.${field}`) });
  return {
    schema: {
      type: 'object',
      required: ['metric', 'kind', 'baseYear', 'targetYear', 'percent'],
      properties: {
        metric: {
          type: 'string',
          title: t('targets.form.metric'),
          oneOf: BENCHMARK_METRICS.map(({ metric }) =>
            option(metric, capitalised(t(`benchmarks.metric.${metric}`))),
          ),
        },
        kind: {
          type: 'string',
          title: t('targets.form.kind'),
          oneOf: [
            option('percentage', t('targets.form.kind.percentage')),
            option('annualRate', t('targets.form.kind.annualRate')),
          ],
        },
        percent: { type: 'number', title: t('targets.form.percent') },
        baseYear: year('baseYear'),
        targetYear: year('targetYear'),
      },
    },
    // Its number fields bring the number input; forms without numbers do not download it.
    widgets: numberWidgets,
    uiSchema: {
      'ui:options': { columns: 2 },
      'ui:order': ['metric', 'kind', 'percent', 'baseYear', 'targetYear'],
      metric: { 'ui:placeholder': t('form.choose'), 'ui:options': { sort: false, colSpan: 'full' } },
      kind: { 'ui:widget': 'radio', 'ui:options': { colSpan: 'full' } },
      percent: { 'ui:options': { colSpan: 'full' }, 'ui:help': t('targets.form.percentHelp') },
      // A year is written without grouping: 2030, not 2,030.
      baseYear: { 'ui:options': { grouping: false } },
      targetYear: { 'ui:options': { grouping: false } },
    },
    toPayload: (data) => ({
      metric: data.metric ?? 'footprint',
      kind: data.kind ?? 'percentage',
      baseYear: data.baseYear ?? 0,
      targetYear: data.targetYear ?? 0,
      percent: data.percent ?? 0,
    }),
  };
}

/** A saved target as the form's data. */
export function targetData(target: ReductionTarget): TargetData {
  const { metric, kind, baseYear, targetYear, percent } = target;
  return { metric, kind, baseYear, targetYear, percent };
}

/** The catalogue text for each of the engine's target problems (104, 105), by field. */
export const TARGET_PROBLEM_KEYS = {
  targetYear: { 104: 'targets.form.targetYearAfterBase', 105: 'targets.form.targetYearAfterBase' },
  percent: { 104: 'targets.form.percentAboveZero', 105: 'targets.form.percentAtMost100' },
} as const;

/**
 * The engine's rule (a target year after the base year, a reduction above 0 and at most 100 %) and
 * the contract's year range, checked before sending, with the same texts the server's refusal gets.
 */
export function validateTarget(t: Text) {
  return (data: TargetData | undefined, errors: FormValidation<TargetData>) => {
    if (!data) return errors;
    for (const field of ['baseYear', 'targetYear'] as const) {
      const value = data[field];
      if (value !== undefined && (value < YEARS.minimum || value > YEARS.maximum))
        errors[field]?.addError(t('targets.form.yearRange'));
    }
    if (data.percent !== undefined && data.baseYear !== undefined && data.targetYear !== undefined) {
      const problems = targetProblems({
        kind: data.kind ?? 'percentage',
        baseYear: data.baseYear,
        targetYear: data.targetYear,
        percent: data.percent,
      });
      for (const { field, code } of problems) {
        if (field === 'percent' || field === 'targetYear')
          errors[field]?.addError(t(TARGET_PROBLEM_KEYS[field][code]));
      }
    } else if (data.percent !== undefined && !(data.percent > 0 && data.percent <= 100)) {
      errors.percent?.addError(
        t(data.percent > 100 ? 'targets.form.percentAtMost100' : 'targets.form.percentAboveZero'),
      );
    }
    return errors;
  };
}
