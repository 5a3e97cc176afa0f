export type * from './model.ts';
export { answerState, type AnswerState } from './answer-state.ts';
export { groupState, type GroupState, type AnswerMap } from './group-state.ts';
export { progress, savedForLater } from './progress.ts';
export { answerForLater, answerOnSave } from './save-state.ts';
export { prefill, type PrefillResult } from './prefill.ts';
export { nextAddedAnswerId } from './added-answers.ts';
export { canCombine, combineAnswers } from './combine-answers.ts';
export { preselectedValue, startingAnswer, preselectedAnswers } from './preselection.ts';
export {
  validateAnswer,
  validateNote,
  validateNewAnswer,
  nestedQuestionsVisible,
  rowFollowUps,
  isChoiceQuestion,
  isMultipleChoice,
  LIMITS,
  type ValidationContext,
} from './validate-answer.ts';
export {
  validateAnswers,
  createValidationCache,
  type ValidationCache,
  type ScopeValidationContext,
} from './validate-answers.ts';
export { ERROR_NUMBERS, MESSAGES, FORM_ERROR_MESSAGE } from './errors.ts';
export {
  CCF_HEAT_CONTENT,
  convert,
  currencyCode,
  NATURAL_GAS_UNITS,
  naturalGasKwh,
  unitLabel,
  UNIT_SYSTEMS,
  QUANTITIES,
  type ConvertOptions,
} from './units.ts';
export { currencyCodes, facilityCurrency, isCurrencyCode } from './currency.ts';
export {
  rankWith,
  uiTypeIs,
  fieldTypeIs,
  hasTrait,
  and,
  or,
  not,
  createRegistry,
  withEntry,
  resolve,
  NOT_APPLICABLE,
  type Tester,
  type Predicate,
  type Trait,
  type Registry,
  type RegistryEntry,
} from './registry.ts';
export {
  UI_TYPES,
  UI_TYPE_NAMES,
  uiTypeTraits,
  answerShape,
  type AnswerShape,
  type UiTypeTraits,
} from './ui-types.ts';
export {
  calculate,
  shownResult,
  calculationReferences,
  type CalculationContext,
  type CalculationResult,
  type CalculationReferences,
} from './calculate.ts';
export { selectGuidance, type GuidanceContext, type GuidanceEntry, type GuidanceSource } from './guidance.ts';
export {
  activeQuestions,
  isRetiredWithAnswer,
  shownQuestions,
  sortBySortOrder,
  sortChoices,
  isOtherChoice,
  type Sortable,
} from './ordering.ts';
export { scopeQuestions, isAnswerable, type Scope } from './scope.ts';
export { isEmptyValue, hasContent, emptyAnswer } from './answer-content.ts';
export {
  mergeAnswerPatch,
  sameAnswer,
  type AnswerContent,
  type VersionedAnswer,
  type PatchMerge,
} from './merge-answers.ts';
export { plainText, characterCount } from './plain-text.ts';
export { isEmailAddress, EMAIL_MAX_LENGTH, EMAIL_LOCAL_PART_MAX_LENGTH } from './email-address.ts';
export {
  DOCUMENT_KINDS,
  DOCUMENT_MAX_BYTES,
  documentPickerTypes,
  documentTitleFromFileName,
  fileExtension,
  textKindOfName,
  type DocumentKind,
} from './document-types.ts';
export {
  meetsPasswordRule,
  passwordRuleFailure,
  PASSWORD_MIN_LENGTH,
  type PasswordRuleFailure,
} from './password-rule.ts';
export * from './insights/index.ts';
export * from './locale/index.ts';
export {
  questionRange,
  rangeIn,
  compareWithRange,
  QUANTITY_RANGES,
  QUESTION_RANGES,
  PERCENTAGE_RANGE,
  DEFAULT_RANGE,
  DETAILS_RANGES,
  AREA_PARTS,
  type NumericRange,
  type RangeInSystem,
  type RangeOutcome,
  type AreaField,
  type AreaPart,
  type CostField,
  type CourseNumberField,
} from './ranges.ts';
export {
  validateFacilityDetails,
  type FacilityDetailsNumbers,
  type DetailsError,
  type DetailsRule,
} from './validate-facility-details.ts';
export { rangeError } from './errors.ts';
export {
  questionSetTexts,
  translateQuestionSet,
  type ContentTexts,
  type TranslatedQuestionSet,
} from './content-texts.ts';
export {
  droppedTokens,
  glossaryMisses,
  glossaryTermsIn,
  invariantTokens,
  missingKeys,
  staleKeys,
} from './translation-checks.ts';
export * from './certification/index.ts';
