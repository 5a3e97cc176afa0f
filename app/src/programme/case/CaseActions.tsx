import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useApi } from '../../services';
import styles from '../programme.module.css';
import { assignable } from './assignable';
import type { CaseView, VerifierOption } from './load-case';
import { StepForm, StepText } from './StepForm';
import { useCaseStep } from './useCaseStep';

type Props = { found: CaseView };

function ReturnForm({ found }: Props) {
  const { t } = useTranslation();
  const api = useApi();
  const [message, setMessage] = useState('');
  const step = useCaseStep(
    (comment: string) =>
      api.POST('/api/certification/cases/{caseId}/return', {
        params: { path: { caseId: found.id } },
        body: { version: found.version, comment },
      }),
    () => setMessage(''),
  );
  return (
    <StepForm
      title={t('programme.case.return.title')}
      step={step}
      submitLabel={t('programme.case.return.submit')}
      tone="secondary"
      onSubmit={() => void step.submit(message)}
    >
      <StepText label={t('programme.case.return.message')} value={message} onChange={setMessage} required />
    </StepForm>
  );
}

function AssignForm({ found, options }: Props & { options: VerifierOption[] }) {
  const { t } = useTranslation();
  const api = useApi();
  const selectId = useId();
  const { offered, notOffered } = assignable(options, found.verifier?.id ?? null);
  const [verifierId, setVerifierId] = useState('');
  const [comment, setComment] = useState('');
  const step = useCaseStep(
    (body: { verifierId: number; comment: string }) =>
      api.POST('/api/certification/cases/{caseId}/assign', {
        params: { path: { caseId: found.id } },
        body: { version: found.version, verifierId: body.verifierId, comment: body.comment || null },
      }),
    () => setComment(''),
  );
  return (
    <StepForm
      title={t(found.verifier ? 'programme.case.assign.replaceTitle' : 'programme.case.assign.title')}
      step={step}
      submitLabel={t('programme.case.assign.submit')}
      onSubmit={() => verifierId && void step.submit({ verifierId: Number(verifierId), comment })}
    >
      <div className={styles.field}>
        <label htmlFor={selectId}>{t('programme.case.assign.verifier')}</label>
        <select
          id={selectId}
          value={verifierId}
          required
          onChange={(event) => setVerifierId(event.target.value)}
        >
          <option value="">{t('programme.case.assign.choose')}</option>
          {offered.map((verifier) => (
            <option key={verifier.id} value={verifier.id}>
              {`${verifier.name}, ${verifier.company} (${verifier.countries.join(', ')})`}
            </option>
          ))}
        </select>
      </div>
      {notOffered.length > 0 && (
        <div className={styles.notOffered}>
          <p>{t('programme.case.assign.notOffered')}</p>
          <ul>
            {notOffered.map((option) => (
              <li key={option.verifier.id}>
                {t(`programme.case.assign.refusal.${option.refusal}`, { name: option.verifier.name })}
              </li>
            ))}
          </ul>
        </div>
      )}
      <StepText label={t('programme.case.comment')} value={comment} onChange={setComment} />
    </StepForm>
  );
}

function DecideForm({ found }: Props) {
  const { t } = useTranslation();
  const api = useApi();
  const [outcome, setOutcome] = useState<'certified' | 'not-certified'>('certified');
  const [reasons, setReasons] = useState('');
  const step = useCaseStep(
    (body: { outcome: 'certified' | 'not-certified'; reasons: string }) =>
      api.POST('/api/certification/cases/{caseId}/decision', {
        params: { path: { caseId: found.id } },
        body: { version: found.version, outcome: body.outcome, reasons: body.reasons || null },
      }),
    () => setReasons(''),
  );
  const can = (action: 'certify' | 'refuse') => found.actions.includes(action);
  return (
    <StepForm
      title={t('programme.case.decide.title')}
      step={step}
      submitLabel={t(
        outcome === 'certified' ? 'programme.case.decide.certify' : 'programme.case.decide.refuse',
      )}
      tone={outcome === 'certified' ? 'primary' : 'warning'}
      onSubmit={() => void step.submit({ outcome, reasons })}
    >
      <fieldset className={styles.choice}>
        <legend>{t('programme.case.decide.outcome')}</legend>
        {can('certify') && (
          <label>
            <input
              type="radio"
              name="outcome"
              checked={outcome === 'certified'}
              onChange={() => setOutcome('certified')}
            />
            {t('programme.case.decide.certified')}
          </label>
        )}
        {can('refuse') && (
          <label>
            <input
              type="radio"
              name="outcome"
              checked={outcome === 'not-certified'}
              onChange={() => setOutcome('not-certified')}
            />
            {t('programme.case.decide.notCertified')}
          </label>
        )}
      </fieldset>
      <StepText
        label={t(outcome === 'certified' ? 'programme.case.decide.remarks' : 'programme.case.decide.reasons')}
        value={reasons}
        onChange={setReasons}
        required={outcome === 'not-certified'}
      />
    </StepForm>
  );
}

function NoteForm({ found }: Props) {
  const { t } = useTranslation();
  const api = useApi();
  const [text, setText] = useState('');
  const step = useCaseStep(
    (note: string) =>
      api.POST('/api/certification/cases/{caseId}/notes', {
        params: { path: { caseId: found.id } },
        body: { text: note },
      }),
    () => setText(''),
  );
  return (
    <StepForm
      title={t('programme.case.note.title')}
      step={step}
      submitLabel={t('programme.case.note.submit')}
      tone="secondary"
      onSubmit={() => void step.submit(text)}
    >
      <p className="muted">{t('programme.case.note.hint')}</p>
      <StepText label={t('programme.case.note.text')} value={text} onChange={setText} required />
    </StepForm>
  );
}

/**
 * What staff may do to the case now: the steps the engine's table allows in its state (the
 * server's `actions`), and an internal note at any time.
 */
export function CaseActions({ found, options }: Props & { options: VerifierOption[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('programme.case.actions')}</h2>
      {found.actions.includes('assign') && <AssignForm found={found} options={options} />}
      {found.actions.includes('return') && <ReturnForm found={found} />}
      {(found.actions.includes('certify') || found.actions.includes('refuse')) && (
        <DecideForm found={found} />
      )}
      <NoteForm found={found} />
    </section>
  );
}
