// The annual report's key figures (docs/insights.md#behaviour), compared with the year before.
import { type Footprint, perUnitArea, yearSeries } from '@oncourse/engine';
import type { AnnualReportInput } from './annual-report-layout.ts';

export interface KeyFigure {
  label: string;
  current: number | null;
  previous: number | null;
  unit: string;
  digits: number;
}

/** A metric's total of one year over its lines (null when the year has none of it: no zero). */
function metricTotal(points: readonly { year: number; value: number }[], year: number): number | null {
  const own = points.filter((point) => point.year === year);
  return own.length === 0 ? null : own.reduce((sum, point) => sum + point.value, 0);
}

/**
 * The figures the report compares with the year before: the footprint both ways, by scope and
 * per hole and area, then each annual-data metric's total in the organisation's units.
 */
export function keyFigures(
  input: AnnualReportInput,
  previous: NonNullable<AnnualReportInput['previous']>,
): KeyFigure[] {
  const { footprint, text: t, organisation, year } = input;
  const before = previous.footprint;
  const units = organisation.measurementUnit;
  const tonnes = (label: string, pick: (of: Footprint) => number): KeyFigure => ({
    label,
    current: pick(footprint),
    previous: pick(before),
    unit: 't CO2e',
    digits: 2,
  });
  const headline = (of: Footprint) => of[of.headline];
  const area = perUnitArea(headline(footprint).perHectare, units);
  const areaBefore = perUnitArea(headline(before).perHectare, units);
  const series = yearSeries(
    [
      { year, answers: input.answers },
      { year: previous.year, answers: previous.answers },
    ],
    units,
  );
  return [
    tonnes(t('insights.headline'), (of) => of.market.total),
    tonnes(t('insights.locationTotal'), (of) => of.location.total),
    tonnes(t('report.figure.scope1'), (of) => of.market.scope1),
    tonnes(t('report.figure.scope2Market'), (of) => of.market.scope2),
    tonnes(t('report.figure.scope2Location'), (of) => of.location.scope2),
    tonnes(t('report.figure.scope3'), (of) => of.market.scope3),
    {
      label: t('report.figure.perHole'),
      current: headline(footprint).perHole,
      previous: headline(before).perHole,
      unit: 't CO2e',
      digits: 3,
    },
    {
      label: t(area?.key === 'insights.perAcre' ? 'report.figure.perAcre' : 'report.figure.perHectare'),
      current: area?.value ?? null,
      previous: areaBefore?.value ?? null,
      unit: 't CO2e',
      digits: 3,
    },
    ...series.map((metric) => ({
      label: t(`insights.metric.${metric.metric}`),
      current: metricTotal(metric.points, year),
      previous: metricTotal(metric.points, previous.year),
      unit: metric.unit,
      digits: 2,
    })),
  ].filter((figure) => figure.current !== null || figure.previous !== null);
}
