import { useTranslation } from '../i18n/useTranslation';
import { ButtonLink } from '../ui/ButtonLink';
import { Card, CardActions, CardLead } from '../ui/Card';
import { PUBLIC_PATHS, type Variant } from '../routing/paths';
import { PublicStack } from '../ui/PublicStack';

/** The neutral confirmation after a reset request: shown whether or not the address is known (docs/accounts.md#behaviour). */
export function ResetLinkSentScreen({ variant }: { variant: Variant }) {
  const { t } = useTranslation();
  return (
    <PublicStack>
      <Card title={t('resetLinkSent.title')} icon="sent">
        <CardLead>{t('resetLinkSent.text')}</CardLead>
        <p className="muted">{t('resetLinkSent.hint')}</p>
        <CardActions>
          <ButtonLink to={PUBLIC_PATHS[variant].login}>{t('common.backToSignIn')}</ButtonLink>
        </CardActions>
      </Card>
    </PublicStack>
  );
}
