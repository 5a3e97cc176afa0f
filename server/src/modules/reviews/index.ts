// The module's surface for other modules (docs/engineering.md#server-layers).

// What other modules (insights, exports, the access checks) may read of the answer sets the
// reviews module owns: they call these, never the reviews repository, so answer_sets, answers and
// notes have one owner. Reads only; every write goes through answers.service.ts and its rules.
export {
  findAnswerSets,
  findYearSets,
  isOrganisationAnswerSet,
  loadAnswers,
  loadAnswerStates,
} from './answer-reads.repository.ts';
export { isOrganisationNote } from './notes.repository.ts';
export { answersSince, type AnswerSince } from './answers-since.service.ts';
