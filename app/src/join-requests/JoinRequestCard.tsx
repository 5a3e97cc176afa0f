import { formatDate } from '@oncourse/engine/locale';
import type { Schemas } from '@oncourse/openapi';
import { useRouter } from '@tanstack/react-router';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useSubmit, type ApiAnswer, type Refusal, type RefusalOutcome } from '../forms/useSubmit';
import { useTranslation } from '../i18n/useTranslation';
import { Alert } from '../ui/Alert';
import { buttonClass } from '../ui/button';
import { StatusLabel } from '../ui/Table';
import styles from './join-requests.module.css';

export type JoinRequest = Schemas['ConsoleJoinRequest'];
export type GrantedAccess = Schemas['JoinRequestApproval']['accessType'];

/** The access types an approval may give: never owner, handed over in the team (docs/programme-console.md#decisions). */
const ACCESS_TYPES: readonly GrantedAccess[] = ['USER', 'USER_VIEW_ONLY', 'ADMIN_USER'];

/** What a refused decision means (docs/programme-console.md#errors); the reason typed stays. */
function decisionRefusal({ detail }: Refusal): RefusalOutcome | undefined {
  switch (detail?.code) {
    case 'INACTIVE_RESOURCE':
      return { key: 'joinRequests.errors.decided' };
    case 'DUPLICATED_VALUE':
      return { key: 'joinRequests.errors.member' };
    case 'UNPROCESSABLE_ENTITY':
      return { key: 'joinRequests.errors.noFacility' };
    case 'NOT_FOUND':
      return { key: 'joinRequests.errors.gone' };
    default:
      return detail?.field === 'reason'
        ? { field: 'reason', key: 'joinRequests.errors.reasonRequired' }
        : undefined;
  }
}

export interface JoinRequestCalls {
  approve: (request: JoinRequest, accessType: GrantedAccess) => Promise<ApiAnswer<unknown>>;
  decline: (request: JoinRequest, reason: string) => Promise<ApiAnswer<unknown>>;
}

/**
 * One request to join a facility (docs/programme-console.md#behaviour): who, which facility, their
 * message and when; while pending, approve with an access type or decline with a reason. Staff
 * and a facility's owner and admins decide through the same card, each with their own calls.
 */
export function JoinRequestCard({
  request,
  calls,
  showFacility,
  onDecided,
}: {
  request: JoinRequest;
  calls: JoinRequestCalls;
  /** Staff see the facility as typed and the one it matched; a facility's own list needs neither. */
  showFacility: boolean;
  /**
   * Where the decision's confirmation goes when the list leaves decided requests out (the staff's
   * pending queue): the card leaves the list with the reload, so the list shows it instead.
   */
  onDecided?: (message: string) => void;
}) {
  const { t, locale } = useTranslation();
  const router = useRouter();
  const id = useId();
  const [accessType, setAccessType] = useState<GrantedAccess>('USER');
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState('');
  const when = useMemo(
    () => ({ format: (at: string) => formatDate(at, locale, { length: 'medium', time: true, zone: 'reader' }) }),
    [locale],
  );
  const decided = (message: string) => {
    setOutcome(message);
    onDecided?.(message);
  };
  const options = { onRefusal: decisionRefusal };
  const approve = useSubmit(() => calls.approve(request, accessType), {
    ...options,
    onSuccess: async () => {
      decided(t('joinRequests.approved', { name: request.person.name }));
      await router.invalidate();
    },
  });
  const decline = useSubmit(() => calls.decline(request, reason), {
    ...options,
    onSuccess: async () => {
      decided(t('joinRequests.declined', { name: request.person.name }));
      await router.invalidate();
    },
  });
  const submitApprove = (event: FormEvent) => {
    event.preventDefault();
    decline.clear();
    void approve.submit();
  };
  const submitDecline = (event: FormEvent) => {
    event.preventDefault();
    approve.clear();
    void decline.submit();
  };
  const pending = request.status === 'pending';
  const reasonError = decline.fieldErrors?.reason?.[0];
  return (
    <li className={styles.card} aria-labelledby={`${id}-who`}>
      <div className={styles.head}>
        <h3 id={`${id}-who`}>
          {request.person.name} <span className={styles.email}>{request.person.email}</span>
        </h3>
        <StatusLabel tone={pending ? 'warning' : 'plain'}>
          {t(`joinRequests.status.${request.status}`)}
        </StatusLabel>
      </div>
      <dl className={styles.facts}>
        {showFacility && (
          <div>
            <dt>{t('joinRequests.facility')}</dt>
            <dd>
              {request.organisationName}
              {request.countryCode ? ` (${request.countryCode})` : ''}
              <br />
              <span className="muted">
                {request.organisation
                  ? t('joinRequests.matched', { title: request.organisation.title })
                  : t('joinRequests.unmatched')}
              </span>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('joinRequests.asked')}</dt>
          <dd>{when.format(request.createdAt)}</dd>
        </div>
        {request.decidedAt && (
          <div>
            <dt>{t('joinRequests.decidedAt')}</dt>
            <dd>
              {when.format(request.decidedAt)}
              {request.accessType && ` · ${t(`team.accessTypes.${request.accessType}`)}`}
            </dd>
          </div>
        )}
      </dl>
      <p className={styles.quote}>
        {request.message ?? <span className="muted">{t('joinRequests.noMessage')}</span>}
      </p>
      {request.declineReason && (
        <p>
          <strong>{t('joinRequests.reasonGiven')}</strong> {request.declineReason}
        </p>
      )}
      {outcome && !onDecided && <Alert tone="success">{outcome}</Alert>}
      {pending && !outcome && (
        <div className={styles.decide}>
          {request.organisation || !showFacility ? (
            <form className={styles.inline} onSubmit={submitApprove}>
              <label htmlFor={`${id}-access`}>{t('joinRequests.accessType')}</label>
              <select
                id={`${id}-access`}
                value={accessType}
                onChange={(event) => setAccessType(event.target.value as GrantedAccess)}
              >
                {ACCESS_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`team.accessTypes.${type}`)}
                  </option>
                ))}
              </select>
              <button type="submit" className={buttonClass('primary', 'small')} disabled={approve.pending}>
                {t('joinRequests.approve')}
              </button>
            </form>
          ) : (
            <p className="muted">{t('joinRequests.cannotApprove')}</p>
          )}
          {declining ? (
            <form className={styles.declineForm} onSubmit={submitDecline} noValidate>
              <label htmlFor={`${id}-reason`}>{t('joinRequests.reason')}</label>
              <textarea
                id={`${id}-reason`}
                rows={3}
                maxLength={2000}
                value={reason}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? `${id}-reason-error` : `${id}-reason-hint`}
                onChange={(event) => setReason(event.target.value)}
              />
              <p id={`${id}-reason-hint`} className="muted">
                {t('joinRequests.reasonHint')}
              </p>
              {reasonError && (
                <p id={`${id}-reason-error`} className={styles.error}>
                  {reasonError}
                </p>
              )}
              <div className={styles.inline}>
                <button type="submit" className={buttonClass('warning', 'small')} disabled={decline.pending}>
                  {t('joinRequests.sendDecline')}
                </button>
                <button
                  type="button"
                  className={buttonClass('quiet', 'small')}
                  onClick={() => setDeclining(false)}
                >
                  {t('common.cancel')}
                </button>
              </div>
            </form>
          ) : (
            <button
              type="button"
              className={buttonClass('secondary', 'small')}
              onClick={() => setDeclining(true)}
            >
              {t('joinRequests.decline')}
            </button>
          )}
          {(approve.formError ?? decline.formError) && (
            <Alert>{approve.formError ?? decline.formError}</Alert>
          )}
        </div>
      )}
    </li>
  );
}
