import type { UserOrganisation } from '../session/types';
import { option, type FormConfig, type Text } from '../forms/form-config';
import { roleOptions, type JobRole } from '../forms/roles';

export interface AddRoleData {
  organisation?: number;
  role?: JobRole;
}

/**
 * Add a role: an organisation without a role and a role, both required; the roles offered follow
 * the chosen organisation's type (docs/accounts.md#behaviour, docs/accounts.md#input-rules). Rebuild when the organisation changes.
 */
export function addRoleForm(
  t: Text,
  available: readonly UserOrganisation[],
  chosen: UserOrganisation | undefined,
): FormConfig<AddRoleData, { organisationId: number; role: JobRole }> {
  return {
    schema: {
      type: 'object',
      required: ['organisation', 'role'],
      properties: {
        organisation: {
          type: 'integer',
          title: t('roles.organisation'),
          oneOf: available.map((organisation) => option(organisation.id, organisation.name)),
        },
        // Until an organisation is chosen the (disabled) list holds the roles of the first one's type,
        // because an empty enum is not a valid schema.
        role: {
          type: 'string',
          title: t('roles.role'),
          oneOf: roleOptions(t, chosen?.type ?? available[0]?.type ?? 'FACILITY'),
        },
      },
    },
    uiSchema: {
      organisation: { 'ui:placeholder': t('form.choose') },
      role: {
        'ui:placeholder': chosen ? t('form.choose') : t('roles.chooseOrganisationFirst'),
        'ui:disabled': !chosen,
      },
    },
    toPayload: (data) => ({ organisationId: data.organisation ?? 0, role: data.role ?? 'USER' }),
  };
}
