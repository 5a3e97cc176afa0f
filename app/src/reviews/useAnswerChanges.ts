import type { Schemas } from '@oncourse/openapi';
import { useCallback, useState } from 'react';
import { useSubmit } from '../forms/useSubmit';
import { useApi } from '../services';

/** How many changes one press of "Show older changes" brings. */
const PAGE = 50;

type AnswerChange = Schemas['AnswerChange'];

export interface AnswerChanges {
  /** The changes read so far, newest first; null while the first page is on its way or failed. */
  changes: AnswerChange[] | null;
  /** Whether older changes are left to read. */
  more: boolean;
  pending: boolean;
  /** The translated failure, shown above the timeline, or null. */
  failure: string | null;
  /** Reads the newest page afresh: each opening of the timeline shows the page's own saves. */
  open: () => void;
  /** Reads the page of changes older than those shown. */
  older: () => void;
}

/**
 * An answer set's timeline (docs/reviews.md#answer-history), read when the person asks for it and
 * never with the page, through the submit hook: its pending state and its failure are any
 * submission's.
 */
export function useAnswerChanges(answerSetId: number | null, organisationId: number): AnswerChanges {
  const api = useApi();
  const [changes, setChanges] = useState<AnswerChange[] | null>(null);
  const [more, setMore] = useState(false);
  const read = useSubmit(
    (answerSetId: number, before: number | undefined, _shown: AnswerChange[]) =>
      api.GET('/api/reviews/answers/{answerSetId}/organisation/{orgId}/history', {
        params: {
          path: { answerSetId, orgId: organisationId },
          query: before === undefined ? { limit: PAGE } : { limit: PAGE, before },
        },
      }),
    {
      onSuccess: ({ data }, _answerSetId, _before, shown) => {
        setChanges([...shown, ...data]);
        setMore(data.length === PAGE);
      },
      failureKey: 'reviews.history.failed',
    },
  );
  const { submit, clear } = read;

  const open = useCallback(() => {
    clear();
    setMore(false);
    // A set with no answers yet has no changes: nothing to ask.
    if (answerSetId === null) {
      setChanges([]);
      return;
    }
    setChanges(null);
    void submit(answerSetId, undefined, []);
  }, [answerSetId, submit, clear]);

  const older = useCallback(() => {
    const last = changes?.[changes.length - 1];
    if (answerSetId !== null && changes && last) void submit(answerSetId, last.id, changes);
  }, [answerSetId, changes, submit]);

  return { changes, more, pending: read.pending, failure: read.formError, open, older };
}
