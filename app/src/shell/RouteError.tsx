import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { NotAllowedError } from '../routing/guards';
import { useServices } from '../services';
import { ButtonLink } from '../ui/ButtonLink';
import { Card, CardActions, CardLead } from '../ui/Card';
import { buttonClass } from '../ui/button';
import { Page } from '../ui/Page';

/**
 * What a signed-in page shows instead of itself when it cannot: a page the active organisation does
 * not grant says which activity is missing (docs/shell.md#access); a page that failed while the device
 * is offline says it needs a connection and tries again when the network returns (docs/offline.md),
 * and one whose code or data never arrived while the device thinks it is online asks the server's
 * health: a server that does not answer sends the person to the error page, as any unanswered call
 * does (docs/shell.md#errors); anything else offers to try again. The shell stays around it, so the user is never left with a
 * blank screen.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const { checkHealth } = useServices();
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  useEffect(() => {
    const retry = () => void router.invalidate();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [router]);
  const unreached = isNetworkFailure(error);
  useEffect(() => {
    if (!unreached || !navigator.onLine) return;
    let current = true;
    void checkHealth()
      // A health check that throws is a server that did not answer.
      .catch(() => false)
      .then((up) => {
        if (current && !up) void router.navigate({ to: '/error' });
      });
    return () => {
      current = false;
    };
  }, [unreached, checkHealth, router]);
  if ((!online || unreached) && !(error instanceof NotAllowedError)) {
    return (
      <Page width="narrow">
        <Card title={t('offline.title')} icon="warning">
          <CardLead>{t('offline.needsConnection')}</CardLead>
        </Card>
      </Page>
    );
  }
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

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOnline = () => navigator.onLine;

/**
 * A fetch or a page's code that never arrived: no network, whatever `navigator.onLine` says (it
 * stays true on a network that goes nowhere). Browsers word it differently; all are TypeErrors,
 * apart from the bundler's own for a page's stylesheet, which it loads before the page's code.
 */
function isNetworkFailure(error: unknown): boolean {
  return (
    (error instanceof TypeError &&
      /fetch|network|dynamically imported module|module script failed/i.test(error.message)) ||
    (error instanceof Error && /^Unable to preload CSS for /.test(error.message))
  );
}
