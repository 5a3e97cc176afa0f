import { useAtomValue } from 'jotai';
import { Link } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import defaultOrganisation from '../assets/default-organisation.svg';
import { roleLabelKey } from '../forms/roles';
import { ApiImage } from '../ui/ApiImage';
import { ButtonLink } from '../ui/ButtonLink';
import { ACTIVITY, hasActivities } from '../session/active-organisation';
import { activeOrganisationAtom, organisationsAtom, userAtom } from '../session/atoms';

/**
 * The main dashboard's first part: the current organisation card (spec 000 §2). Tiles, social
 * links and the tour are a later issue.
 */
export function DashboardScreen() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const organisation = useAtomValue(activeOrganisationAtom);
  const organisations = useAtomValue(organisationsAtom) ?? [];
  const membership = organisations.find((candidate) => candidate.id === organisation?.id);

  return (
    <div className="page">
      <h1 className="page__title">{t('dashboard.welcome', { name: user?.firstName ?? '' })}</h1>
      {organisation ? (
        <section className="organisation-card" aria-labelledby="organisation-card-title">
          <ApiImage
            source={organisation?.logoId ? { kind: 'logo', id: organisation.logoId } : null}
            fallback={defaultOrganisation}
            alt=""
            className="organisation-card__logo"
            size={72}
          />
          <div className="organisation-card__body">
            <p className="organisation-card__type">
              {t(organisation.type === 'TOURNAMENT' ? 'dashboard.tournament' : 'dashboard.facility')}
            </p>
            <h2 id="organisation-card-title" className="organisation-card__name">
              {organisation.name}
            </h2>
            {membership?.role && (
              <p className="muted">{t('dashboard.yourRole', { role: t(roleLabelKey(membership.role)) })}</p>
            )}
            <div className="organisation-card__actions">
              {hasActivities(organisation, ACTIVITY.FACILITY_PROFILE) && (
                <Link
                  href={organisation.type === 'TOURNAMENT' ? '/profile/tournament' : '/profile/facility'}
                  className="button button--primary"
                >
                  {t(organisation.type === 'TOURNAMENT' ? 'menu.tournamentProfile' : 'menu.facilityProfile')}
                </Link>
              )}
              {organisations.length > 1 && (
                <ButtonLink to="/user-profile" state={{ profileTab: 'facilities' }} variant="secondary">
                  {t('dashboard.switchAccount')}
                </ButtonLink>
              )}
            </div>
          </div>
        </section>
      ) : (
        <section className="organisation-card organisation-card--empty">
          <div className="organisation-card__body">
            <h2 className="organisation-card__name">{t('dashboard.noOrganisationTitle')}</h2>
            <p>{t('dashboard.noOrganisationText')}</p>
            <div className="organisation-card__actions">
              <ButtonLink to="/getting-started">{t('menu.gettingStarted')}</ButtonLink>
            </div>
          </div>
        </section>
      )}
      <p className="muted dashboard__later">{t('dashboard.moreLater')}</p>
    </div>
  );
}
