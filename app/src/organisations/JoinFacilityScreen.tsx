import type { Country } from '../api/load-countries';
import { useMemo, useState } from 'react';
import { AppForm } from '../forms/AppForm';
import { useSubmit } from '../forms/useSubmit';
import { useText } from '../i18n/useText';
import { useTranslation } from '../i18n/useTranslation';
import { useApi } from '../services';
import { Alert } from '../ui/Alert';
import { ButtonLink } from '../ui/ButtonLink';
import { Card, CardActions, CardLead } from '../ui/Card';
import { joinFacilityForm, type JoinFacilityData } from './join-facility.form';
import { Page, PageLead, PageTitle } from '../ui/Page';
import { Panel } from '../ui/Panel';
import { validateFns as joinFacilityValidators } from '../forms/validators/joinFacility.gen.js';

/**
 * Ask to join a facility that already uses OnCourse (docs/organisations.md#purpose): the request is e-mailed to the
 * provider, who adds the user; the page then confirms what happens next.
 */
export function JoinFacilityScreen({ countries }: { countries: Country[] }) {
  const { t } = useTranslation();
  const text = useText();
  const api = useApi();
  const form = useMemo(() => joinFacilityForm(text, countries), [text, countries]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useSubmit(
    (data: JoinFacilityData) => api.POST('/api/organisation/join-request', { body: form.toPayload(data) }),
    { onSuccess: (_answer, data) => setSentTo(data.organisation_name?.trim() ?? '') },
  );

  if (sentTo !== null) {
    return (
      <Page width="narrow">
        <Card title={t('joinFacility.sentTitle')} icon="sent">
          <CardLead role="status">{t('joinFacility.sentText', { name: sentTo })}</CardLead>
          <p className="muted">{t('joinFacility.sentNext')}</p>
          <CardActions>
            <ButtonLink to="/">{t('notFound.home')}</ButtonLink>
            <ButtonLink to="/helpdesk" variant="secondary">
              {t('layout.helpdesk')}
            </ButtonLink>
          </CardActions>
        </Card>
      </Page>
    );
  }

  return (
    <Page width="narrow">
      <PageTitle>{t('joinFacility.title')}</PageTitle>
      <PageLead>{t('joinFacility.intro')}</PageLead>
      <Panel>
        {countries.length === 0 && <Alert>{t('createFacility.noCountries')}</Alert>}
        {send.formError && <Alert>{send.formError}</Alert>}
        <AppForm<JoinFacilityData>
          config={form}
          validators={joinFacilityValidators}
          onSubmit={send.submit}
          busy={send.pending}
          fieldErrors={send.fieldErrors}
          submitLabel={t('joinFacility.send')}
        />
      </Panel>
    </Page>
  );
}
