import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import { Card, CardActions, CardLead } from '../ui/Card';
import { Logo } from '../ui/Logo';
import { useServices } from '../services';
import { buttonClass } from '../ui/button';
import { PublicStack } from '../ui/PublicStack';
import layout from './PublicLayout.module.css';

/** How often the maintenance page asks whether the server is back. */
export const HEALTH_POLL_MS = 5_000;

/**
 * The maintenance page: 'We'll be back.' while the server is down; it keeps checking the health
 * endpoint and returns to / once the server answers (docs/shell.md#screens).
 */
export function ErrorScreen() {
  const { t } = useTranslation();
  const { checkHealth } = useServices();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);

  const check = useCallback(async () => {
    setChecking(true);
    const up = await checkHealth();
    setChecking(false);
    if (up) await navigate({ to: '/', replace: true });
  }, [checkHealth, navigate]);

  useEffect(() => {
    void check();
    const timer = setInterval(() => void check(), HEALTH_POLL_MS);
    return () => clearInterval(timer);
  }, [check]);

  return (
    <div className={layout.layout}>
      <header className={layout.header}>
        <Logo size={44} />
      </header>
      <main id="main" className={layout.main}>
        <PublicStack>
          <Card title={t('maintenancePage.title')} icon="warning">
            <CardLead>{t('maintenancePage.text')}</CardLead>
            <p className="muted">{t('maintenancePage.hint')}</p>
            <CardActions>
              <Button className={buttonClass('primary')} onPress={() => void check()} isPending={checking}>
                {checking ? t('maintenancePage.checking') : t('maintenancePage.retry')}
              </Button>
            </CardActions>
          </Card>
        </PublicStack>
      </main>
    </div>
  );
}
