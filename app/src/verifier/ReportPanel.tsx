import { useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useSubmit } from '../forms/useSubmit';
import { useTranslation } from '../i18n/useTranslation';
import { useApi } from '../services';
import { Alert } from '../ui/Alert';
import { buttonClass } from '../ui/button';
import { Panel, PanelTitle } from '../ui/Panel';
import { useCase } from './case-context';
import { Choices } from './Choices';
import { Field, formTokensClass, inputClass, NativeSelect, textareaClass } from './Field';
import type { Submission } from './load-verifier';
import {
  reportErrors,
  reportPayload,
  type FindingDraft,
  type ReportDraft,
  type ReportErrors,
} from './report-draft';
import { setTitle } from './SubmissionPanel';
import { dayOf } from './written';
import styles from './verifier.module.css';

/**
 * The report (docs/certification.md#the-states): findings per practice, each an immediate or a
 * continual improvement point (the continual with its due date), and a recommendation. Offered
 * while the engine's table lets the verifier report, and once the visit is recorded; afterwards
 * the report as sent.
 */
export function ReportPanel({ submission }: { submission: Submission }) {
  const { t } = useTranslation();
  const { current, may } = useCase();
  return (
    <Panel aria-labelledby="verifier-report-title">
      <PanelTitle id="verifier-report-title">{t('verifier.report.title')}</PanelTitle>
      {current.recommendation !== null ? (
        <SentReport submission={submission} />
      ) : !may('report') ? (
        <p>{t('verifier.report.notYet')}</p>
      ) : current.visit === null ? (
        <Alert tone="info">{t('verifier.report.needsVisit')}</Alert>
      ) : (
        <ReportForm submission={submission} />
      )}
    </Panel>
  );
}

function SentReport({ submission }: { submission: Submission }) {
  const { t, locale } = useTranslation();
  const { current } = useCase();
  const practice = (questionSetId: number) => {
    const set = submission.sets.find((entry) => entry.questionSetId === questionSetId);
    return set ? setTitle(set, t) : '';
  };
  return (
    <>
      <p>
        {t('verifier.report.sent', {
          recommendation: t(`verifier.report.${current.recommendation ?? 'certify'}`),
        })}
      </p>
      {current.findings.length === 0 ? (
        <p>{t('verifier.report.noFindings')}</p>
      ) : (
        <ul className={styles.findingList}>
          {current.findings.map((finding) => (
            <li key={finding.id}>
              <strong>{practice(finding.questionSetId)}</strong>: {t(`verifier.report.${finding.kind}`)}
              {finding.dueDate &&
                `, ${t('verifier.report.due', { date: dayOf(finding.dueDate, locale) })}`}. {finding.text}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function ReportForm({ submission }: { submission: Submission }) {
  const { t } = useTranslation();
  const api = useApi();
  const { current, replace } = useCase();
  const nextKey = useRef(1);
  const firstSet = submission.sets[0]?.questionSetId ?? 0;
  const [draft, setDraft] = useState<ReportDraft>({ findings: [], recommendation: null, comment: '' });
  const [errors, setErrors] = useState<ReportErrors>({});
  const send = useSubmit(
    () =>
      api.POST('/api/certification/cases/{caseId}/report', {
        params: { path: { caseId: current.id } },
        body: reportPayload(draft, current.version),
      }),
    { onSuccess: ({ data }) => replace(data), failureKey: 'verifier.failed' },
  );
  const change = (key: number, fields: Partial<FindingDraft>) =>
    setDraft((previous) => ({
      ...previous,
      findings: previous.findings.map((finding) =>
        finding.key === key ? { ...finding, ...fields } : finding,
      ),
    }));
  const add = () => {
    const key = nextKey.current++;
    setDraft((previous) => ({
      ...previous,
      findings: [
        ...previous.findings,
        { key, questionSetId: firstSet, kind: 'immediate', text: '', dueDate: '' },
      ],
    }));
  };
  const remove = (key: number) =>
    setDraft((previous) => ({
      ...previous,
      findings: previous.findings.filter((finding) => finding.key !== key),
    }));
  const error = (field: string) => (errors[field] ? t(errors[field]) : null);
  const serverError = send.fieldErrors ? Object.values(send.fieldErrors).flat()[0] : undefined;

  return (
    <form
      className={formTokensClass}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = reportErrors(draft);
        setErrors(found);
        if (Object.keys(found).length === 0) void send.submit();
      }}
    >
      <p className="muted">{t('verifier.report.lead')}</p>
      {draft.findings.map((finding, index) => {
        const number = index + 1;
        return (
          <fieldset key={finding.key} className={styles.finding}>
            <legend className={styles.findingHead}>{t('verifier.report.finding', { number })}</legend>
            <div className={styles.fieldRow}>
              <Field label={t('verifier.report.practice')}>
                {(control) => (
                  <NativeSelect
                    {...control}
                    value={finding.questionSetId}
                    onChange={(event) => change(finding.key, { questionSetId: Number(event.target.value) })}
                  >
                    {submission.sets.map((set) => (
                      <option key={set.questionSetId} value={set.questionSetId}>
                        {setTitle(set, t)}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </Field>
              <Field label={t('verifier.report.kind')}>
                {(control) => (
                  <NativeSelect
                    {...control}
                    value={finding.kind}
                    onChange={(event) =>
                      change(finding.key, {
                        kind: event.target.value === 'continual' ? 'continual' : 'immediate',
                      })
                    }
                  >
                    <option value="immediate">{t('verifier.report.immediate')}</option>
                    <option value="continual">{t('verifier.report.continual')}</option>
                  </NativeSelect>
                )}
              </Field>
            </div>
            <Field label={t('verifier.report.text')} error={error(`findings.${index}.text`)}>
              {(control) => (
                <textarea
                  {...control}
                  className={textareaClass}
                  rows={3}
                  maxLength={5000}
                  value={finding.text}
                  onChange={(event) => change(finding.key, { text: event.target.value })}
                />
              )}
            </Field>
            {finding.kind === 'continual' && (
              <Field label={t('verifier.report.dueDate')} error={error(`findings.${index}.dueDate`)}>
                {(control) => (
                  <input
                    {...control}
                    type="date"
                    className={inputClass}
                    value={finding.dueDate}
                    onChange={(event) => change(finding.key, { dueDate: event.target.value })}
                  />
                )}
              </Field>
            )}
            <div className={styles.buttons}>
              <Button
                type="button"
                className={buttonClass('quiet', 'small')}
                onPress={() => remove(finding.key)}
              >
                {t('verifier.report.remove', { number })}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <p>
        <Button type="button" className={buttonClass('secondary', 'small')} onPress={add}>
          {t('verifier.report.addFinding')}
        </Button>
      </p>
      <div className={styles.inlineForm}>
        <Choices
          legend={t('verifier.report.recommendation')}
          name="report-recommendation"
          options={[
            { value: 'certify' as const, label: t('verifier.report.certify') },
            { value: 'do-not-certify' as const, label: t('verifier.report.do-not-certify') },
          ]}
          value={draft.recommendation}
          onChange={(recommendation) => setDraft((previous) => ({ ...previous, recommendation }))}
          error={error('recommendation')}
        />
        <Field label={t('verifier.report.comment')}>
          {(control) => (
            <textarea
              {...control}
              className={textareaClass}
              rows={3}
              maxLength={5000}
              value={draft.comment}
              onChange={(event) => setDraft((previous) => ({ ...previous, comment: event.target.value }))}
            />
          )}
        </Field>
        {(send.formError ?? serverError) && <Alert>{send.formError ?? serverError}</Alert>}
        <div className={styles.buttons}>
          <Button type="submit" className={buttonClass('primary')} isPending={send.pending}>
            {t('verifier.report.send')}
          </Button>
        </div>
      </div>
    </form>
  );
}
