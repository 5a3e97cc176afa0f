import type { Schemas } from '@oncourse/openapi';
import { option, type FormConfig, type Text } from '../forms/form-config';
import { PHONE_MAX_LENGTH, PHONE_PATTERN } from '../forms/facility-fields';

export type HelpdeskReason = Schemas['HelpdeskReason'];

export interface HelpdeskData {
  reason?: HelpdeskReason;
  phone?: string;
  call_time?: string;
  message?: string;
}

/** docs/helpdesk.md#limits: a helpdesk message holds at most 2000 characters. */
export const HELPDESK_MESSAGE_MAX = 2000;
/** docs/helpdesk.md#limits: the convenient time for a call, in the sender's words. */
export const HELPDESK_CALL_TIME_MAX = 100;
/** The fewest characters a number to ring can have: six digits (docs/helpdesk.md#input-rules). */
const PHONE_MIN_LENGTH = 6;

/**
 * Contact us (docs/helpdesk.md#input-rules): a reason and a message, both required, the message at
 * most 2000 characters. "Please call me" also asks for the number to ring and a convenient time,
 * both required then; the two fields show only for that reason (`reason`, the one chosen now).
 */
export function helpdeskForm(
  t: Text,
  reason?: HelpdeskReason,
): FormConfig<HelpdeskData, Schemas['HelpdeskMessage']> {
  const call = reason === 'CALL';
  const hidden = { 'ui:widget': 'hidden' };
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
        phone: {
          type: 'string',
          title: t('helpdesk.phone'),
          minLength: PHONE_MIN_LENGTH,
          maxLength: PHONE_MAX_LENGTH,
          pattern: PHONE_PATTERN,
        },
        call_time: { type: 'string', title: t('helpdesk.callTime'), maxLength: HELPDESK_CALL_TIME_MAX },
        message: { type: 'string', title: t('helpdesk.message'), maxLength: HELPDESK_MESSAGE_MAX },
      },
      // The validator is one for both reasons: the call's fields are required only for a call.
      if: { properties: { reason: { const: 'CALL' } }, required: ['reason'] },
      then: { required: ['phone', 'call_time'] },
    },
    uiSchema: {
      reason: { 'ui:widget': 'radio', 'ui:options': { requiredMessage: 'helpdesk.reasonRequired' } },
      phone: call
        ? {
            'ui:autocomplete': 'tel',
            'ui:options': {
              inputType: 'tel',
              patternMessage: 'helpdesk.invalidPhone',
              errorMessages: { minLength: 'helpdesk.invalidPhone', maxLength: 'helpdesk.invalidPhone' },
            },
          }
        : hidden,
      call_time: call ? { 'ui:help': t('helpdesk.callTimeHelp') } : hidden,
      message: { 'ui:widget': 'textarea', 'ui:options': { rows: 6 } },
    },
    toPayload: (data) => ({
      reason: data.reason ?? 'HELP_ONCOURSE',
      message: (data.message ?? '').trim(),
      ...(data.reason === 'CALL'
        ? { phone: (data.phone ?? '').trim(), call_time: (data.call_time ?? '').trim() }
        : {}),
    }),
  };
}
