import { useState } from 'react';
import { useSubmit } from '../forms/useSubmit';
import { useTranslation } from '../i18n/useTranslation';
import { useApi, useServices } from '../services';
import { ButtonLink } from '../ui/ButtonLink';
import { Card, CardActions, CardLead } from '../ui/Card';
import { buttonClass } from '../ui/button';
import { Page } from '../ui/Page';
import { Alert } from '../ui/Alert';
import { forgetProgrammeRoles } from './roles';

/**
 * The page an invitation to the programme opens for someone with an account (docs/certification.md#access):
 * opening it changes nothing; the button takes the role, and the programme area is then one click on.
 */
export function AcceptProgrammeInvitation({ token }: { token: string | undefined }) {
  const { t } = useTranslation();
  const api = useApi();
  const services = useServices();
  const [accepted, setAccepted] = useState(false);
  const accept = useSubmit(
    () => api.POST('/api/certification/invitations/accept', { body: { token: token ?? '' } }),
    {
      onSuccess: () => {
        forgetProgrammeRoles(services);
        setAccepted(true);
      },
      onRefusal: ({ status }) => (status === 422 ? { key: 'programme.invitation.invalid' } : undefined),
    },
  );
  return (
    <Page width="narrow">
      <Card title={t('programme.invitation.title')} icon={accepted ? 'success' : undefined}>
        <CardLead>{t(accepted ? 'programme.invitation.accepted' : 'programme.invitation.lead')}</CardLead>
        {accept.formError && <Alert>{accept.formError}</Alert>}
        <CardActions>
          {accepted ? (
            <ButtonLink to="/programme">{t('programme.invitation.open')}</ButtonLink>
          ) : (
            <button
              type="button"
              className={buttonClass('primary')}
              disabled={accept.pending || !token}
              onClick={() => void accept.submit()}
            >
              {t('programme.invitation.accept')}
            </button>
          )}
        </CardActions>
      </Card>
    </Page>
  );
}
