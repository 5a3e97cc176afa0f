import { useRouter } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { Button } from 'react-aria-components';
import {
  useSubmit,
  type ApiAnswer,
  type Refusal,
  type RefusalOutcome,
  type Submission,
} from '../forms/useSubmit';
import { useTranslation } from '../i18n/useTranslation';
import { Alert } from '../ui/Alert';
import { buttonClass } from '../ui/button';
import styles from './certification.module.css';

/** The two refusals that say the case moved on meanwhile (docs/certification.md#errors). */
const STALE_CODES = ['VERSION_CONFLICT', 'TRANSITION_NOT_ALLOWED'] as const;
type StaleCode = (typeof STALE_CODES)[number];

/** The app's submission, with whether the case moved on meanwhile and the reload that shows it. */
export interface CaseSubmission<TArgs extends unknown[]> extends Submission<TArgs> {
  stale: StaleCode | null;
  reload: () => Promise<void>;
}

const staleCode = ({ status, detail }: Refusal): StaleCode | null =>
  status === 409 ? (STALE_CODES.find((code) => code === detail?.code) ?? null) : null;

/**
 * A club's step on the case through the app's one submit path: a success reads the page again; a
 * case that moved on meanwhile (another admin, staff) is said plainly with a reload, and the form
 * stays as typed.
 */
export function useCaseSubmit<TArgs extends unknown[], TData>(
  call: (...args: TArgs) => Promise<ApiAnswer<TData>>,
  options: {
    onSuccess?: () => void;
    onRefusal?: (refusal: Refusal) => RefusalOutcome | void;
  } = {},
): CaseSubmission<TArgs> {
  const router = useRouter();
  const [stale, setStale] = useState<StaleCode | null>(null);
  const submission = useSubmit(call, {
    settle: true,
    onSuccess: async () => {
      setStale(null);
      await router.invalidate();
      options.onSuccess?.();
    },
    onRefusal: (refusal) => {
      const code = staleCode(refusal);
      if (!code) return options.onRefusal?.(refusal);
      setStale(code);
      return 'handled';
    },
  });
  const reload = useCallback(async () => {
    setStale(null);
    await router.invalidate();
  }, [router]);
  return { ...submission, stale, reload };
}

/** Above a form: why the step did not go through, and the reload that shows where the case stands. */
export function CaseSubmitMessages({
  submission,
}: {
  submission: { formError: string | null; stale: StaleCode | null; reload: () => Promise<void> };
}) {
  const { t } = useTranslation();
  return (
    <>
      {submission.formError && <Alert>{submission.formError}</Alert>}
      {submission.stale && (
        <Alert>
          <p className={styles.staleText}>
            {t(
              submission.stale === 'VERSION_CONFLICT'
                ? 'certification.common.versionConflict'
                : 'certification.common.transitionNotAllowed',
            )}
          </p>
          <Button className={buttonClass('secondary', 'small')} onPress={() => void submission.reload()}>
            {t('certification.common.reload')}
          </Button>
        </Alert>
      )}
    </>
  );
}
