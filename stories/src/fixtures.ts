import type { AnswerSet, QuestionSet } from '@oncourse/engine';
import de from '@oncourse/fixtures/strings/de.json';
import en from '@oncourse/fixtures/strings/en.json';
import es from '@oncourse/fixtures/strings/es.json';
import fr from '@oncourse/fixtures/strings/fr.json';
import it from '@oncourse/fixtures/strings/it.json';
import nl from '@oncourse/fixtures/strings/nl.json';
import sv from '@oncourse/fixtures/strings/sv.json';

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
export const catalogues: Record<string, Record<string, string>> = { en, de, fr, es, it, nl, sv };

const translationFiles = import.meta.glob<Record<string, string>>('../../fixtures/translations/*/*.json', {
  eager: true,
  import: 'default',
});

/**
 * The content's translations by language and content key (fixtures/translations/<lang>/*.json,
 * glossaries left out); English is the question sets themselves.
 */
export const translations: Record<string, Record<string, string>> = {};
for (const [path, texts] of Object.entries(translationFiles)) {
  const [, language, file] = /translations\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!language || language === 'en' || file === 'glossary' || !file) continue;
  Object.assign((translations[language] ??= {}), texts);
}
