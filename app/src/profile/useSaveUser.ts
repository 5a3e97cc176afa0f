import type { Schemas } from '@oncourse/openapi';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { errorDetail, type ErrorDetail } from '../api/errors';
import { withSettle } from '../hooks/settle';
import { useApi } from '../services';
import { updateUserAtom } from '../session/atoms';
import { toSessionUser } from '../session/mappers';

export type SaveStatus = 'saved' | 'failed' | null;

/** Shows a refused save's own message; true means handled, so the generic failure is not shown. */
export type RefusalHandler = (detail: ErrorDetail | null, status: number) => boolean;

/**
 * Saves a change to the signed-in user's profile (spec 000 §9): the session takes the saved user at
 * once, the form is clean again and the tab says 'saved'; otherwise it says 'failed' unless
 * `onRefused` has handled the refusal.
 */
export function useSaveUser(
  userId: number,
  onDirtyChange: (dirty: boolean) => void,
  onRefused?: RefusalHandler,
) {
  const api = useApi();
  const updateUser = useSetAtom(updateUserAtom);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<SaveStatus>(null);

  const save = async (body: Schemas['UserUpdate']) => {
    setBusy(true);
    setStatus(null);
    try {
      const {
        data: answer,
        error,
        response,
      } = await withSettle(api.PATCH('/api/app-user/{id}', { params: { path: { id: userId } }, body }));
      if (answer) {
        updateUser(toSessionUser(answer.data));
        onDirtyChange(false);
        setStatus('saved');
        return;
      }
      if (!onRefused?.(errorDetail(error), response.status)) setStatus('failed');
    } catch {
      setStatus('failed');
    } finally {
      setBusy(false);
    }
  };

  return { busy, status, save };
}
