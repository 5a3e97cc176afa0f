import { useState } from 'react';
import { Button } from 'react-aria-components';
import type { Schemas } from '@oncourse/openapi';
import { useSubmit } from '../forms/useSubmit';
import { useTranslation } from '../i18n/useTranslation';
import { useApi } from '../services';
import { Alert } from '../ui/Alert';
import { buttonClass } from '../ui/button';
import { useCase } from './case-context';
import { Choices } from './Choices';
import { Field, formTokensClass, textareaClass } from './Field';
import styles from './verifier.module.css';

type Kind = Schemas['CertificationRequestInput']['kind'];

/** Opens a request on one question: evidence or clarification, and what the verifier asks. */
export function RequestForm({ questionId, onDone }: { questionId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { current, replace } = useCase();
  const [kind, setKind] = useState<Kind>('evidence');
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const send = useSubmit(
    () =>
      api.POST('/api/certification/cases/{caseId}/requests', {
        params: { path: { caseId: current.id } },
        body: { questionId, kind, text: text.trim() },
      }),
    {
      onSuccess: ({ data }) => {
        replace(data);
        onDone();
      },
      failureKey: 'verifier.failed',
    },
  );
  const submit = () => {
    setMissing(text.trim() === '');
    if (text.trim() !== '') void send.submit();
  };
  return (
    <form
      className={`${styles.inlineForm} ${formTokensClass}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Choices
        legend={t('verifier.request.kind')}
        name={`request-kind-${questionId}`}
        options={[
          { value: 'evidence', label: t('verifier.request.evidence') },
          { value: 'clarification', label: t('verifier.request.clarification') },
        ]}
        value={kind}
        onChange={setKind}
      />
      <Field label={t('verifier.request.text')} error={missing ? t('verifier.request.textRequired') : null}>
        {(control) => (
          <textarea
            {...control}
            className={textareaClass}
            rows={3}
            maxLength={5000}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      {send.formError && <Alert>{send.formError}</Alert>}
      <div className={styles.buttons}>
        <Button type="submit" className={buttonClass('primary', 'small')} isPending={send.pending}>
          {t('verifier.request.send')}
        </Button>
        <Button type="button" className={buttonClass('quiet', 'small')} onPress={onDone}>
          {t('verifier.request.cancel')}
        </Button>
      </div>
    </form>
  );
}
