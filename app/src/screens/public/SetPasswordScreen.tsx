import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import {
  errorDetail,
  GENERIC_ERROR_KEY,
  isInvalidTokenError,
  isPasswordComplexityError,
} from '../../api/errors';
import { AppForm } from '../../forms/AppForm';
import type { FormConfig } from '../../forms/form-config';
import { passwordsMatch, type NewPasswordData } from '../../forms/new-password.form';
import { useText } from '../../i18n/useText';
import { Alert } from '../../layout/Alert';
import { Card } from '../../layout/Card';

/** What both set-password endpoints answer: a sign-in link, or an error answer. */
export interface SetPasswordAnswer {
  data?: { data: { signInLink: string } } | undefined;
  error?: unknown;
  response: Response;
}

interface SetPasswordScreenProps<TPayload> {
  form: FormConfig<NewPasswordData, TPayload>;
  /** Catalogue keys of the card's title, intro and submit label. */
  textKeys: { title: string; intro: string; submit: string };
  send: (payload: TPayload) => Promise<SetPasswordAnswer>;
  onPasswordSet: (signInLink: string) => Promise<void>;
  onInvalidToken: () => Promise<void>;
}

/**
 * Password and retyped password for an e-mailed token, shared by the password reset and the end of
 * a registration (spec 000 §4): a spent token leads away, a weak password stays with its message.
 */
export function SetPasswordScreen<TPayload>({
  form,
  textKeys,
  send,
  onPasswordSet,
  onInvalidToken,
}: SetPasswordScreenProps<TPayload>) {
  const { t } = useTranslation();
  const text = useText();
  const validate = useMemo(() => passwordsMatch<NewPasswordData>(text), [text]);
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const submit = async (data: NewPasswordData) => {
    setBusy(true);
    setErrorKey(null);
    try {
      const { data: answer, error, response } = await send(form.toPayload(data));
      if (answer) {
        await onPasswordSet(answer.data.signInLink);
        return;
      }
      const detail = errorDetail(error);
      if (isInvalidTokenError(response.status, detail)) {
        await onInvalidToken();
        return;
      }
      setErrorKey(
        isPasswordComplexityError(response.status, detail) ? 'errors.passwordComplexity' : GENERIC_ERROR_KEY,
      );
    } catch {
      setErrorKey(GENERIC_ERROR_KEY);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="public-stack">
      <Card title={t(textKeys.title)}>
        <p className="card__lead">{t(textKeys.intro)}</p>
        {errorKey && <Alert>{t(errorKey)}</Alert>}
        <AppForm
          config={form}
          onSubmit={submit}
          customValidate={validate}
          busy={busy}
          submitLabel={t(textKeys.submit)}
        />
      </Card>
    </div>
  );
}
