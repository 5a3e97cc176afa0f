import { useTranslation } from '../i18n/useTranslation';
import { Icon } from '../ui/icons';
import { AppLink } from '../ui/links';

/** For users without an organisation: create a facility or ask to join one (docs/organisations.md#purpose). */
export function GettingStartedScreen() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="page__title">{t('gettingStarted.title')}</h1>
      <p className="page__lead">{t('gettingStarted.intro')}</p>
      <div className="choice-grid">
        <AppLink to="/create-facility" className="choice-card">
          <span className="choice-card__icon" aria-hidden="true">
            <Icon name="plus" size={28} />
          </span>
          <span className="choice-card__title">{t('gettingStarted.createTitle')}</span>
          <span className="choice-card__text">{t('gettingStarted.createText')}</span>
        </AppLink>
        <AppLink to="/join-facility" className="choice-card">
          <span className="choice-card__icon" aria-hidden="true">
            <Icon name="join" size={28} />
          </span>
          <span className="choice-card__title">{t('gettingStarted.joinTitle')}</span>
          <span className="choice-card__text">{t('gettingStarted.joinText')}</span>
        </AppLink>
      </div>
    </div>
  );
}
