// Opening a section at one question (docs/reviews.md#screens): what a link to an unanswered question leads to.

/**
 * Scrolls a question into view and puts the focus in its answer (the control the renderer names
 * `question-<id>`, else the first field inside it), not on its Notes button. False while it is not
 * on the page yet.
 */
function focusQuestion(questionId: string): boolean {
  const frame = document.querySelector<HTMLElement>(`[data-question-id="${questionId}"]`);
  if (!frame) return false;
  const control = document.getElementById(`question-${questionId}`);
  const head = document.getElementById(`question-${questionId}-label`)?.parentElement ?? null;
  const field = [
    ...(control?.matches(FOCUSABLE) ? [control] : []),
    ...(control ? control.querySelectorAll<HTMLElement>(FOCUSABLE) : []),
    ...frame.querySelectorAll<HTMLElement>(FOCUSABLE),
  ].find((element) => !head?.contains(element));
  if (!field) return false;
  frame.scrollIntoView({ block: 'center' });
  field.focus({ preventScroll: true });
  return true;
}

const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tries `done` on each frame for up to two seconds, until it says it is done; cancelled by the result. */
function whenShown(done: () => boolean): () => void {
  const until = Date.now() + 2000;
  let frame = 0;
  const attempt = () => {
    if (done() || Date.now() > until) return;
    frame = requestAnimationFrame(attempt);
  };
  frame = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(frame);
}

/**
 * Scrolls the question into view and focuses its answer once it is on the page (its renderer may
 * still be loading); the returned function calls it off.
 */
export function openAtQuestion(questionId: string): () => void {
  return whenShown(() => focusQuestion(questionId));
}
