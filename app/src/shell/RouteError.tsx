import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from '../i18n/useTranslation';
import { NotAllowedError } from '../routing/guards';
import { ButtonLink } from '../ui/ButtonLink';
import { Card, CardActions, CardLead } from '../ui/Card';
import { buttonClass } from '../ui/button';
import { Page } from '../ui/Page';

/**
 * What a signed-in page shows instead of itself when it cannot: a page the active organisation does
 * not grant says which activity is missing (docs/shell.md#access); anything else offers to try again. The
 * shell stays around it, so the user is never left with a blank screen.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  if (error instanceof NotAllowedError) {
    return (
      <Page width="narrow">
        <Card title={t('notAllowed.title')} icon="warning">
          <CardLead>
            {t('notAllowed.text', { activity: t(`notAllowed.activity.${error.activity}`) })}
          </CardLead>
          <p className="muted">{t('notAllowed.hint')}</p>
          <CardActions>
            <ButtonLink to="/">{t('notFound.home')}</ButtonLink>
          </CardActions>
        </Card>
      </Page>
    );
  }
  return (
    <Page width="narrow">
      <Card title={t('routeError.title')} icon="warning">
        <CardLead>{t('errors.generic')}</CardLead>
        <CardActions>
          <button type="button" className={buttonClass('primary')} onClick={() => void router.invalidate()}>
            {t('maintenancePage.retry')}
          </button>
          <ButtonLink to="/" variant="secondary">
            {t('notFound.home')}
          </ButtonLink>
        </CardActions>
      </Card>
    </Page>
  );
}
