import { useLocation } from '@tanstack/react-router';
import { useTranslation } from '../i18n/useTranslation';
import { ButtonLink } from '../ui/ButtonLink';
import { Card, CardActions, CardLead } from '../ui/Card';
import { PUBLIC_PATHS, type Variant } from '../routing/paths';
import { signInPath } from '../routing/search';
import { PublicStack } from '../ui/PublicStack';

/** Confirms the new password and returns to the sign-in link the server gave (docs/accounts.md#screens). */
export function ResetSuccessScreen({
  variant,
  signInLink,
}: {
  variant: Variant;
  signInLink?: string | undefined;
}) {
  const { t } = useTranslation();
  const to = signInPath(signInLink, PUBLIC_PATHS[variant].login);
  const signInEmail = useLocation({ select: (location) => location.state.signInEmail });
  return (
    <PublicStack>
      <Card title={t('resetSuccess.title')} icon="success">
        <CardLead>{t('resetSuccess.text')}</CardLead>
        <CardActions>
          <ButtonLink to={to} state={{ signInEmail }}>
            {t('common.signIn')}
          </ButtonLink>
        </CardActions>
      </Card>
    </PublicStack>
  );
}
