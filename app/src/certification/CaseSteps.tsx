import { ConfirmDialog } from '@oncourse/renderers/dialogs';
import { useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { validateFns as stepValidators } from '../forms/validators/certificationStep.gen.js';
import { useText } from '../i18n/useText';
import { useTranslation } from '../i18n/useTranslation';
import { useApi } from '../services';
import { buttonClass } from '../ui/button';
import { stepForm, type StepData } from './certification.forms';
import type { CertificationCase, CertificationData } from './load-certification';
import { CaseForm, CasePanel } from './CaseForm';
import { CaseSubmitMessages, useCaseSubmit } from './useCaseSubmit';
import styles from './certification.module.css';

interface StepProps {
  data: CertificationData;
  current: CertificationCase;
}

/** Staff's message with the newest return: what the club is asked to complete. */
function returnMessage(current: CertificationCase): string | null {
  return current.events.findLast((event) => event.toState === 'returned')?.comment ?? null;
}

/** A returned application: staff's message, and sending it back for desk review once completed. */
export function ResubmitPanel({ data, current }: StepProps) {
  const { t } = useTranslation();
  const text = useText();
  const api = useApi();
  const form = useMemo(() => stepForm(text), [text]);
  const [draft, setDraft] = useState<StepData>({});
  const resubmit = useCaseSubmit((step: StepData) =>
    api.POST('/api/organisation/{orgId}/certification/cases/{caseId}/resubmit', {
      params: { path: { orgId: data.organisation.id, caseId: current.id } },
      // The version the reader saw: a change meanwhile is refused, not overwritten.
      body: { version: current.version, ...form.toPayload(step) },
    }),
  );
  const message = returnMessage(current);
  return (
    <CasePanel id="certification-returned" title={t('certification.club.returned')}>
      {message && (
        <blockquote className={styles.message} data-testid="return-message">
          {message}
        </blockquote>
      )}
      <CaseForm
        config={form}
        validators={stepValidators}
        draft={draft}
        onDraft={setDraft}
        submission={resubmit}
        submitLabel={t('certification.common.action.resubmit')}
      />
    </CasePanel>
  );
}

/** Withdrawing ends the case before a decision; asked first, as it cannot be undone. */
export function WithdrawAction({ data, current }: StepProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [asking, setAsking] = useState(false);
  const withdraw = useCaseSubmit(
    () =>
      api.POST('/api/organisation/{orgId}/certification/cases/{caseId}/withdraw', {
        params: { path: { orgId: data.organisation.id, caseId: current.id } },
        body: { version: current.version },
      }),
    { onSuccess: () => setAsking(false) },
  );
  return (
    <div className={styles.withdraw}>
      <CaseSubmitMessages submission={withdraw} />
      <Button className={buttonClass('warning')} onPress={() => setAsking(true)}>
        {t('certification.club.withdraw')}
      </Button>
      <ConfirmDialog
        isOpen={asking}
        title={t('certification.club.withdrawTitle')}
        confirmLabel={t('certification.club.withdraw')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        onConfirm={() => {
          setAsking(false);
          void withdraw.submit();
        }}
        onCancel={() => setAsking(false)}
      >
        <p>{t('certification.club.withdrawQuestion')}</p>
      </ConfirmDialog>
    </div>
  );
}
