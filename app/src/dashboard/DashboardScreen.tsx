import { formatDate } from '@oncourse/engine/locale';
import { useLocation } from '@tanstack/react-router';
import type { DashboardData } from './load-dashboard';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import defaultOrganisation from '../assets/default-organisation.svg';
import { roleLabelKey } from '../forms/roles';
import { useSubmit } from '../forms/useSubmit';
import { useApi } from '../services';
import { ACTIVITY, hasActivities } from '../session/active-organisation';
import { activeOrganisationAtom, organisationsAtom, updateUserAtom, userAtom } from '../session/atoms';
import { ApiImage } from '../ui/ApiImage';
import { ButtonLink } from '../ui/ButtonLink';
import { AppLink } from '../ui/links';
import { Icon } from '../ui/icons';
import { DashboardBenchmarksPanel, DashboardInsightsCard } from '../insights';
import { SocialPanel } from './SocialPanel';
import { TileGrid } from './TileGrid';
import { GuidedTour } from './tour/GuidedTour';
import { NewOrganisationPanel } from './NewOrganisationPanel';
import styles from './dashboard.module.css';
import cardStyles from '../ui/organisation-card.module.css';
import { buttonClass } from '../ui/button';
import { Page, PageTitle } from '../ui/Page';
import { Eyebrow } from '../ui/Eyebrow';

/**
 * The main dashboard (docs/shell.md#screens): the current organisation card, the tiles, highlights and social
 * links, and the guided tour, which starts by itself for a user who has not taken it yet
 * (`introductory_tour`) and can be replayed.
 */
export function DashboardScreen({ data }: { data: DashboardData }) {
  const { t, locale } = useTranslation();
  const api = useApi();
  const user = useAtomValue(userAtom);
  const updateUser = useSetAtom(updateUserAtom);
  const organisation = useAtomValue(activeOrganisationAtom);
  const organisations = useAtomValue(organisationsAtom) ?? [];
  const membership = organisations.find((candidate) => candidate.id === organisation?.id);
  const createdId = useLocation({ select: (location) => location.state.createdOrganisationId });
  // Only with an organisation: without one there is nothing yet to show around.
  const [touring, setTouring] = useState(() => Boolean(organisation && user && !user.introductoryTour));
  const rememberTour = useSubmit(
    (userId: number) =>
      api.PATCH('/api/app-user/{id}', {
        params: { path: { id: userId } },
        body: { introductory_tour: true },
      }),
    { onSuccess: () => updateUser({ introductoryTour: true }) },
  );
  const endTour = () => {
    setTouring(false);
    // Finished or skipped alike: the tour does not start by itself again.
    if (user && !user.introductoryTour) void rememberTour.submit(user.id);
  };

  return (
    <Page>
      <div className={styles.dashboardHeader}>
        <PageTitle className={styles.dashboardTitle}>
          {t('dashboard.welcome', { name: user?.firstName ?? '' })}
        </PageTitle>
        {organisation && (
          <Button className={buttonClass('secondary', 'small')} onPress={() => setTouring(true)}>
            <Icon name="start" size={18} />
            {t('tour.start')}
          </Button>
        )}
      </div>
      {organisation ? (
        <section className={cardStyles.organisationCard} aria-labelledby="organisation-card-title">
          <ApiImage
            source={organisation.logoId ? { kind: 'logo', id: organisation.logoId } : null}
            fallback={defaultOrganisation}
            alt=""
            className={cardStyles.organisationCardLogo}
            size={72}
          />
          <div>
            <Eyebrow>
              {t(organisation.type === 'TOURNAMENT' ? 'dashboard.tournament' : 'dashboard.facility')}
            </Eyebrow>
            <h2 id="organisation-card-title" className={cardStyles.organisationCardName}>
              {organisation.name}
            </h2>
            {membership?.role && (
              <p className="muted">{t('dashboard.yourRole', { role: t(roleLabelKey(membership.role)) })}</p>
            )}
            {membership?.certifiedUntil && (
              <p className={cardStyles.organisationCardCertified}>
                <AppLink to="/certification">
                  {t('dashboard.certifiedUntil', {
                    date: formatDate(membership.certifiedUntil, locale),
                  })}
                </AppLink>
              </p>
            )}
            <div className={cardStyles.organisationCardActions}>
              {hasActivities(organisation, ACTIVITY.FACILITY_PROFILE) && (
                <ButtonLink
                  to="/profile/$organisationType"
                  params={{
                    organisationType: organisation.type === 'TOURNAMENT' ? 'tournament' : 'facility',
                  }}
                >
                  {t(organisation.type === 'TOURNAMENT' ? 'menu.tournamentProfile' : 'menu.facilityProfile')}
                </ButtonLink>
              )}
              {organisations.length > 1 && (
                <ButtonLink to="/user-profile" state={{ profileTab: 'facilities' }} variant="secondary">
                  {t('dashboard.switchAccount')}
                </ButtonLink>
              )}
              <ButtonLink to="/getting-started" variant="quiet">
                {t('dashboard.addAccount')}
              </ButtonLink>
            </div>
          </div>
        </section>
      ) : (
        <section className={cardStyles.organisationCard}>
          <div>
            <h2 className={cardStyles.organisationCardName}>{t('dashboard.noOrganisationTitle')}</h2>
            <p>{t('dashboard.noOrganisationText')}</p>
            <div className={cardStyles.organisationCardActions}>
              <ButtonLink to="/getting-started">{t('menu.gettingStarted')}</ButtonLink>
            </div>
          </div>
        </section>
      )}
      {organisation && createdId === organisation.id && <NewOrganisationPanel organisation={organisation} />}
      {data.insights && <DashboardInsightsCard pending={data.insights} />}
      {data.insights && organisation && <DashboardBenchmarksPanel organisationId={organisation.id} />}
      <TileGrid tiles={data.tiles} />
      <SocialPanel highlights={data.highlights} />
      <GuidedTour isOpen={touring} onEnd={endTour} />
    </Page>
  );
}
