type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isBox = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** Whether the visitor changed `field` before React took it over (hydration set the defaults to what it drew). */
const changedBeforeHydration = (field: Field) =>
  field instanceof HTMLSelectElement
    ? [...field.options].some((option) => option.selected !== option.defaultSelected)
    : isBox(field)
      ? field.checked !== field.defaultChecked
      : field.value !== field.defaultValue;

/** What the visitor left in a field: its text, or whether the box is ticked. */
const stateOf = (field: Field) => (isBox(field) ? field.checked : field.value);

/** Tells React of one field's change, as the browser would have had React been listening. */
function replay(field: Field, state: string | boolean): void {
  if (!field.isConnected) return;
  if (field instanceof HTMLSelectElement) {
    // React reads a dropdown's change from the change event alone.
    field.value = String(state);
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (isBox(field)) {
    // To the opposite through React's tracker, then the visitor's click again.
    field.checked = !state;
    field.click();
    return;
  }
  // React's tracker sits on the element itself and is told the value React drew; the prototype's
  // setter puts the typed text back without telling it, so the input event reads as a change.
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, state);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Sends the submit the early-submit guard held, from a task of its own. The held press can be the
 * very event the page comes alive in: a press while React hydrates makes it finish at once, and the
 * takeover's microtasks then run between that submit's listeners, where the browser ignores a
 * form's requestSubmit (the form is still firing its submit event) and the press was lost. If
 * the held submit reached React's listener on the page after the form came alive, React has sent
 * it, and it is not sent twice.
 */
function sendHeldSubmit(page: HTMLElement, form: HTMLFormElement): void {
  let sentLive = false;
  // After React's own listener on the page, which hydration added before this one.
  const seen = () => {
    sentLive = true;
  };
  page.addEventListener('submit', seen, { once: true });
  setTimeout(() => {
    page.removeEventListener('submit', seen);
    if (!sentLive && form.isConnected) form.requestSubmit();
  });
}

/**
 * Takes over a prerendered page's form (`area` holds it) once React has hydrated it
 * (docs/engineering.md#prerendered-pages).
 *
 * Hydration leaves each field's text in place but keeps the state it was drawn with (empty), so a
 * form submitted without another keystroke would see nothing. Each field whose value differs from
 * the one React drew is replayed as an input event (a ticked box as a click, a dropdown's choice as
 * a change), so React calls its onChange as if typed now. One field at a time, as typing would:
 * React draws each change before the next handler reads the form's state, and what was typed is
 * read first, since each drawing puts the other fields back to their state.
 *
 * Then the page is live: the early-submit guard (app/public/hold-early-submit.js) lets go, and a
 * submit it held is sent (sendHeldSubmit). On a page the app drew itself, nothing happens.
 */
export function takeOverForm(area: HTMLElement): void {
  const page = area.closest<HTMLElement>('[data-prerendered]');
  if (!page) return;
  const typed = [...area.querySelectorAll<Field>('input, textarea, select')]
    .filter(changedBeforeHydration)
    .map((field) => [field, stateOf(field)] as const);
  const next = () => {
    const entry = typed.shift();
    if (entry) {
      replay(...entry);
      // After React's own microtask that draws the change, before the browser paints.
      queueMicrotask(next);
      return;
    }
    delete page.dataset.prerendered;
    if (!page.hasAttribute('data-held-submit')) return;
    page.removeAttribute('data-held-submit');
    const form = area.querySelector('form');
    if (form) sendHeldSubmit(page, form);
  };
  // Not inside the effect that calls this: React is still flushing there.
  queueMicrotask(next);
}
