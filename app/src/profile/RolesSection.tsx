import { useRouter } from '@tanstack/react-router';
import type { ProfileData } from './load-profile';
import { ConfirmDialog } from '@oncourse/renderers/dialogs';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import { roleLabelKey, type JobRole } from '../forms/roles';
import { Alert } from '../ui/Alert';
import { Icon } from '../ui/icons';
import { useSubmit } from '../forms/useSubmit';
import { useApi } from '../services';
import { userAtom } from '../session/atoms';
import { AppLink } from '../ui/links';
import { AddRoleDialog } from './AddRoleDialog';
import { linksWithRole, organisationsWithoutRole, type OrganisationLink } from './roles-state';
import styles from './profile.module.css';
import { buttonClass, iconButtonClass, textLinkClass } from '../ui/button';
import { Panel, PanelHeader, PanelTitle } from '../ui/Panel';

/**
 * The user's role in each organisation (docs/accounts.md#behaviour): removing sets the role to none and offers
 * the organisation to add again; adding takes an organisation and a role of its type. The links
 * come from the /user-profile loader; a change reloads them.
 */
export function RolesSection({ userId, links }: { userId: number; links: ProfileData['links'] }) {
  const { t } = useTranslation();
  const api = useApi();
  const router = useRouter();
  const registrationRole = useAtomValue(userAtom)?.jobRole ?? null;
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<OrganisationLink | null>(null);

  const setRole = useCallback(
    (organisationId: number, role: JobRole | null) =>
      api.PATCH('/api/app-user/{id}/organisation/{orgId}', {
        params: { path: { id: userId, orgId: organisationId } },
        body: { role },
      }),
    [api, userId],
  );
  const reload = () => router.invalidate({ filter: (match) => match.routeId === '/_app/user-profile' });
  const remove = useSubmit((organisationId: number) => setRole(organisationId, null), { onSuccess: reload });

  const confirmRemove = () => {
    if (!removing) return;
    void remove.submit(removing.organisation_id);
    setRemoving(null);
  };

  const withRoles = links ? linksWithRole(links) : [];
  const available = links ? organisationsWithoutRole(links) : [];
  // A disabled button says why (no organisation to add a role for, or a role in every one).
  const joined = links?.filter((link) => link.inviteStatus === 'joined') ?? [];
  const whyNoAdd =
    links === null || available.length > 0 ? null : joined.length === 0 ? 'noOrganisation' : 'allHaveRoles';

  return (
    <Panel aria-labelledby="profile-roles-title">
      <PanelHeader>
        <PanelTitle id="profile-roles-title">{t('roles.title')}</PanelTitle>
        <Button
          className={buttonClass('secondary', 'small')}
          onPress={() => setAdding(true)}
          isDisabled={available.length === 0}
          aria-describedby={whyNoAdd ? 'roles-add-reason' : undefined}
        >
          <Icon name="plus" size={18} />
          {t('roles.add')}
        </Button>
      </PanelHeader>
      {links === null && <Alert>{t('errors.generic')}</Alert>}
      {remove.formError && <Alert>{remove.formError}</Alert>}
      {links !== null && withRoles.length === 0 && <p className="muted">{t('roles.none')}</p>}
      {whyNoAdd === 'noOrganisation' && (
        <p id="roles-add-reason" className="muted">
          {t('roles.noOrganisation')}{' '}
          <AppLink to="/getting-started" className={textLinkClass()}>
            {t('menu.gettingStarted')}
          </AppLink>
        </p>
      )}
      {whyNoAdd === 'allHaveRoles' && (
        <p id="roles-add-reason" className="muted">
          {t('roles.allHaveRoles')}
        </p>
      )}
      {registrationRole && <p>{t('roles.atRegistration', { role: t(roleLabelKey(registrationRole)) })}</p>}
      {withRoles.length > 0 && (
        <ul className={styles.roleList}>
          {withRoles.map((link) => (
            <li key={link.organisation_id} className={styles.roleListItem}>
              <span className={styles.roleListOrganisation}>{link.organisation_name}</span>
              <span className={styles.roleListRole}>{link.role ? t(roleLabelKey(link.role)) : ''}</span>
              <Button
                className={iconButtonClass(styles.roleListRemove)}
                onPress={() => setRemoving(link)}
                aria-label={t('roles.removeFrom', { organisation: link.organisation_name })}
              >
                <Icon name="trash" size={18} />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <AddRoleDialog
        isOpen={adding}
        available={available}
        onClose={() => setAdding(false)}
        onAdd={setRole}
        onAdded={reload}
      />
      <ConfirmDialog
        isOpen={removing !== null}
        title={t('roles.removeTitle')}
        confirmLabel={t('roles.remove')}
        cancelLabel={t('common.cancel')}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
        tone="danger"
      >
        <p>{t('roles.removeText', { organisation: removing?.organisation_name ?? '' })}</p>
      </ConfirmDialog>
    </Panel>
  );
}
