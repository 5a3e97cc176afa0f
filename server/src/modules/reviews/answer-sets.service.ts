// What other modules (insights, exports) may read of the answer sets the reviews module owns:
// they call these, never the reviews repository, so answer_sets and answers have one owner.
// Reads only; every write goes through answers.service.ts and its rules.
export { findAnswerSets, findYearSets, loadAnswers } from './answers.repository.ts';
