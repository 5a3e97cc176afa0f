import { useAtomValue } from 'jotai';
import { useTranslation } from '../i18n/useTranslation';
import { AppShell, useInsideShell } from './AppShell';
import { EMPTY_SHELL_DATA } from './load-shell';
import { ButtonLink } from '../ui/ButtonLink';
import { Card, CardActions, CardLead } from '../ui/Card';
import { PublicLayout } from './PublicLayout';
import { sessionAtom } from '../session/atoms';
import { Page } from '../ui/Page';
import { PublicStack } from '../ui/PublicStack';

/** Unknown paths, including menu targets content names that no page serves; kept inside the right layout. */
export function NotFound() {
  const { t } = useTranslation();
  const signedIn = useAtomValue(sessionAtom) !== null;
  // A path that matched the signed-in layout before failing shows inside its shell already.
  const insideShell = useInsideShell();
  const card = (
    <Card title={t('notFound.title')} icon="warning">
      <CardLead>{t('notFound.text')}</CardLead>
      <CardActions>
        <ButtonLink to={signedIn ? '/' : '/login'}>
          {t(signedIn ? 'notFound.home' : 'common.backToSignIn')}
        </ButtonLink>
      </CardActions>
    </Card>
  );
  const page = <Page width="narrow">{card}</Page>;
  if (insideShell) return page;
  if (signedIn) {
    // An unknown path matches no loader: the frame shows without the badge and improve menu.
    return <AppShell data={EMPTY_SHELL_DATA}>{page}</AppShell>;
  }
  return (
    <PublicLayout>
      <PublicStack>{card}</PublicStack>
    </PublicLayout>
  );
}
