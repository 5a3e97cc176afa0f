import { useCallback, useRef, useState } from 'react';
import { errorDetail, GENERIC_ERROR_KEY, type ErrorDetail } from '../api/errors';
import { withSettle } from './settle';
import { useTranslation } from '../i18n/useTranslation';

/** Server-side messages per field, already translated: `{ email: ['…already registered…'] }`. */
export type FieldErrors = Record<string, string[]>;

/** What an openapi-fetch call answers: `data` on success, `error` and the response otherwise. */
export interface ApiAnswer<TData> {
  data?: TData | undefined;
  error?: unknown;
  response: Response;
}

/** A refused call: its HTTP status and the error catalogue detail (code, field, message). */
export interface Refusal {
  status: number;
  detail: ErrorDetail | null;
}

/**
 * What a screen makes of a refusal: a catalogue text on one of its fields, a catalogue text above
 * the form, the server's own words above the form, or nothing more ('handled': it navigated away
 * or showed it itself). Returning nothing falls back to the default.
 */
export type RefusalOutcome =
  { field: string; key: string } | { key: string } | { message: string } | 'handled';

export interface SubmitOptions<TData, TArgs extends unknown[] = unknown[]> {
  /** Runs after a success, with the answer's data and the arguments the call was made with. */
  onSuccess: (data: TData, ...args: TArgs) => void | Promise<void>;
  onRefusal?: (refusal: Refusal) => RefusalOutcome | void | Promise<RefusalOutcome | void>;
  /** The message above the form for any other failure (a network error too). */
  failureKey?: string;
  /** Keep the pending state 300 ms after the answer (docs/shell.md#limits), so a spinner does not flicker. */
  settle?: boolean;
}

export interface Submission<TArgs extends unknown[]> {
  /** Runs the call; a second call while one is pending is ignored (no double submit). */
  submit: (...args: TArgs) => Promise<void>;
  pending: boolean;
  /** The translated message above the form, or null. */
  formError: string | null;
  fieldErrors: FieldErrors | undefined;
  /** Clears both kinds of error (when a dialog closes). */
  clear: () => void;
}

/**
 * The one way a screen submits: runs an API call, tracks pending, and turns the error catalogue
 * answer into form errors. Too many attempts shows the server's own message (it says how long to
 * wait); anything unexpected shows `failureKey`.
 */
export function useSubmit<TArgs extends unknown[], TData>(
  call: (...args: TArgs) => Promise<ApiAnswer<TData>>,
  options: SubmitOptions<TData, TArgs>,
): Submission<TArgs> {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors | undefined>(undefined);
  const running = useRef(false);
  // The latest call and options, so `submit` stays stable while screens pass fresh closures.
  const latest = useRef({ call, options, t });
  latest.current = { call, options, t };

  const show = useCallback((outcome: RefusalOutcome) => {
    const { t: text, options: current } = latest.current;
    if (outcome === 'handled') return;
    if ('field' in outcome) setFieldErrors({ [outcome.field]: [text(outcome.key)] });
    else if ('key' in outcome) setFormError(text(outcome.key));
    else setFormError(outcome.message || text(current.failureKey ?? GENERIC_ERROR_KEY));
  }, []);

  const submit = useCallback(
    async (...args: TArgs) => {
      if (running.current) return;
      running.current = true;
      setPending(true);
      setFormError(null);
      setFieldErrors(undefined);
      const { call: run, options: current } = latest.current;
      const failure: RefusalOutcome = { key: current.failureKey ?? GENERIC_ERROR_KEY };
      try {
        const work = run(...args);
        const answer = await (current.settle ? withSettle(work) : work);
        if (answer.data !== undefined) {
          await current.onSuccess(answer.data, ...args);
          return;
        }
        const refusal: Refusal = { status: answer.response.status, detail: errorDetail(answer.error) };
        const outcome = await current.onRefusal?.(refusal);
        if (outcome) show(outcome);
        else if (refusal.status === 429 && refusal.detail?.message) show({ message: refusal.detail.message });
        else show(failure);
      } catch {
        show(failure);
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [show],
  );

  const clear = useCallback(() => {
    setFormError(null);
    setFieldErrors(undefined);
  }, []);

  return { submit, pending, formError, fieldErrors, clear };
}
