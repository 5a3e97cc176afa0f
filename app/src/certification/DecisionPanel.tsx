import { useTranslation } from '../i18n/useTranslation';
import { CertificateDownload } from './CertificateDownload';
import { Panel, PanelTitle } from '../ui/Panel';
import type { CertificationCase } from './load-certification';
import { useCaseDates } from './useCaseDates';
import styles from './certification.module.css';

/**
 * The programme's decision (docs/certification.md#deciding): the certificate with its code and the
 * days it is valid from and until, or the reasons for a refusal.
 */
export function DecisionPanel({ current }: { current: CertificationCase }) {
  const { t } = useTranslation();
  const decision = current.decision!;
  const dates = useCaseDates();
  const certified = decision.outcome === 'certified';
  return (
    <Panel aria-labelledby="certification-decision" className={certified ? styles.certificate : undefined}>
      <PanelTitle id="certification-decision">
        {t(certified ? 'certification.club.certificate' : 'certification.club.refused')}
      </PanelTitle>
      {certified ? (
        <dl className={styles.facts}>
          <div>
            <dt>{t('certification.club.certificateCode')}</dt>
            <dd className={styles.code} data-testid="certificate-code">
              {decision.certificateCode}
            </dd>
          </div>
          <div>
            <dt>{t('certification.club.validFrom')}</dt>
            <dd>{dates.day(decision.decidedAt)}</dd>
          </div>
          {decision.validUntil && (
            <div>
              <dt>{t('certification.club.validUntil')}</dt>
              <dd>{dates.day(decision.validUntil)}</dd>
            </div>
          )}
        </dl>
      ) : (
        <>
          <p className={styles.muted}>
            {t('certification.club.decidedAt', { when: dates.moment(decision.decidedAt) })}
          </p>
          {decision.reasons && <p className={styles.comment}>{decision.reasons}</p>}
        </>
      )}
      {certified && <CertificateDownload organisationId={current.organisationId} caseId={current.id} />}
    </Panel>
  );
}
