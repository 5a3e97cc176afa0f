import { useTranslation } from '../../i18n/useTranslation';
import { ButtonLink } from '../../layout/ButtonLink';
import { Card } from '../../layout/Card';

/**
 * Create and join facility are built in a later issue; until then the page says so plainly and
 * offers the way back, rather than a form that cannot be sent.
 */
export function ComingLaterScreen({ feature }: { feature: 'createFacility' | 'joinFacility' }) {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow">
      <Card title={t(`${feature}.title`)}>
        <p className="card__lead">{t(`${feature}.text`)}</p>
        <p className="muted">{t('comingLater.text')}</p>
        <div className="card__actions">
          <ButtonLink to="/getting-started" variant="secondary">
            {t('comingLater.back')}
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
