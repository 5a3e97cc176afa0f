import type { Schemas } from '@oncourse/openapi';
import { option, type FormConfig, type Text } from '../forms/form-config';

export type HelpdeskReason = Schemas['HelpdeskReason'];

export interface HelpdeskData {
  reason?: HelpdeskReason;
  message?: string;
}

/** docs/helpdesk.md#limits: a helpdesk message holds at most 2000 characters. */
export const HELPDESK_MESSAGE_MAX = 2000;

/** Contact us: a reason and a message, both required, the message at most 2000 characters (docs/helpdesk.md#input-rules). */
export function helpdeskForm(t: Text): FormConfig<HelpdeskData, Schemas['HelpdeskMessage']> {
  return {
    schema: {
      type: 'object',
      required: ['reason', 'message'],
      properties: {
        reason: {
          type: 'string',
          title: t('helpdesk.reason'),
          oneOf: [
            option('HELP_ONCOURSE', t('helpdesk.reasons.HELP_ONCOURSE')),
            option('CALL', t('helpdesk.reasons.CALL')),
          ],
        },
        message: { type: 'string', title: t('helpdesk.message'), maxLength: HELPDESK_MESSAGE_MAX },
      },
    },
    uiSchema: {
      reason: { 'ui:widget': 'radio', 'ui:options': { requiredMessage: 'helpdesk.reasonRequired' } },
      message: { 'ui:widget': 'textarea', 'ui:options': { rows: 6 } },
    },
    toPayload: (data) => ({ reason: data.reason ?? 'HELP_ONCOURSE', message: (data.message ?? '').trim() }),
  };
}
