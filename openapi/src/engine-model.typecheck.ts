// Type-level proof that the contract's question-set and answer-set schemas are the engine's model,
// field for field (names, nullability, optionality, types). Nothing here runs: `tsc -p openapi`
// (npm run typecheck, in CI) fails on any drift. The calculation tree (`Calculation`, `Expr` and
// its node types) is expressed exactly too, not as an open object.
import type * as Engine from '@oncourse/engine';
import type { Schemas } from './index.ts';

/** True only when A and B are identical types (not merely mutually assignable). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

export const identical = {
  UiType: true satisfies Equal<Schemas['UiType'], Engine.UiType>,
  QuestionType: true satisfies Equal<Schemas['QuestionType'], Engine.QuestionType>,
  UnitSystem: true satisfies Equal<Schemas['MeasurementUnit'], Engine.UnitSystem>,
  Quantity: true satisfies Equal<Schemas['Quantity'], Engine.Quantity>,
  FieldType: true satisfies Equal<Schemas['FieldType'], Engine.FieldType>,
  QuestionSetKind: true satisfies Equal<Schemas['QuestionSetKind'], Engine.QuestionSetKind>,
  ReviewType: true satisfies Equal<Schemas['ReviewType'], Engine.ReviewType>,
  AnswerOption: true satisfies Equal<Schemas['AnswerOption'], Engine.AnswerOption>,
  Question: true satisfies Equal<Schemas['Question'], Engine.Question>,
  FieldSet: true satisfies Equal<Schemas['FieldSet'], Engine.FieldSet>,
  Subsection: true satisfies Equal<Schemas['Subsection'], Engine.Subsection>,
  Section: true satisfies Equal<Schemas['Section'], Engine.Section>,
  QuestionSet: true satisfies Equal<Schemas['QuestionSet'], Engine.QuestionSet>,
  AnswerValue: true satisfies Equal<Schemas['AnswerValue'], Engine.AnswerValue>,
  GridRow: true satisfies Equal<Schemas['GridRow'], Engine.GridRow>,
  FacilityAddedAnswer: true satisfies Equal<Schemas['FacilityAddedAnswer'], Engine.FacilityAddedAnswer>,
  Note: true satisfies Equal<Schemas['Note'], Engine.Note>,
  Answer: true satisfies Equal<Schemas['Answer'], Engine.Answer>,
  AnswerSet: true satisfies Equal<Schemas['AnswerSet'], Engine.AnswerSet>,
  Calculation: true satisfies Equal<Schemas['Calculation'], Engine.Calculation>,
  ExprOp: true satisfies Equal<Schemas['ExprOp'], Engine.ExprOp>,
  Expr: true satisfies Equal<Schemas['Expr'], Engine.Expr>,
  AnswerExpr: true satisfies Equal<Schemas['AnswerExpr'], Engine.AnswerExpr>,
  CellExpr: true satisfies Equal<Schemas['CellExpr'], Engine.CellExpr>,
  OpExpr: true satisfies Equal<Schemas['OpExpr'], Engine.OpExpr>,
  SumRowsColumnExpr: true satisfies Equal<Schemas['SumRowsColumnExpr'], Engine.SumRowsColumnExpr>,
  SumRowsEachExpr: true satisfies Equal<Schemas['SumRowsEachExpr'], Engine.SumRowsEachExpr>,
  ConvertExpr: true satisfies Equal<Schemas['ConvertExpr'], Engine.ConvertExpr>,
  LookupExpr: true satisfies Equal<Schemas['LookupExpr'], Engine.LookupExpr>,
  RoundExpr: true satisfies Equal<Schemas['RoundExpr'], Engine.RoundExpr>,
  OrganisationType: true satisfies Equal<Schemas['OrganisationType'], Engine.OrganisationType>,
  // The annual metrics' keys, one list in the engine (engine/src/insights/annual-data-map.ts).
  AnnualMetric: true satisfies Equal<Schemas['AnnualMetric'], Engine.AnnualMetricKey>,
  BenchmarkMetric: true satisfies Equal<Schemas['BenchmarkMetric'], Engine.BenchmarkMetric>,
  // An answer the app saves is the engine's Answer without its notes (notes have their own calls).
  AnswerInput: true satisfies Equal<Schemas['AnswerInput'], Omit<Engine.Answer, 'notes'>>,
};
