import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useSubmit, type ApiAnswer, type RefusalOutcome } from '../../forms/useSubmit';

/** What each field a step names in a 422 means to the person (docs/certification.md#errors). */
const FIELD_KEYS: Record<string, string> = {
  outcome: 'programme.case.openImmediatePoints',
  reasons: 'programme.case.reasonsRequired',
  verifierId: 'programme.case.verifierRefused',
};

/**
 * One step staff take on a case: on success the page reads the case again; a stale version says
 * someone else changed it and offers to reload, keeping what was typed (docs/certification.md#concurrency).
 */
export function useCaseStep<TBody>(call: (body: TBody) => Promise<ApiAnswer<unknown>>, onDone: () => void) {
  const router = useRouter();
  const [conflict, setConflict] = useState(false);
  const submission = useSubmit(call, {
    onSuccess: async () => {
      setConflict(false);
      onDone();
      await router.invalidate();
    },
    onRefusal: ({ status, detail }): RefusalOutcome | undefined => {
      if (detail?.code === 'VERSION_CONFLICT') {
        setConflict(true);
        return { key: 'programme.case.versionConflict' };
      }
      if (detail?.code === 'TRANSITION_NOT_ALLOWED') return { key: 'programme.case.notAllowedNow' };
      const key = status === 422 && detail?.field ? FIELD_KEYS[detail.field] : undefined;
      return key ? { key } : undefined;
    },
  });
  const reload = async () => {
    submission.clear();
    setConflict(false);
    await router.invalidate();
  };
  return { ...submission, conflict, reload };
}
