import { useAtomValue, useSetAtom } from 'jotai';
import { useId } from 'react';
import { INTERFACE_LANGUAGES, LANGUAGE_NAMES } from '../forms/language-names';
import { useSubmit } from '../forms/useSubmit';
import { useTranslation } from '../i18n/useTranslation';
import { useApi } from '../services';
import { updateUserAtom, userAtom } from '../session/atoms';
import { toSessionUser } from '../session/mappers';
import styles from './programme.module.css';

/**
 * The programme frame's language switch: the person's own language setting, saved at once, as the
 * profile saves it (docs/languages-units-themes.md#languages), so every page follows. It offers
 * the seven interface languages: the programme's pages have no text in any other.
 */
export function LanguageSelect() {
  const { t, language } = useTranslation();
  const api = useApi();
  const user = useAtomValue(userAtom);
  const updateUser = useSetAtom(updateUserAtom);
  const id = useId();
  const save = useSubmit(
    (chosen: string) =>
      api.PATCH('/api/app-user/{id}', { params: { path: { id: user!.id } }, body: { language: chosen } }),
    { onSuccess: (answer) => updateUser(toSessionUser(answer.data)) },
  );
  if (!user) return null;
  return (
    <span className={styles.language}>
      <label htmlFor={id} className="visually-hidden">
        {t('layout.language')}
      </label>
      <select
        id={id}
        value={language}
        disabled={save.pending}
        onChange={(event) => void save.submit(event.target.value)}
      >
        {INTERFACE_LANGUAGES.map((key) => (
          <option key={key} value={key} lang={key}>
            {LANGUAGE_NAMES[key]}
          </option>
        ))}
      </select>
    </span>
  );
}
