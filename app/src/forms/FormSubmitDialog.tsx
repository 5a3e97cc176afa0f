import { useRef } from 'react';
import { ModalDialog } from '@oncourse/renderers/dialogs';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { Button } from 'react-aria-components';
import { AppForm } from './AppForm';
import type { FormConfig } from './form-config';
import { useSubmit, type ApiAnswer, type Refusal, type RefusalOutcome } from './useSubmit';
import { useTranslation } from '../i18n/useTranslation';
import { Alert } from '../ui/Alert';
import { buttonClass } from '../ui/button';

export interface FormSubmitDialogProps<TData, TPayload> {
  isOpen: boolean;
  title: string;
  intro?: string;
  config: FormConfig<TData, TPayload>;
  /** The form's compiled validators (AppForm's `validators`). */
  validators: ValidatorFunctions;
  initial?: TData;
  submitLabel: string;
  send: (payload: TPayload) => Promise<ApiAnswer<unknown>>;
  onDone: () => void | Promise<void>;
  onClose: () => void;
  failureKey: string;
  /** Given what was sent, so a refusal can be answered with what the person typed. */
  onRefusal?: (refusal: Refusal, payload: TPayload) => RefusalOutcome | undefined;
}

/** A dialog holding one declarative form whose submit is one API call (the team's dialogs). */
export function FormSubmitDialog<TData, TPayload>({
  isOpen,
  title,
  intro,
  config,
  validators,
  initial,
  submitLabel,
  send,
  onDone,
  onClose,
  failureKey,
  onRefusal,
}: FormSubmitDialogProps<TData, TPayload>) {
  const { t } = useTranslation();
  const sent = useRef<TPayload | null>(null);
  const submission = useSubmit(
    (data: TData) => {
      sent.current = config.toPayload(data);
      return send(sent.current);
    },
    {
      settle: true,
      failureKey,
      onSuccess: async () => {
        await onDone();
        onClose();
      },
      onRefusal: (refusal) =>
        (sent.current !== null ? onRefusal?.(refusal, sent.current) : undefined) ??
        (refusal.status === 401 ? { key: failureKey } : undefined),
    },
  );
  const close = () => {
    submission.clear();
    onClose();
  };
  return (
    <ModalDialog isOpen={isOpen} onClose={close} title={title}>
      {intro && <p className="muted">{intro}</p>}
      {submission.formError && <Alert>{submission.formError}</Alert>}
      <AppForm<TData>
        config={config}
        validators={validators}
        {...(initial !== undefined ? { formData: initial } : {})}
        onSubmit={submission.submit}
        busy={submission.pending}
        fieldErrors={submission.fieldErrors}
        submitLabel={submitLabel}
        actions={
          <Button className={buttonClass('secondary')} onPress={close}>
            {t('common.cancel')}
          </Button>
        }
      />
    </ModalDialog>
  );
}
