import { useTranslation } from '../i18n/useTranslation';
import { ButtonLink } from '../ui/ButtonLink';
import { Card, CardActions, CardLead } from '../ui/Card';
import { PUBLIC_PATHS, type Variant } from '../routing/paths';
import { PublicStack } from '../ui/PublicStack';

/** The reset link was unknown or spent (docs/accounts.md#errors); offers a new link or sign-in. */
export function InvalidResetTokenScreen({ variant }: { variant: Variant }) {
  const { t } = useTranslation();
  return (
    <PublicStack>
      <Card title={t('invalidResetToken.title')} icon="warning">
        <CardLead>{t('errors.invalidResetToken')}</CardLead>
        <CardActions>
          <ButtonLink to={PUBLIC_PATHS[variant].forgottenPassword}>
            {t('invalidResetToken.requestNew')}
          </ButtonLink>
          <ButtonLink to={PUBLIC_PATHS[variant].login} variant="secondary">
            {t('common.backToSignIn')}
          </ButtonLink>
        </CardActions>
      </Card>
    </PublicStack>
  );
}
