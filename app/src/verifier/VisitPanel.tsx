import type { Schemas } from '@oncourse/openapi';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useSubmit } from '../forms/useSubmit';
import { useTranslation } from '../i18n/useTranslation';
import { useApi } from '../services';
import { Alert } from '../ui/Alert';
import { buttonClass } from '../ui/button';
import { Panel, PanelTitle } from '../ui/Panel';
import { useCase } from './case-context';
import { Choices } from './Choices';
import { Field, formTokensClass, inputClass } from './Field';
import { dayOf } from './written';
import styles from './verifier.module.css';

type Mode = Schemas['CertificationVisit']['mode'];

/** The visit (docs/certification.md#input-rules): a calendar date, on site or remote; recorded again to correct it. */
export function VisitPanel() {
  const { t, locale } = useTranslation();
  const api = useApi();
  const { current, replace, may } = useCase();
  const [date, setDate] = useState(current.visit?.date ?? '');
  const [mode, setMode] = useState<Mode>(current.visit?.mode ?? 'on-site');
  const [missing, setMissing] = useState(false);
  const save = useSubmit(
    () =>
      api.PUT('/api/certification/cases/{caseId}/visit', {
        params: { path: { caseId: current.id } },
        body: { date, mode },
      }),
    { onSuccess: ({ data }) => replace(data), failureKey: 'verifier.failed' },
  );
  const modes = [
    { value: 'on-site' as const, label: t('verifier.visit.on-site') },
    { value: 'remote' as const, label: t('verifier.visit.remote') },
  ];
  return (
    <Panel aria-labelledby="verifier-visit-title">
      <PanelTitle id="verifier-visit-title">{t('verifier.visit.title')}</PanelTitle>
      <p className={styles.visitLine}>
        {current.visit
          ? t(
              current.visit.mode === 'remote'
                ? 'verifier.visit.recordedRemote'
                : 'verifier.visit.recordedOn-site',
              {
                date: dayOf(current.visit.date, locale),
              },
            )
          : t('verifier.visit.none')}
      </p>
      {may('record-visit') && (
        <form
          className={`${styles.inlineForm} ${formTokensClass}`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setMissing(date === '');
            if (date !== '') void save.submit();
          }}
        >
          <Field label={t('verifier.visit.date')} error={missing ? t('verifier.visit.dateRequired') : null}>
            {(control) => (
              <input
                {...control}
                type="date"
                className={inputClass}
                value={date}
                onChange={(event) => setDate(event.target.value)}
              />
            )}
          </Field>
          <Choices
            legend={t('verifier.visit.mode')}
            name="visit-mode"
            options={modes}
            value={mode}
            onChange={setMode}
          />
          {save.formError && <Alert>{save.formError}</Alert>}
          <div className={styles.buttons}>
            <Button type="submit" className={buttonClass('secondary')} isPending={save.pending}>
              {t('verifier.visit.save')}
            </Button>
          </div>
        </form>
      )}
    </Panel>
  );
}
