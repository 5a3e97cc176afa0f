import { useLocation } from '@tanstack/react-router';
import { useTranslation } from '../i18n/useTranslation';
import { ButtonLink } from '../ui/ButtonLink';
import { Card, CardActions, CardLead } from '../ui/Card';
import { signInPath } from '../routing/search';
import { PublicStack } from '../ui/PublicStack';

/** Registration done: a button back to the sign-in link (docs/registration.md#screens). */
export function RegistrationCompletedScreen({ signInLink }: { signInLink?: string | undefined }) {
  const { t } = useTranslation();
  const signInEmail = useLocation({ select: (location) => location.state.signInEmail });
  return (
    <PublicStack>
      <Card title={t('registrationCompleted.title')} icon="success">
        <CardLead>{t('registrationCompleted.text')}</CardLead>
        <CardActions>
          <ButtonLink to={signInPath(signInLink, '/login')} state={{ signInEmail }}>
            {t('common.returnToSignIn')}
          </ButtonLink>
        </CardActions>
      </Card>
    </PublicStack>
  );
}
