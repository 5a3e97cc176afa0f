import type { Schemas } from '@oncourse/openapi';
import { useMemo } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { isInvalidTokenError, isPasswordComplexityError } from '../api/errors';
import { LightForm } from '../forms/light/LightForm';
import type { Compiled } from '../forms/light/lightValidate';
import type { FormConfig } from '../forms/form-config';
import { useSubmit } from '../forms/useSubmit';
import { passwordsMatch, type NewPasswordData } from './new-password.form';
import { Alert } from '../ui/Alert';
import { Card, CardLead } from '../ui/Card';
import { PublicStack } from '../ui/PublicStack';

/** What both set-password endpoints answer: the new session (as a sign-in's), or an error answer. */
export interface SetPasswordAnswer {
  data?: { data: Schemas['PasswordSetSession'] } | undefined;
  error?: unknown;
  response: Response;
}

interface SetPasswordScreenProps<TPayload> {
  form: FormConfig<NewPasswordData, TPayload>;
  /** The form's compiled validator (`forms.<name>` of forms/light/validators/new-password.gen.js). */
  validate: Compiled;
  /** Catalogue keys of the card's title, intro and submit label. */
  textKeys: { title: string; intro: string; submit: string };
  send: (payload: TPayload) => Promise<SetPasswordAnswer>;
  /** With the session the server started: the person is signed in, not sent to sign in again. */
  onPasswordSet: (session: Schemas['PasswordSetSession']) => Promise<void>;
  onInvalidToken: () => Promise<void>;
}

/**
 * Password and retyped password for an e-mailed token, shared by the password reset and the end of
 * a registration (docs/registration.md#behaviour): a spent token leads away, a weak password stays with its message.
 */
export function SetPasswordScreen<TPayload>({
  form,
  validate,
  textKeys,
  send,
  onPasswordSet,
  onInvalidToken,
}: SetPasswordScreenProps<TPayload>) {
  const { t } = useTranslation();
  // The signed-out pages take `t` itself: useText would be one more file to download.
  const text = t;
  const rule = useMemo(() => passwordsMatch<NewPasswordData>(text), [text]);
  const submission = useSubmit((data: NewPasswordData) => send(form.toPayload(data)), {
    onSuccess: (answer) => onPasswordSet(answer.data),
    onRefusal: async ({ status, detail }) => {
      if (isInvalidTokenError(status, detail)) {
        await onInvalidToken();
        return 'handled';
      }
      return isPasswordComplexityError(status, detail) ? { key: 'errors.passwordComplexity' } : undefined;
    },
  });

  return (
    <PublicStack>
      <Card title={t(textKeys.title)}>
        <CardLead>{t(textKeys.intro)}</CardLead>
        {submission.formError && <Alert>{submission.formError}</Alert>}
        <LightForm
          config={form}
          validate={validate}
          onSubmit={submission.submit}
          customValidate={rule}
          fieldErrors={submission.fieldErrors}
          busy={submission.pending}
          submitLabel={t(textKeys.submit)}
        />
      </Card>
    </PublicStack>
  );
}
