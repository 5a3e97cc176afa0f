import { useTranslation } from '../i18n/useTranslation';
import { ButtonLink } from '../ui/ButtonLink';
import { Card, CardActions, CardLead } from '../ui/Card';
import { PublicStack } from '../ui/PublicStack';

/** The registration link was unknown or used (docs/registration.md#errors), with a way back to sign-in. */
export function InvalidRegistrationTokenScreen() {
  const { t } = useTranslation();
  return (
    <PublicStack>
      <Card title={t('invalidRegistrationToken.title')} icon="warning">
        <CardLead>{t('errors.invalidRegistrationToken')}</CardLead>
        <CardActions>
          <ButtonLink to="/login">{t('common.returnToLogin')}</ButtonLink>
          <ButtonLink to="/registration-page" variant="secondary">
            {t('invalidRegistrationToken.registerAgain')}
          </ButtonLink>
        </CardActions>
      </Card>
    </PublicStack>
  );
}
