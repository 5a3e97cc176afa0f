import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useSubmit } from '../forms/useSubmit';
import { useTranslation } from '../i18n/useTranslation';
import { useApi } from '../services';
import { Alert } from '../ui/Alert';
import { buttonClass } from '../ui/button';
import { StatusLabel } from '../ui/Table';
import { CaseDocumentButton } from './CaseDocumentButton';
import { useCase } from './case-context';
import { Field, formTokensClass, textareaClass } from './Field';
import type { CertificationCase } from './load-verifier';
import { dayOf } from './written';
import styles from './verifier.module.css';

type Request = CertificationCase['requests'][number];

/** One request with its replies: the club's documents to download, the verifier's reply and closing it. */
export function RequestThread({ request }: { request: Request }) {
  const { t, locale } = useTranslation();
  const api = useApi();
  const { current, replace, may } = useCase();
  const [text, setText] = useState('');
  const open = request.closedAt === null;
  const path = { params: { path: { caseId: current.id, requestId: request.id } } };
  const reply = useSubmit(
    () =>
      api.POST('/api/certification/cases/{caseId}/requests/{requestId}/replies', {
        ...path,
        body: { text: text.trim() },
      }),
    {
      onSuccess: ({ data }) => {
        setText('');
        replace(data);
      },
      failureKey: 'verifier.failed',
    },
  );
  const close = useSubmit(
    () => api.POST('/api/certification/cases/{caseId}/requests/{requestId}/close', { ...path, body: {} }),
    {
      onSuccess: ({ data }) => replace(data),
      failureKey: 'verifier.failed',
    },
  );
  return (
    <article className={styles.thread} aria-label={t(`verifier.request.${request.kind}`)}>
      <p className={styles.threadHead}>
        <strong>{t(`verifier.request.${request.kind}`)}</strong>
        <span>{t('verifier.request.openedOn', { date: dayOf(request.openedAt, locale) })}</span>
        <StatusLabel tone={open ? 'warning' : 'plain'}>
          {t(open ? 'verifier.request.open' : 'verifier.request.closed')}
        </StatusLabel>
      </p>
      <p className={styles.threadText}>{request.text}</p>
      {request.replies.length > 0 && (
        <ul className={styles.replies}>
          {request.replies.map((entry) => (
            <li key={entry.id} className={styles.reply}>
              <p className={styles.threadHead}>
                {t('verifier.request.replyBy', {
                  name: entry.authorName ?? t('verifier.case.formerMember'),
                  date: dayOf(entry.at, locale),
                })}
              </p>
              <p className={styles.threadText}>{entry.text}</p>
              {entry.documentId !== null && <CaseDocumentButton documentId={entry.documentId} />}
            </li>
          ))}
        </ul>
      )}
      {open && may('reply') && (
        <form
          className={`${styles.inlineForm} ${formTokensClass}`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim() !== '') void reply.submit();
          }}
        >
          <Field label={t('verifier.request.replyText')}>
            {(control) => (
              <textarea
                {...control}
                className={textareaClass}
                rows={2}
                maxLength={5000}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            )}
          </Field>
          {(reply.formError ?? close.formError) && <Alert>{reply.formError ?? close.formError}</Alert>}
          <div className={styles.buttons}>
            <Button type="submit" className={buttonClass('secondary', 'small')} isPending={reply.pending}>
              {t('verifier.request.sendReply')}
            </Button>
            {may('close-request') && (
              <Button
                type="button"
                className={buttonClass('quiet', 'small')}
                onPress={() => void close.submit()}
                isPending={close.pending}
              >
                {t('verifier.request.close')}
              </Button>
            )}
          </div>
        </form>
      )}
    </article>
  );
}
