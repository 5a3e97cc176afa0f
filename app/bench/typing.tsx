// The typing benchmark page: one 200-question section wired exactly as the review pages wire it
// (SectionEditor: per-question store, drafts in IndexedDB, validation; SectionQuestions: one
// subscription per field set). run-typing.mjs types into it and reads the timings.
import { progress, scopeQuestions, type QuestionSet } from '@oncourse/engine';
import annual from '@oncourse/fixtures/question-sets/annual-data-facility.json';
import nature from '@oncourse/fixtures/question-sets/nature.json';
import type { QuestionContext } from '@oncourse/renderers';
import { StrictMode, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import type { ApiClient } from '../src/api/client';
import { createDraftStore } from '../src/reviews/draft-store';
import { SectionEditor } from '../src/reviews/section-editor';
import { SectionQuestions } from '../src/reviews/SectionQuestions';
import { AnswerHistory, historyLine } from '../src/reviews/answer-history';
import '../src/styles/app.css';
import { typingSection } from './typing-section';

const section = typingSection(nature as QuestionSet, annual as QuestionSet);
const editor = new SectionEditor({
  // Nothing is saved while typing: the benchmark measures keystrokes, not the network.
  api: {} as ApiClient,
  drafts: createDraftStore(),
  key: { organisationId: 1, questionSetId: 1, year: null },
  section,
  answerSet: null,
  restored: new Map(),
  today: () => new Date().toISOString().slice(0, 10),
});
const context: QuestionContext = {
  unitSystem: 'metric',
  country: 'GB',
  text: (key, fallback) => fallback ?? key,
};
const noNotes = () => undefined;
// Every question carries its "changed by … was …" line, as on a year someone has worked through.
const answerHistory = new AnswerHistory();
const changeOf = (value: number) => ({
  complete: false,
  savelater: true,
  value,
  unitMeasurementType: null,
  nestedValues: {},
  facilityAddedAnswers: [],
  rows: [],
});
answerHistory.load(
  scopeQuestions(section).map((question, index) => ({
    id: index + 1,
    questionId: question.id,
    version: 1,
    changedAt: '2026-03-03T10:00:00Z',
    changedBy: { id: 1, firstName: 'Alex', lastName: 'Morgan' },
    client: null,
    before: changeOf(12000),
    after: changeOf(12500),
  })),
);
const history = {
  history: answerHistory,
  describe: (question: Parameters<typeof historyLine>[0], change: Parameters<typeof historyLine>[1]) =>
    historyLine(question, change, (key, values) => `${key} ${JSON.stringify(values ?? {})}`, 'en-GB'),
};

function Header() {
  const percent = useSyncExternalStore(editor.store.subscribe, () => progress(section, editor.store.all()));
  const { unsaved } = useSyncExternalStore(editor.subscribe, editor.getState);
  return (
    <p id="ready">
      {scopeQuestions(section).length} questions · {percent}% complete · {unsaved} not yet saved
    </p>
  );
}

function Bench() {
  return (
    <div className="page review-page">
      <Header />
      <SectionQuestions
        section={section}
        store={editor.store}
        context={context}
        onChange={editor.change}
        onNotes={noNotes}
        history={history}
      />
    </div>
  );
}

// How long each keyboard and input event's listeners ran (React's handler and the render it does):
// a capture listener on window starts the clock, a bubbling one on window stops it.
const timings: { type: string; ms: number; start: number }[] = [];
const started = new Map<Event, number>();
for (const type of ['keydown', 'keypress', 'beforeinput', 'input', 'keyup']) {
  window.addEventListener(type, (event) => started.set(event, performance.now()), true);
  window.addEventListener(type, (event) => {
    const start = started.get(event);
    started.delete(event);
    if (start !== undefined) timings.push({ type, ms: performance.now() - start, start });
  });
}
const eventEntries: { name: string; start: number; duration: number; processing: number }[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries() as PerformanceEventTiming[]) {
    eventEntries.push({
      name: entry.name,
      start: entry.startTime,
      duration: entry.duration,
      processing: entry.processingEnd - entry.processingStart,
    });
  }
}).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
const longTasks: { start: number; duration: number }[] = [];
new PerformanceObserver((list) =>
  list.getEntries().forEach((entry) => longTasks.push({ start: entry.startTime, duration: entry.duration })),
).observe({ type: 'longtask', buffered: true });
// Only what happens while typing counts (loading the page is not a keystroke); each phase (the
// review section, then a plain textarea as the browser's own baseline) is reported apart.
const phases: { name: string; from: number }[] = [];
Object.assign(window, {
  benchPhase: (name: string) => phases.push({ name, from: performance.now() }),
  benchResults: () => ({ phases, timings, eventEntries, longTasks }),
});

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <StrictMode>
    <Bench />
  </StrictMode>,
);
