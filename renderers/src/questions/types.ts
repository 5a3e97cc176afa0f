import type { Answer, Question, UnitSystem, ValidationError } from '@oncourse/engine';

/** What every question renderer needs to know about where it is shown; memoised by the app. */
export interface QuestionContext {
  /** The organisation's measurement system: unit labels come from the engine's `unitLabel`. */
  unitSystem: UnitSystem;
  /** The reader's regional locale (the engine's `regionalLocale`): how money's unit is written. Defaults to en-GB. */
  locale?: string;
  /** ISO 3166-1 alpha-2 country of the organisation, for the engine's `selectGuidance`. */
  country: string | null;
  /**
   * The ISO 4217 code of the organisation's money (the engine's `facilityCurrency`: its choice,
   * else its country's); absent, its country's.
   */
  currency?: string;
  organisationGroup?: string | null;
  tournamentGroup?: string | null;
  readOnly?: boolean;
  /** The app's string catalogue lookup; renderers call it for every text they show. */
  text: (key: string, fallback?: string) => string;
  /** Today as yyyy-MM-dd; answer dates may not be later. Defaults to the browser's today. */
  today?: string;
  /**
   * Optional non-blocking hint under a question while it is answered (the app's anomaly check
   * against last year); null for none. Saving stays possible whatever it says.
   */
  hint?: (question: Question, answer: Answer) => string | null;
}

/** The props of one uiType's renderer. */
export interface QuestionRendererProps {
  question: Question;
  /** Never undefined: the engine's `emptyAnswer()` when untouched. */
  answer: Answer;
  /** This question's errors: each field path starts with the question id. */
  errors: readonly ValidationError[];
  context: QuestionContext;
  /** The whole answer set; only CALCULATING reads it. */
  answers?: Readonly<Record<string, Answer>>;
  onChange: (questionId: number, answer: Answer) => void;
  /** Id of the element naming the question; defaults to the label `QuestionField` renders. */
  labelledBy?: string;
  /** Ids of the help and error texts of the question, for the control's `aria-describedby`. */
  describedBy?: string;
}
