// npm run bench: the engine against SurveyJS (survey-core) on the same 2,000-question set,
// in one run. Prints medians, the ratio and the targets (≥ 50× per keystroke, ≥ 100× cold).
import { performance } from 'node:perf_hooks';
import { Model, Version as SurveyVersion } from 'survey-core';
import { createValidationCache, emptyAnswer, prefill, progress, validateAnswers } from '../src/index.ts';
import type { Answer, QuestionSet } from '../src/model.ts';
import { allQuestions, generateAnswers, generateSet, random } from './generated-set.ts';
import { toSurveyData, toSurveyJson } from './survey-json.ts';

const QUESTIONS = 2000;
// survey-core takes seconds per cold load at this size, so it gets fewer (still median) runs;
// BENCH_SCALE=2 doubles every iteration count.
const SCALE = Math.max(0.1, Number(process.env.BENCH_SCALE ?? 1));
const times = (count: number): number => Math.max(3, Math.round(count * SCALE));
const today = new Date().toISOString().slice(0, 10);

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Median milliseconds of `run` over `iterations`, after `warmup` untimed runs; `setup` is not timed. */
function measure<T>(
  iterations: number,
  warmup: number,
  setup: (index: number) => T,
  run: (input: T) => unknown,
): number {
  const samples: number[] = [];
  let sink = 0;
  for (let index = 0; index < warmup + iterations; index++) {
    const input = setup(index);
    const start = performance.now();
    const result = run(input);
    const elapsed = performance.now() - start;
    if (result) sink++;
    if (index >= warmup) samples.push(elapsed);
  }
  if (sink < 0) console.log(sink);
  return median(samples);
}

const format = (ms: number): string => (ms >= 1 ? `${ms.toFixed(2)} ms` : `${(ms * 1000).toFixed(1)} µs`);

function report(title: string, engineMs: number, surveyMs: number, target: number): boolean {
  const ratio = surveyMs / engineMs;
  const ok = ratio >= target;
  console.log(`\n${title}`);
  console.log(`  engine       ${format(engineMs)} (median)`);
  console.log(`  survey-core  ${format(surveyMs)} (median)`);
  console.log(`  ratio        ${ratio.toFixed(1)}×   target ≥ ${target}×   ${ok ? 'met' : 'NOT MET'}`);
  return ok;
}

const set = generateSet(QUESTIONS);
const questions = allQuestions(set);
const previousYear = generateAnswers(set, 0.95, 1);
const thisYear = generateAnswers(set, 0.6, 2);
const setJson = JSON.stringify(set);
const surveyJson = toSurveyJson(set, today);
const surveyJsonText = JSON.stringify(surveyJson);
const surveyData = toSurveyData(prefill(thisYear, previousYear).answers);

console.log(
  `Question set: ${questions.length} questions, ${Object.keys(thisYear).length} answered this year, ${Object.keys(previousYear).length} last year.`,
);
console.log(`Node ${process.version}, survey-core ${SurveyVersion}`);

// Sanity: both libraries see the same content.
{
  const survey = new Model(surveyJson);
  survey.data = surveyData;
  const engineProgress = progress(
    set,
    Object.fromEntries(
      Object.keys(prefill(thisYear, previousYear).answers).map((key) => [key, { complete: true } as Answer]),
    ),
  );
  console.log(
    `Check: engine progress with every prefilled answer saved ${engineProgress} %, survey-core progress ${survey.getProgress()} % (${survey.progressText}).`,
  );
}

// (1) One changed answer → progress + full validation (every keystroke in the app).
const next = random(7);
const keystrokeTargets = Array.from(
  { length: 4000 },
  () => questions[Math.floor(next() * questions.length)]!,
).filter((q) => q.uiType === 'TEXTINPUTS' && q.fieldType === 'number');

let engineAnswers: Record<string, Answer> = { ...thisYear };
const cache = createValidationCache();
validateAnswers(set, engineAnswers, { today, requireAnswers: true, cache });

/** The typed number for the `index`th measured keystroke, on a number field picked up front. */
function keystroke(index: number): { key: string; value: number } {
  const question = keystrokeTargets[index % keystrokeTargets.length]!;
  return { key: String(question.id), value: Math.round(next() * 100000) / 100 };
}

/** The engine's work after each keystroke: progress and full validation of the whole set. */
function progressAndValidation(answers: Record<string, Answer>): number {
  const percent = progress(set, answers);
  const errors = validateAnswers(set, answers, { today, requireAnswers: true, cache });
  return percent + errors.length;
}

const engineKeystroke = measure(times(2000), times(300), keystroke, ({ key, value }) => {
  // The app replaces the changed answer immutably; the copy is part of the cost.
  const previous = engineAnswers[key];
  engineAnswers = { ...engineAnswers, [key]: { ...(previous ?? emptyAnswer()), value, complete: true } };
  return progressAndValidation(engineAnswers);
});

// The same step without the app's copy of the record: the engine's own share.
const engineOnly = measure(times(2000), times(300), keystroke, ({ key, value }) => {
  const previous = engineAnswers[key];
  engineAnswers[key] = { ...(previous ?? emptyAnswer()), value, complete: true };
  return progressAndValidation(engineAnswers);
});

const survey = new Model(surveyJson);
survey.data = toSurveyData(thisYear);
const surveyKeystroke = measure(times(60), times(10), keystroke, ({ key, value }) => {
  survey.setValue(key, value);
  const percent = survey.getProgress();
  const text = survey.progressText;
  const valid = survey.validate(false, false);
  return percent + text.length + Number(valid);
});

// (2) Cold load + progress + validation + prefill (opening an annual-data year).
const engineCold = measure(
  times(100),
  times(10),
  () => structuredClone(set) as QuestionSet,
  (freshSet) => {
    const { answers } = prefill(thisYear, previousYear);
    const percent = progress(freshSet, answers);
    const errors = validateAnswers(freshSet, answers, { today, requireAnswers: true });
    return percent + errors.length;
  },
);
const surveyCold = measure(
  times(5),
  1,
  () => JSON.parse(surveyJsonText) as object,
  (json) => {
    const model = new Model(json);
    model.data = toSurveyData(thisYear);
    model.mergeData(
      Object.fromEntries(Object.entries(toSurveyData(previousYear)).filter(([key]) => !(key in thisYear))),
    );
    const percent = model.getProgress();
    const valid = model.validate(false, false);
    return percent + Number(valid);
  },
);

const ok1 = report(
  '(1) One changed answer → progress + full validation',
  engineKeystroke,
  surveyKeystroke,
  50,
);
console.log(
  `  (engine progress + validation alone, without copying the answer record: ${format(engineOnly)})`,
);
const ok2 = report('(2) Cold load + progress + validation + prefill', engineCold, surveyCold, 100);
console.log(
  `\nNotes: (1) includes the engine's immutable copy of the ${Object.keys(thisYear).length}-answer record and a validation cache; survey-core runs setValue + getProgress + progressText + validate(false).`,
);
console.log(
  `       (2) starts from parsed JSON on both sides (the question set is ${(setJson.length / 1024).toFixed(0)} KiB) with no warm caches: a fresh copy of the set per run for the engine, new Model + data + mergeData for survey-core.`,
);
if (!ok1 || !ok2) process.exitCode = 1;
