import { useTranslation } from '../i18n/useTranslation';
import { ButtonLink } from '../ui/ButtonLink';
import { Card } from '../ui/Card';

/** The features whose pages are built in later issues: each has a title and a one-line text. */
export type LaterFeature = 'facilityProfile' | 'documents' | 'reviews' | 'annualData';

/**
 * A page the menu links to whose feature comes in a later release says so plainly and offers the
 * way back, rather than a "page not found" or a form that cannot be sent.
 */
export function ComingLaterScreen({ feature }: { feature: LaterFeature }) {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow">
      <Card title={t(`comingLater.${feature}.title`)}>
        <p className="card__lead">{t(`comingLater.${feature}.text`)}</p>
        <p className="muted">{t('comingLater.text')}</p>
        <div className="card__actions">
          <ButtonLink to="/" variant="secondary">
            {t('comingLater.home')}
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
