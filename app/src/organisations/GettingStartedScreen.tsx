import { useTranslation } from '../i18n/useTranslation';
import { Icon } from '../ui/icons';
import { AppLink } from '../ui/links';
import styles from './organisations.module.css';
import { Page, PageLead, PageTitle } from '../ui/Page';

/** For users without an organisation: create a facility or ask to join one (docs/organisations.md#purpose). */
export function GettingStartedScreen() {
  const { t } = useTranslation();
  return (
    <Page>
      <PageTitle>{t('gettingStarted.title')}</PageTitle>
      <PageLead>{t('gettingStarted.intro')}</PageLead>
      <div className={styles.choiceGrid}>
        <AppLink to="/create-facility" className={styles.choiceCard}>
          <span className={styles.choiceCardIcon} aria-hidden="true">
            <Icon name="plus" size={28} />
          </span>
          <span className={styles.choiceCardTitle}>{t('gettingStarted.createTitle')}</span>
          <span className={styles.choiceCardText}>{t('gettingStarted.createText')}</span>
        </AppLink>
        <AppLink to="/join-facility" className={styles.choiceCard}>
          <span className={styles.choiceCardIcon} aria-hidden="true">
            <Icon name="join" size={28} />
          </span>
          <span className={styles.choiceCardTitle}>{t('gettingStarted.joinTitle')}</span>
          <span className={styles.choiceCardText}>{t('gettingStarted.joinText')}</span>
        </AppLink>
      </div>
    </Page>
  );
}
