import { useTranslation } from '../i18n/useTranslation';
import { ButtonLink } from '../ui/ButtonLink';
import { Card, CardActions, CardLead } from '../ui/Card';

/** The registration link was unknown or used (docs/registration.md#errors), with a way back to sign-in. */
export function InvalidRegistrationTokenScreen() {
  const { t } = useTranslation();
  return (
    <div className="public-stack">
      <Card title={t('invalidRegistrationToken.title')} icon="warning">
        <CardLead>{t('errors.invalidRegistrationToken')}</CardLead>
        <CardActions>
          <ButtonLink to="/login">{t('common.returnToLogin')}</ButtonLink>
          <ButtonLink to="/registration-page" variant="secondary">
            {t('invalidRegistrationToken.registerAgain')}
          </ButtonLink>
        </CardActions>
      </Card>
    </div>
  );
}
