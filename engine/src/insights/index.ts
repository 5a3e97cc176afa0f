export {
  countryKey,
  editionFor,
  factorsFor,
  gridStandInFor,
  locationFactorFor,
  residualMixFor,
  residualMixGapFor,
  type Picked,
} from './emission-factors.ts';
export type {
  CertificateHolding,
  DataQuality,
  EmissionFactorData,
  FactorEdition,
  FootprintDataQuality,
  MarketStep,
  Footprint,
  FootprintLine,
  FootprintLineKey,
  FootprintNote,
  FootprintTotals,
  FuelKey,
  PassengerTransportKey,
  TravelGroup,
  GridFactor,
  GridStandIn,
  LiquidFuelKey,
  PublishedFactor,
  ResidualMixNotPublished,
} from './footprint-types.ts';
export {
  ANNUAL_DATA_QUESTIONS,
  ANNUAL_DATA_OPTIONS,
  TOURNAMENT_DATA_QUESTIONS,
  TOURNAMENT_DATA_OPTIONS,
  DATA_QUALITY_QUESTIONS,
  DATA_QUALITY_OPTIONS,
  ANNUAL_METRIC_KEYS,
  BENCHMARK_METRIC_KEYS,
  WATER_SOURCES,
  type WaterSource,
} from './annual-data-map.ts';
export { dataQualityOf, lineQuality } from './data-quality.ts';
export { footprint, type FootprintInput } from './footprint.ts';
export {
  modeSharesStatus,
  DEFAULT_SHARED_CAR_OCCUPANCY,
  type ModeShares,
  type TravelMode,
} from './travel.ts';
export {
  INTENSITY_PER,
  kWhPerLitre,
  vsmeB3,
  yearVsmeB3,
  type EnergyRow,
  type Turnover,
  type VsmeB3,
} from './vsme-b3.ts';
export { footprintTotalsView, footprintView, questionLinks, type QuestionLink } from './footprint-view.ts';
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
export {
  footprintLineLabel,
  factorShortSource,
  lineCountsCo2Only,
  lineNoteNumbers,
  marketStepWords,
  certificateWords,
  perUnitArea,
  type LineForWords,
  type MarketLineForWords,
  type Translate,
} from './footprint-words.ts';
export { yearChange, type YearChange } from './year-change.ts';
export {
  benchmarkWords,
  sentenceStart,
  type BenchmarkFigureForWords,
  type BenchmarksForWords,
  type TargetForWords,
} from './benchmark-words.ts';
export {
  benchmarkScale,
  benchmarkValues,
  contributedBenchmarkValues,
  metricComplete,
  BENCHMARK_METRICS,
  type BenchmarkBasis,
  type BenchmarkInput,
  type BenchmarkMetric,
  type BenchmarkMetricDefinition,
  type BenchmarkValue,
} from './benchmark-values.ts';
export {
  comparisonScope,
  peerPosition,
  publishable,
  roundedCount,
  roundFigure,
  sizeBand,
  COMPARISON_SCOPES,
  COUNT_STEP,
  MIN_PEERS,
  SIGNIFICANT_DIGITS,
  type ComparisonScope,
  type PeerPosition,
  type PeerQuartiles,
  type SizeBand,
} from './benchmarks.ts';
export {
  expectedValue,
  targetPath,
  targetProblems,
  targetProgress,
  ON_TRACK_TOLERANCE,
  type TargetKind,
  type TargetPathPoint,
  type TargetProgress,
  type TargetRule,
  type TargetStatus,
} from './targets.ts';
