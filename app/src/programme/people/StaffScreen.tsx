import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useRouter } from '@tanstack/react-router';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useSubmit } from '../../forms/useSubmit';
import { useTranslation } from '../../i18n/useTranslation';
import { useApi } from '../../services';
import { Alert } from '../../ui/Alert';
import { buttonClass } from '../../ui/button';
import { Page, PageLead, PageTitle } from '../../ui/Page';
import { StackingTable } from '../../ui/StackingTable';
import styles from '../programme.module.css';
import { InputField } from './InputField';
import type { Invitation, StaffMember } from './load-people';
import { PendingInvitations } from './PendingInvitations';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, StaffMember>();

function InviteStaffForm() {
  const { t } = useTranslation();
  const api = useApi();
  const router = useRouter();
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [done, setDone] = useState(false);
  const invite = useSubmit(
    () => api.POST('/api/certification/invitations', { body: { email: email.trim(), role: 'staff' } }),
    {
      onSuccess: async () => {
        setEmail('');
        setDone(true);
        await router.invalidate();
      },
      onRefusal: ({ status }) =>
        status === 409 ? { field: 'email', key: 'programme.people.already' } : undefined,
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    void invite.submit();
  };
  return (
    <form className={styles.panel} onSubmit={submit} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('programme.staff.formTitle')}</h2>
      <p className="muted">{t('programme.staff.formLead')}</p>
      <InputField
        label={t('programme.people.email')}
        type="email"
        required
        maxLength={254}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={invite.fieldErrors?.email?.[0]}
      />
      {invite.formError && <Alert>{invite.formError}</Alert>}
      {done && <Alert tone="success">{t('programme.people.invited')}</Alert>}
      <div className={styles.buttons}>
        <button type="submit" className={buttonClass('primary')} disabled={invite.pending}>
          {t('programme.staff.invite')}
        </button>
      </div>
    </form>
  );
}

/** The programme staff, the form to invite another, and invitations pending (docs/certification.md#screens). */
export function StaffScreen({ staff, invitations }: { staff: StaffMember[]; invitations: Invitation[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('name', { header: t('programme.staff.columns.name') }),
        helper.accessor('email', { header: t('programme.staff.columns.email') }),
      ]),
    [t],
  );
  const table = useTable({ features, columns, data: staff, getRowId: (row) => String(row.userId) });
  const labels = { name: t('programme.staff.columns.name'), email: t('programme.staff.columns.email') };
  return (
    <Page>
      <PageTitle id={titleId}>{t('programme.staff.title')}</PageTitle>
      <PageLead>{t('programme.staff.lead')}</PageLead>
      <StackingTable table={table} labelledBy={titleId} labels={labels} />
      <PendingInvitations invitations={invitations} />
      <InviteStaffForm />
    </Page>
  );
}
