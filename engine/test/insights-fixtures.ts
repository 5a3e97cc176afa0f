// Test-only: the fixtures these tests compute over, read from disk (the engine itself reads no files).
import { readFileSync } from 'node:fs';
import type { AnswerSet, QuestionSet } from '../src/model.ts';

const read = <T>(path: string): T =>
  JSON.parse(readFileSync(new URL(`../../fixtures/${path}`, import.meta.url), 'utf8')) as T;

/** The published factor library (fixtures/emission-factors), through the loader the server uses. */
export { emissionFactorData } from '@oncourse/fixtures';
export const annualDataSet = read<QuestionSet>('question-sets/annual-data-facility.json');
export const tournamentDataSet = read<QuestionSet>('question-sets/annual-data-tournament.json');
export const answers2024 = read<AnswerSet>('answer-sets/annual-data-facility-2024.json');
export const answers2025 = read<AnswerSet>('answer-sets/annual-data-facility-2025.json');
