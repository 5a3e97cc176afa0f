import { useMemo, useState } from 'react';
import { validateFns as closeFindingValidators } from '../forms/validators/certificationCloseFinding.gen.js';
import { useText } from '../i18n/useText';
import { useTranslation } from '../i18n/useTranslation';
import { useApi } from '../services';
import { closeFindingForm, type CloseFindingData } from './certification.forms';
import { DocumentName, LibraryLink } from './DocumentPicker';
import type { CaseFinding, CertificationData } from './load-certification';
import { CaseForm, CasePanel } from './CaseForm';
import { useCaseSubmit } from './useCaseSubmit';
import { useCaseDates } from './useCaseDates';
import styles from './certification.module.css';

interface FindingProps {
  data: CertificationData;
  caseId: number;
  finding: CaseFinding;
  canClose: boolean;
  titles: ReadonlyMap<number, string>;
}

function CloseFindingForm({ data, caseId, finding }: Pick<FindingProps, 'data' | 'caseId' | 'finding'>) {
  const { t } = useTranslation();
  const text = useText();
  const api = useApi();
  const form = useMemo(() => closeFindingForm(text, data.documents), [text, data.documents]);
  const [draft, setDraft] = useState<CloseFindingData>({});
  const close = useCaseSubmit((closure: CloseFindingData) =>
    api.POST('/api/organisation/{orgId}/certification/cases/{caseId}/findings/{findingId}/close', {
      params: { path: { orgId: data.organisation.id, caseId, findingId: finding.id } },
      body: form.toPayload(closure),
    }),
  );
  // Evidence is a document of the library: with none yet, the way to add one, not a form that cannot be sent.
  if (data.documents.length === 0) return <LibraryLink organisation={data.organisation} />;
  return (
    <div className={styles.replyForm}>
      <CaseForm
        config={form}
        validators={closeFindingValidators}
        draft={draft}
        onDraft={setDraft}
        submission={close}
        submitLabel={t('certification.club.closeFinding')}
      />
      <LibraryLink organisation={data.organisation} />
    </div>
  );
}

function Finding({ data, caseId, finding, canClose, titles }: FindingProps) {
  const { t } = useTranslation();
  const dates = useCaseDates();
  return (
    <li className={styles.item}>
      <p className={styles.itemHead}>
        <span className={finding.kind === 'immediate' ? styles.kindUrgent : styles.kind}>
          {t(`certification.common.finding.${finding.kind}`)}
        </span>
        <span>{data.setTitles.get(finding.questionSetId) ?? ''}</span>
      </p>
      <p className={styles.comment}>{finding.text}</p>
      {finding.dueDate && (
        <p className={styles.muted}>{t('certification.club.due', { date: dates.day(finding.dueDate) })}</p>
      )}
      {finding.closedAt ? (
        <div className={styles.closed}>
          <p className={styles.muted}>
            {t('certification.club.closedAt', { when: dates.moment(finding.closedAt) })}
          </p>
          {finding.closingComment && <p className={styles.comment}>{finding.closingComment}</p>}
          <DocumentName documentId={finding.evidenceDocumentId} titles={titles} />
        </div>
      ) : (
        canClose && <CloseFindingForm data={data} caseId={caseId} finding={finding} />
      )}
    </li>
  );
}

/** The report's improvement points: immediate ones first (a decision waits for them), continual ones with their due date. */
export function FindingsPanel({
  data,
  findings,
  caseId,
  canClose,
  titles,
}: Omit<FindingProps, 'finding'> & { findings: CaseFinding[] }) {
  const { t } = useTranslation();
  const ordered = [...findings].sort(
    (a, b) =>
      Number(a.kind !== 'immediate') - Number(b.kind !== 'immediate') ||
      Number(a.closedAt !== null) - Number(b.closedAt !== null),
  );
  return (
    <CasePanel id="certification-findings" title={t('certification.club.findings')}>
      <ul className={styles.items}>
        {ordered.map((finding) => (
          <Finding
            key={finding.id}
            data={data}
            caseId={caseId}
            finding={finding}
            canClose={canClose}
            titles={titles}
          />
        ))}
      </ul>
    </CasePanel>
  );
}
