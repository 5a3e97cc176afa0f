import type { Schemas } from '@oncourse/openapi';
import { ConfirmDialog } from '@oncourse/renderers/dialogs';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { useSubmit } from '../forms/useSubmit';
import { useText } from '../i18n/useText';
import { useTranslation } from '../i18n/useTranslation';
import { useApi } from '../services';
import { userAtom } from '../session/atoms';
import type { Activity } from '../session/types';
import { Alert } from '../ui/Alert';
import { rowActionsColumn } from '../ui/row-actions';
import { StackingTable } from '../ui/StackingTable';
import { LazyFormSubmitDialog } from '../forms/LazyFormSubmitDialog';
import { accessTypeForm, inviteForm, memberName, reInviteForm, switchOwnerForm } from './team.forms';
import styles from './team.module.css';
import { buttonClass } from '../ui/button';
import { Panel, PanelHeader, PanelTitle } from '../ui/Panel';
import { RowActions, StatusLabel } from '../ui/Table';
import { validateFns as inviteValidators } from '../forms/validators/invite.gen.js';
import { validateFns as reInviteValidators } from '../forms/validators/reInvite.gen.js';
import { validateFns as accessTypeValidators } from '../forms/validators/accessType.gen.js';
import { validateFns as switchOwnerValidators } from '../forms/validators/switchOwner.gen.js';
import { FacilityJoinRequests, type JoinRequest } from '../join-requests';

type TeamUser = Schemas['TeamUser'];
type RoleType = Schemas['RoleType'];

interface TeamTabProps {
  organisationId: number;
  team: readonly TeamUser[];
  roleTypes: readonly RoleType[];
  /** The facility's requests to join, shown to those who may add people (docs/programme-console.md#access). */
  joinRequests?: readonly JoinRequest[];
  /** What the signed-in member may do here (the organisation's activities for them). */
  activities: readonly Activity[];
}

type Dialog =
  | { kind: 'invite' }
  /** `already`: reached by inviting an address that is invited already. */
  | { kind: 'reInvite'; member: TeamUser; already?: boolean }
  | { kind: 'accessType'; member: TeamUser }
  | { kind: 'remove'; member: TeamUser }
  | { kind: 'switchOwner' };

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, TeamUser>();

/**
 * The team (docs/team.md): members with their status and access type; invite, re-invite (invited
 * only), change access type, remove (never oneself or the owner) and switch owner (the owner, with
 * more than one member). What each row offers comes from the server's action flags.
 */
export function TeamTab({ organisationId, team, roleTypes, joinRequests = [], activities }: TeamTabProps) {
  const { t } = useTranslation();
  const text = useText();
  const api = useApi();
  const router = useRouter();
  const user = useAtomValue(userAtom);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const canInvite = activities.includes('add-user-to-organisation');
  const canSwitchOwner = team.some((member) => member.actions.switchOwner);
  const ownerCandidates = team.filter((member) => member.actions.switchOwner);
  const reload = () => router.invalidate();
  const close = () => setDialog(null);

  const accessLabel = (member: TeamUser) =>
    member.userType === 'OWNER' || member.userType === 'ADMIN_USER'
      ? t(`team.accessTypes.${member.userType}`)
      : t(
          `team.accessTypes.${roleTypes.find((role) => role.id === member.type_id)?.name ?? member.userType}`,
        );

  const remove = useSubmit(
    (member: TeamUser) =>
      api.DELETE('/api/organisation/{id}/user/{userId}', {
        params: { path: { id: organisationId, userId: member.id } },
      }),
    {
      settle: true,
      failureKey: 'team.removeError',
      onSuccess: async (_, member) => {
        close();
        setNotice(t('team.removed', { name: memberName(member) }));
        await reload();
      },
      onRefusal: ({ status }) => (status === 403 ? { key: 'team.cannotRemoveYourself' } : undefined),
    },
  );

  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor((member) => memberName(member), {
          id: 'name',
          header: t('team.columns.name'),
          cell: (info) => (
            <span className={styles.teamMember}>
              <strong>{info.getValue()}</strong>
              {info.row.original.id === user?.id && <span className="muted"> {t('team.you')}</span>}
              {/* Someone invited has no name yet: their address is the name, shown once. */}
              {info.getValue() !== info.row.original.email_address && (
                <span className={`muted ${styles.teamMemberEmail}`}>{info.row.original.email_address}</span>
              )}
            </span>
          ),
        }),
        helper.accessor('status', {
          header: t('team.columns.status'),
          cell: (info) => (
            <StatusLabel tone={info.getValue() === 'Invited' ? 'warning' : 'plain'}>
              {t(`team.status.${info.getValue()}`)}
            </StatusLabel>
          ),
        }),
        helper.accessor((member) => accessLabel(member), { id: 'access', header: t('team.columns.access') }),
        rowActionsColumn(helper, t('team.columns.actions'), (member) => {
          const name = memberName(member);
          return [
            member.actions.reInvite && {
              label: t('team.reInvite'),
              accessibleLabel: t('team.reInviteMember', { name }),
              onPress: () => setDialog({ kind: 'reInvite', member }),
            },
            member.actions.changeAccessType && {
              label: t('team.changeAccess'),
              accessibleLabel: t('team.changeAccessMember', { name }),
              onPress: () => setDialog({ kind: 'accessType', member }),
            },
            member.actions.remove && {
              label: t('team.remove'),
              accessibleLabel: t('team.removeMember', { name }),
              onPress: () => {
                remove.clear();
                setDialog({ kind: 'remove', member });
              },
            },
          ];
        }),
      ]),
    [t, roleTypes, user?.id, remove.clear],
  );
  const table = useTable({
    features,
    columns,
    data: team as TeamUser[],
    getRowId: (member) => String(member.id),
  });
  const labels: Record<string, string> = {
    name: t('team.columns.name'),
    status: t('team.columns.status'),
    access: t('team.columns.access'),
  };

  return (
    <Panel aria-labelledby="team-title">
      <PanelHeader>
        <PanelTitle id="team-title">{t('team.title')}</PanelTitle>
        <RowActions>
          {canSwitchOwner && (
            <Button className={buttonClass('secondary')} onPress={() => setDialog({ kind: 'switchOwner' })}>
              {t('team.switchOwner')}
            </Button>
          )}
          {canInvite && (
            <Button className={buttonClass('primary')} onPress={() => setDialog({ kind: 'invite' })}>
              {t('team.invite')}
            </Button>
          )}
        </RowActions>
      </PanelHeader>
      {!canInvite && <p className="muted">{t('team.viewOnly')}</p>}
      {notice && <Alert tone="success">{notice}</Alert>}
      <StackingTable table={table} labelledBy="team-title" labels={labels} />
      {canInvite && <FacilityJoinRequests organisationId={organisationId} requests={joinRequests} />}

      <LazyFormSubmitDialog
        isOpen={dialog?.kind === 'invite'}
        title={t('team.inviteTitle')}
        intro={t('team.inviteIntro')}
        config={inviteForm(text, roleTypes, organisationId)}
        validators={inviteValidators}
        submitLabel={t('team.sendInvite')}
        failureKey="team.inviteError"
        send={(body) =>
          api.POST('/api/organisation/{id}/user/add', { params: { path: { id: organisationId } }, body })
        }
        onDone={async () => {
          setNotice(t('team.invited'));
          await reload();
        }}
        onClose={close}
        onRefusal={({ status, detail }, payload) => {
          if (status !== 409 && detail?.code !== 'NOT_UNIQUE') return undefined;
          // Invited already: say so and offer to send the invitation again, instead of a dead end.
          const invited = team.find(
            (member) =>
              member.inviteStatus === 'invited' &&
              member.email_address.toLowerCase() === payload.email_address.toLowerCase(),
          );
          if (!invited) return { field: 'email_address', key: 'team.alreadyMember' };
          setDialog({ kind: 'reInvite', member: invited, already: true });
          return 'handled';
        }}
      />
      {dialog?.kind === 'reInvite' && (
        <LazyFormSubmitDialog
          isOpen
          title={t('team.reInviteTitle', { name: memberName(dialog.member) })}
          {...(dialog.already
            ? { intro: t('team.alreadyInvited', { email: dialog.member.email_address }) }
            : {})}
          config={reInviteForm(text)}
          validators={reInviteValidators}
          submitLabel={t('team.sendInvite')}
          failureKey="team.reInviteError"
          send={(body) =>
            api.POST('/api/organisation/{id}/user/{userId}/re-invite', {
              params: { path: { id: organisationId, userId: dialog.member.id } },
              body,
            })
          }
          onDone={async () => {
            setNotice(t('team.invited'));
            await reload();
          }}
          onClose={close}
        />
      )}
      {dialog?.kind === 'accessType' && (
        <LazyFormSubmitDialog
          isOpen
          title={t('team.changeAccessTitle', { name: memberName(dialog.member) })}
          config={accessTypeForm(text, roleTypes)}
          validators={accessTypeValidators}
          initial={{ type_id: dialog.member.type_id }}
          submitLabel={t('profile.save')}
          failureKey="team.changeAccessError"
          send={(body) =>
            api.PATCH('/api/organisation/{id}/user/{userId}', {
              params: { path: { id: organisationId, userId: dialog.member.id } },
              body,
            })
          }
          onDone={reload}
          onClose={close}
        />
      )}
      {dialog?.kind === 'switchOwner' && user && (
        <LazyFormSubmitDialog
          isOpen
          title={t('team.switchOwnerTitle')}
          intro={t('team.switchOwnerIntro')}
          config={switchOwnerForm(text, ownerCandidates)}
          validators={switchOwnerValidators}
          submitLabel={t('team.switchOwner')}
          failureKey="team.switchOwnerError"
          send={(body) =>
            api.POST('/api/organisation/{id}/user/{userId}/switch-owner', {
              params: { path: { id: organisationId, userId: user.id } },
              body,
            })
          }
          onDone={async () => {
            setNotice(t('team.ownerSwitched'));
            await reload();
          }}
          onClose={close}
        />
      )}
      <ConfirmDialog
        isOpen={dialog?.kind === 'remove'}
        title={t('team.removeTitle')}
        confirmLabel={t('team.remove')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        onCancel={close}
        onConfirm={() => dialog?.kind === 'remove' && void remove.submit(dialog.member)}
      >
        {dialog?.kind === 'remove' && <p>{t('team.removeText', { name: memberName(dialog.member) })}</p>}
        {remove.formError && <Alert>{remove.formError}</Alert>}
      </ConfirmDialog>
    </Panel>
  );
}
