import type { AnswerSet, QuestionSet } from '@oncourse/engine';
import de from '@oncourse/fixtures/strings/de.json';
import en from '@oncourse/fixtures/strings/en.json';

// The one set of fixtures (docs/engineering.md#one-set-of-fixtures), bundled by Vite: the fixtures' own entry reads files
// with Node, which a browser cannot, so the question and answer sets are globbed as JSON here.
const questionSetFiles = import.meta.glob<QuestionSet>('../../fixtures/question-sets/*.json', {
  eager: true,
  import: 'default',
});
const answerSetFiles = import.meta.glob<AnswerSet | AnswerSet[]>('../../fixtures/answer-sets/*.json', {
  eager: true,
  import: 'default',
});

/** Every fixture question set, by slug. */
export const questionSets: Record<string, QuestionSet> = Object.fromEntries(
  Object.values(questionSetFiles)
    .filter((set): set is QuestionSet => Array.isArray((set as Partial<QuestionSet>).sections))
    .map((set) => [set.slug, set]),
);

/** Every fixture answer set. */
export const answerSets: AnswerSet[] = Object.values(answerSetFiles).flat();

/** The strings catalogues by language. */
export const catalogues: Record<string, Record<string, string>> = { en, de };
