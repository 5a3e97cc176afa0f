export {
  factorTableFor,
  gridFactorFor,
  type EmissionFactor,
  type EmissionFactorData,
  type FactorTable,
  type FactorKey,
  type FuelKey,
  type GridFactor,
} from './emission-factors.ts';
export { ANNUAL_DATA_QUESTIONS, ANNUAL_DATA_OPTIONS } from './annual-data-map.ts';
export {
  footprint,
  type Footprint,
  type FootprintInput,
  type FootprintSource,
  type FootprintSourceKey,
} from './footprint.ts';
export { anomaly, answerAnomaly, type AnomalyHint, type AnomalyReason } from './anomaly.ts';
export { readiness, type Readiness, type ReadinessQuestion, type ReadinessSection } from './readiness.ts';
export {
  yearSeries,
  ANNUAL_METRICS,
  type AnnualMetricKey,
  type MetricSeries,
  type SeriesPoint,
} from './year-series.ts';
export {
  plausibility,
  publishedRate,
  bandHigh,
  PLAUSIBILITY_BANDS,
  PLAUSIBILITY_QUESTIONS,
  IRRIGATED_AREA,
  SITE_AREA,
  siteHectares,
  type PlausibilityBand,
  type PlausibilityBasis,
  type PlausibilityHint,
  type PlausibilityMetric,
  type PlausibilityScale,
  type PublishedFigure,
} from './plausibility.ts';
