import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useSubmit } from '../forms/useSubmit';
import { useTranslation } from '../i18n/useTranslation';
import { useServices } from '../services';
import { useSwitchOrganisation } from '../session/useSwitchOrganisation';
import { Alert } from '../ui/Alert';
import { ButtonLink } from '../ui/ButtonLink';
import { Card, CardActions, CardLead } from '../ui/Card';
import { joinedOutcome, refusedInvitation, type InvitationOutcome } from './accept-invitation';
import { buttonClass } from '../ui/button';
import { Page } from '../ui/Page';

/**
 * The page an invitation link opens for someone with an account (docs/team.md): the invitation to
 * accept with a button, then the way into the organisation; or why not (expired after 5 days: ask
 * for a new one).
 */
export function AcceptInvitationScreen({ link }: { link: InvitationOutcome }) {
  const { t } = useTranslation();
  const services = useServices();
  const open = useSwitchOrganisation();
  const [outcome, setOutcome] = useState(link);
  const accept = useSubmit(
    (organisationId: number, userId: number) =>
      services.api.GET('/api/organisation/{id}/user/{userId}/update-invited-status', {
        params: { path: { id: organisationId, userId } },
      }),
    {
      onSuccess: async (_member, organisationId, userId) =>
        setOutcome(await joinedOutcome(services, organisationId, userId)),
      onRefusal: ({ status }) => {
        setOutcome(refusedInvitation(status));
        return 'handled';
      },
    },
  );
  if (outcome.kind === 'ask') {
    const { organisationId, userId } = outcome;
    return (
      <Page width="narrow">
        <Card title={t('invitation.askTitle')}>
          <CardLead>{t('invitation.askText')}</CardLead>
          {accept.formError && <Alert>{accept.formError}</Alert>}
          <CardActions>
            <Button
              className={buttonClass('primary')}
              isPending={accept.pending}
              onPress={() => void accept.submit(organisationId, userId)}
            >
              {t('invitation.accept')}
            </Button>
            <ButtonLink to="/" variant="secondary">
              {t('notFound.home')}
            </ButtonLink>
          </CardActions>
        </Card>
      </Page>
    );
  }
  if (outcome.kind === 'joined') {
    const { organisation } = outcome;
    return (
      <Page width="narrow">
        <Card title={t('invitation.joinedTitle')} icon="success">
          <CardLead>
            {organisation
              ? t('invitation.joinedText', { name: organisation.name })
              : t('invitation.joinedTextUnnamed')}
          </CardLead>
          {open.formError && <Alert>{open.formError}</Alert>}
          <CardActions>
            {organisation ? (
              <Button
                className={buttonClass('primary')}
                isPending={open.pending}
                onPress={() => void open.submit(organisation)}
              >
                {t('invitation.open', { name: organisation.name })}
              </Button>
            ) : (
              <ButtonLink to="/">{t('notFound.home')}</ButtonLink>
            )}
          </CardActions>
        </Card>
      </Page>
    );
  }
  return (
    <Page width="narrow">
      <Card title={t(`invitation.${outcome.kind}Title`)} icon="warning">
        <CardLead>{t(`invitation.${outcome.kind}Text`)}</CardLead>
        <CardActions>
          {outcome.kind === 'expired' && <ButtonLink to="/helpdesk">{t('invitation.askForNew')}</ButtonLink>}
          <ButtonLink to="/" variant="secondary">
            {t('notFound.home')}
          </ButtonLink>
        </CardActions>
      </Card>
    </Page>
  );
}
