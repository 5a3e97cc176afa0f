import { useMemo, useState } from 'react';
import { validateFns as replyValidators } from '../forms/validators/certificationReply.gen.js';
import { useText } from '../i18n/useText';
import { useTranslation } from '../i18n/useTranslation';
import { useApi } from '../services';
import { replyForm, type ReplyData } from './certification.forms';
import { DocumentName, LibraryLink } from './DocumentPicker';
import type { CaseRequest, CertificationData } from './load-certification';
import { QuestionName } from './QuestionName';
import { CaseForm, CasePanel } from './CaseForm';
import { useCaseSubmit } from './useCaseSubmit';
import { useCaseDates } from './useCaseDates';
import styles from './certification.module.css';

interface ThreadProps {
  data: CertificationData;
  caseId: number;
  /** The case's annual-data year: a request on annual data links into it. */
  year: number;
  request: CaseRequest;
  canReply: boolean;
  titles: ReadonlyMap<number, string>;
}

function ReplyForm({ data, caseId, request }: Pick<ThreadProps, 'data' | 'caseId' | 'request'>) {
  const { t } = useTranslation();
  const text = useText();
  const api = useApi();
  const form = useMemo(() => replyForm(text, data.documents), [text, data.documents]);
  const [draft, setDraft] = useState<ReplyData>({});
  // A sent reply starts a new form: the emptied one would otherwise call its text missing.
  const [sent, setSent] = useState(0);
  const send = useCaseSubmit(
    (reply: ReplyData) =>
      api.POST('/api/organisation/{orgId}/certification/cases/{caseId}/requests/{requestId}/replies', {
        params: { path: { orgId: data.organisation.id, caseId, requestId: request.id } },
        body: form.toPayload(reply),
      }),
    {
      onSuccess: () => {
        setDraft({});
        setSent((count) => count + 1);
      },
    },
  );
  return (
    <div className={styles.replyForm}>
      <CaseForm
        key={sent}
        config={form}
        validators={replyValidators}
        draft={draft}
        onDraft={setDraft}
        submission={send}
        submitLabel={t('certification.club.sendReply')}
      />
      <LibraryLink organisation={data.organisation} />
    </div>
  );
}

/** One request of the verifier on a question, its replies, and the club's reply while it is open. */
function Thread({ data, caseId, year, request, canReply, titles }: ThreadProps) {
  const { t } = useTranslation();
  const dates = useCaseDates();
  const open = request.closedAt === null;
  return (
    <li className={styles.item}>
      <p className={styles.itemHead}>
        <span className={styles.kind}>{t(`certification.common.request.${request.kind}`)}</span>
        <QuestionName place={data.places.get(request.questionId)} year={year} />
      </p>
      <p className={styles.comment}>{request.text}</p>
      <p className={styles.muted}>
        {open
          ? t('certification.club.openedAt', { when: dates.moment(request.openedAt) })
          : t('certification.club.closedAt', { when: dates.moment(request.closedAt ?? request.openedAt) })}
      </p>
      {request.replies.length > 0 && (
        <ol className={styles.replies}>
          {request.replies.map((reply) => (
            <li key={reply.id} className={reply.byVerifier ? styles.replyVerifier : styles.replyClub}>
              <p className={styles.muted}>
                {t('certification.club.byWhen', {
                  name: reply.authorName ?? t('certification.club.deletedAccount'),
                  when: dates.moment(reply.at),
                })}
              </p>
              <p className={styles.comment}>{reply.text}</p>
              <DocumentName documentId={reply.documentId} titles={titles} />
            </li>
          ))}
        </ol>
      )}
      {open && canReply && <ReplyForm data={data} caseId={caseId} request={request} />}
    </li>
  );
}

/** The verifier's requests, open ones first: each answered with text and, if wanted, a document of the library. */
export function RequestThreads({
  data,
  requests,
  caseId,
  year,
  canReply,
  titles,
}: Omit<ThreadProps, 'request'> & { requests: CaseRequest[] }) {
  const { t } = useTranslation();
  const ordered = [...requests].sort((a, b) => Number(a.closedAt !== null) - Number(b.closedAt !== null));
  return (
    <CasePanel id="certification-requests" title={t('certification.club.requests')}>
      <ul className={styles.items}>
        {ordered.map((request) => (
          <Thread
            key={request.id}
            data={data}
            caseId={caseId}
            year={year}
            request={request}
            canReply={canReply}
            titles={titles}
          />
        ))}
      </ul>
    </CasePanel>
  );
}
