import { COUNT_STEP, MIN_PEERS, SIGNIFICANT_DIGITS } from '@oncourse/engine';
import { DialogActions, ModalDialog } from '@oncourse/renderers/dialogs';
import { Button } from 'react-aria-components';
import { useSubmit } from '../forms/useSubmit';
import { useTranslation } from '../i18n/useTranslation';
import { useApi, type AppServices } from '../services';
import { Alert } from '../ui/Alert';
import { buttonClass } from '../ui/button';

/**
 * Whether a facility still has to be asked if it shares its figures: it has not answered, and the
 * member may answer (docs/benchmarks-and-targets.md#anonymity). A failed read asks nothing: the
 * question comes again with the next year.
 */
export async function sharingToBeAsked(
  { api }: Pick<AppServices, 'api'>,
  organisationId: number,
): Promise<boolean> {
  try {
    const { data } = await api.GET('/api/insights/organisation/{orgId}/benchmarks/sharing', {
      params: { path: { orgId: organisationId } },
    });
    return data !== undefined && !data.data.asked && data.data.canChange;
  } catch {
    // Not asking is the safe default: the question comes again on the next year added.
    return false;
  }
}

interface Props {
  organisationId: number;
  isOpen: boolean;
  /** After an answer is saved, or when the dialog is closed without one. */
  onDone: () => void;
}

/**
 * The one-time question whether the facility shares its figures with comparable facilities, with
 * the rules that keep it anonymous (docs/benchmarks-and-targets.md#anonymity). The answer is stored;
 * the facility profile's switch changes it later. Closed unanswered, it is asked with the next year.
 */
export function BenchmarkSharingQuestion({ organisationId, isOpen, onDone }: Props) {
  const { t } = useTranslation();
  const api = useApi();
  const answer = useSubmit(
    (contribute: boolean) =>
      api.PUT('/api/insights/organisation/{orgId}/benchmarks/sharing', {
        params: { path: { orgId: organisationId } },
        body: { contribute },
      }),
    { onSuccess: onDone },
  );
  const close = () => {
    answer.clear();
    onDone();
  };
  return (
    <ModalDialog isOpen={isOpen} onClose={close} title={t('benchmarks.question.title')}>
      {answer.formError && <Alert>{answer.formError}</Alert>}
      <p>{t('benchmarks.question.intro')}</p>
      <ul>
        <li>{t('benchmarks.question.minimum', { count: String(MIN_PEERS) })}</li>
        <li>{t('benchmarks.question.quartiles', { digits: String(SIGNIFICANT_DIGITS) })}</li>
        <li>{t('benchmarks.question.count', { step: String(COUNT_STEP) })}</li>
        <li>{t('benchmarks.question.complete')}</li>
        <li>{t('benchmarks.question.ownView')}</li>
      </ul>
      <p className="muted">{t('benchmarks.question.later')}</p>
      <DialogActions>
        <Button
          className={buttonClass('secondary')}
          isDisabled={answer.pending}
          onPress={() => void answer.submit(false)}
        >
          {t('benchmarks.question.no')}
        </Button>
        <Button
          className={buttonClass('primary')}
          isDisabled={answer.pending}
          onPress={() => void answer.submit(true)}
        >
          {t('benchmarks.question.yes')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
