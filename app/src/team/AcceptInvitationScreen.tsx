import { Button } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import { useSwitchOrganisation } from '../organisations/useSwitchOrganisation';
import { Alert } from '../ui/Alert';
import { ButtonLink } from '../ui/ButtonLink';
import { Card } from '../ui/Card';
import type { InvitationOutcome } from './accept-invitation';

/**
 * The page an invitation link opens for someone with an account (spec 001 §4): joined, with the way
 * into the organisation; or why not (expired after 5 days: ask for a new one).
 */
export function AcceptInvitationScreen({ outcome }: { outcome: InvitationOutcome }) {
  const { t } = useTranslation();
  const open = useSwitchOrganisation();
  if (outcome.kind === 'joined') {
    const { organisation } = outcome;
    return (
      <div className="page page--narrow">
        <Card title={t('invitation.joinedTitle')} icon="success">
          <p className="card__lead">
            {organisation
              ? t('invitation.joinedText', { name: organisation.name })
              : t('invitation.joinedTextUnnamed')}
          </p>
          {open.formError && <Alert>{open.formError}</Alert>}
          <div className="card__actions">
            {organisation ? (
              <Button
                className="button button--primary"
                isPending={open.pending}
                onPress={() => void open.submit(organisation)}
              >
                {t('invitation.open', { name: organisation.name })}
              </Button>
            ) : (
              <ButtonLink to="/">{t('notFound.home')}</ButtonLink>
            )}
          </div>
        </Card>
      </div>
    );
  }
  return (
    <div className="page page--narrow">
      <Card title={t(`invitation.${outcome.kind}Title`)} icon="warning">
        <p className="card__lead">{t(`invitation.${outcome.kind}Text`)}</p>
        <div className="card__actions">
          {outcome.kind === 'expired' && <ButtonLink to="/helpdesk">{t('invitation.askForNew')}</ButtonLink>}
          <ButtonLink to="/" variant="secondary">
            {t('notFound.home')}
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
