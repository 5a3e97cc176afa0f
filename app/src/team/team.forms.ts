import type { Schemas } from '@oncourse/openapi';
import { clean, EMAIL_MAX_LENGTH, option, type FormConfig, type Text } from '../forms/form-config';

type RoleType = Schemas['RoleType'];
type TeamUser = Schemas['TeamUser'];

/** docs/team.md#limits: a re-invite's message. */
export const REINVITE_MESSAGE_MAX_LENGTH = 200;
/** The contract's limit on an invitation's message. */
export const INVITE_MESSAGE_MAX_LENGTH = 2000;

const roleOptions = (t: Text, roleTypes: readonly RoleType[]) =>
  roleTypes.map((role) => option(role.id, t(`team.accessTypes.${role.name}`)));

export interface InviteData {
  email_address?: string;
  type_id?: number;
  message?: string;
}

/** Invite (docs/team.md#input-rules): e-mail required and valid, an access type from the role types, an optional message. */
export function inviteForm(
  t: Text,
  roleTypes: readonly RoleType[],
  organisationId: number,
): FormConfig<InviteData, Schemas['InvitePayload']> {
  return {
    schema: {
      type: 'object',
      required: ['email_address', 'type_id'],
      properties: {
        email_address: {
          type: 'string',
          title: t('team.fields.email'),
          format: 'email',
          maxLength: EMAIL_MAX_LENGTH,
        },
        type_id: { type: 'integer', title: t('team.fields.accessType'), oneOf: roleOptions(t, roleTypes) },
        message: { type: 'string', title: t('team.fields.message'), maxLength: INVITE_MESSAGE_MAX_LENGTH },
      },
    },
    uiSchema: {
      email_address: { 'ui:options': { inputType: 'email' }, 'ui:autocomplete': 'off' },
      type_id: {
        'ui:placeholder': t('form.choose'),
        'ui:options': { sort: false },
        // What each access type may do, where it is chosen.
        'ui:help': t('team.fields.accessTypeHelp'),
      },
      message: { 'ui:widget': 'textarea', 'ui:options': { markOptional: true } },
    },
    toPayload: (data) => ({
      email_address: clean(data.email_address),
      type_id: data.type_id ?? 0,
      message: clean(data.message) || null,
      organisation_id: organisationId,
    }),
  };
}

export interface ReInviteData {
  message?: string;
}

/** Re-invite (docs/team.md#input-rules): an optional message of at most 200 characters. */
export function reInviteForm(t: Text): FormConfig<ReInviteData, Schemas['ReInviteRequest']> {
  return {
    schema: {
      type: 'object',
      properties: {
        message: { type: 'string', title: t('team.fields.message'), maxLength: REINVITE_MESSAGE_MAX_LENGTH },
      },
    },
    uiSchema: { message: { 'ui:widget': 'textarea', 'ui:options': { markOptional: true } } },
    toPayload: (data) => ({ message: clean(data.message) || null }),
  };
}

export interface AccessTypeData {
  type_id?: number;
}

/** Change a member's access type (User or User view-only, from the role types). */
export function accessTypeForm(
  t: Text,
  roleTypes: readonly RoleType[],
): FormConfig<AccessTypeData, Schemas['TeamUserUpdate']> {
  return {
    schema: {
      type: 'object',
      required: ['type_id'],
      properties: {
        type_id: { type: 'integer', title: t('team.fields.accessType'), oneOf: roleOptions(t, roleTypes) },
      },
    },
    uiSchema: { type_id: { 'ui:options': { sort: false }, 'ui:help': t('team.fields.accessTypeHelp') } },
    toPayload: (data) => ({ type_id: data.type_id ?? 0 }),
  };
}

export interface SwitchOwnerData {
  userId?: number;
}

/** Switch owner (docs/team.md#input-rules): a joined member must be chosen. */
export function switchOwnerForm(
  t: Text,
  candidates: readonly TeamUser[],
): FormConfig<SwitchOwnerData, Schemas['SwitchOwnerRequest']> {
  return {
    schema: {
      type: 'object',
      required: ['userId'],
      properties: {
        userId: {
          type: 'integer',
          title: t('team.fields.newOwner'),
          oneOf: candidates.map((member) => option(member.id, memberName(member))),
        },
      },
    },
    uiSchema: { userId: { 'ui:placeholder': t('form.choose') } },
    toPayload: (data) => ({ userId: data.userId ?? 0 }),
  };
}

/** A member's name, or their e-mail until an invited person has registered. */
export function memberName(member: TeamUser): string {
  const name = `${member.first_name ?? ''} ${member.last_name ?? ''}`.trim();
  return name || member.email_address;
}
