import type { SaveStatus } from '../forms/FormPanel';
import type { Schemas } from '@oncourse/openapi';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useSubmit, type Refusal, type RefusalOutcome } from '../forms/useSubmit';
import { useApi } from '../services';
import { updateUserAtom } from '../session/atoms';
import { toSessionUser } from '../session/mappers';

/**
 * Saves a change to the signed-in user's profile (docs/accounts.md#limits): the session takes the saved user at
 * once, the form is clean again and the tab says 'saved'; a refusal `onRefusal` maps shows on its
 * field, anything else says 'failed'.
 */
export function useSaveUser(
  userId: number,
  onDirtyChange: (dirty: boolean) => void,
  onRefusal?: (refusal: Refusal) => RefusalOutcome | undefined,
) {
  const api = useApi();
  const updateUser = useSetAtom(updateUserAtom);
  const [saved, setSaved] = useState(false);
  const submission = useSubmit(
    (body: Schemas['UserUpdate']) => {
      setSaved(false);
      return api.PATCH('/api/app-user/{id}', { params: { path: { id: userId } }, body });
    },
    {
      settle: true,
      onSuccess: (answer) => {
        updateUser(toSessionUser(answer.data));
        onDirtyChange(false);
        setSaved(true);
      },
      // A 401 here has already sent the user to sign in again (auth middleware).
      onRefusal: (refusal) => onRefusal?.(refusal) ?? (refusal.status === 401 ? 'handled' : undefined),
    },
  );
  const status: SaveStatus = saved ? 'saved' : submission.formError ? 'failed' : null;
  return { busy: submission.pending, status, save: submission.submit, fieldErrors: submission.fieldErrors };
}
