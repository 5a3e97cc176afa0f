import { useRouter } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { LANGUAGE_NAMES } from '../../forms/language-names';
import { useSubmit } from '../../forms/useSubmit';
import { useTranslation } from '../../i18n/useTranslation';
import { useApi } from '../../services';
import { Alert } from '../../ui/Alert';
import { buttonClass } from '../../ui/button';
import { InputField } from '../people/InputField';
import styles from '../programme.module.css';
import { NOTICE_LANGUAGES, type NoticeLanguage } from './console-search';
import type { Notice } from './load-console';
import { consoleRefusal } from './refusal';
import { TextAreaField } from './TextAreaField';

type Texts = Partial<Record<NoticeLanguage, string>>;
const filled = (text: string | undefined) => (text ?? '').trim() !== '';
/** Only the languages written in are sent: a language left empty falls back to English for its readers. */
const written = (texts: Texts) =>
  Object.fromEntries(Object.entries(texts).filter(([, text]) => filled(text))) as Record<string, string>;
const pick = (texts: Record<string, string>): Texts =>
  Object.fromEntries(
    NOTICE_LANGUAGES.filter((key) => texts[key] !== undefined).map((key) => [key, texts[key]]),
  );

/**
 * A notice's title and text in each of the seven languages (docs/programme-console.md#input-rules):
 * one language at a time, the picker marking which are written; English is required. Switching
 * language or a refusal keeps every word typed.
 */
export function NoticeEditor({
  notice,
  onDone,
}: {
  notice: Notice | null;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const router = useRouter();
  const titleId = useId();
  const [language, setLanguage] = useState<NoticeLanguage>('en');
  const [titles, setTitles] = useState<Texts>(() => pick(notice?.title ?? {}));
  const [bodies, setBodies] = useState<Texts>(() => pick(notice?.body ?? {}));
  const save = useSubmit(
    () => {
      const body = { title: written(titles), body: written(bodies) };
      return notice
        ? api.PUT('/api/console/announcements/{announcementId}', {
            params: { path: { announcementId: notice.id } },
            body,
          })
        : api.POST('/api/console/announcements', { body });
    },
    {
      onSuccess: async () => {
        onDone(t(notice ? 'console.notices.saved' : 'console.notices.drafted'));
        await router.invalidate();
      },
      onRefusal: (refusal) => {
        // The English title is the one a refusal names: show it where it can be typed.
        if (refusal.detail?.field?.endsWith('.en')) setLanguage('en');
        return consoleRefusal(refusal);
      },
      failureKey: 'console.failed',
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.submit();
  };
  const fieldError = (kind: 'title' | 'body') =>
    save.fieldErrors?.[`${kind}.${language}`]?.[0] ??
    (language === 'en' ? save.fieldErrors?.[kind]?.[0] : undefined);
  return (
    <form className={styles.panel} onSubmit={submit} aria-labelledby={titleId} noValidate>
      <h2 id={titleId}>{t(notice ? 'console.notices.editTitle' : 'console.notices.writeTitle')}</h2>
      <p className="muted">{t('console.notices.formLead')}</p>
      <div className={styles.languagePicker} role="group" aria-label={t('console.notices.languages')}>
        {NOTICE_LANGUAGES.map((key) => {
          const done = filled(titles[key]) || filled(bodies[key]);
          return (
            <button
              key={key}
              type="button"
              lang={key}
              aria-pressed={language === key}
              className={buttonClass(language === key ? 'primary' : 'secondary', 'small')}
              onClick={() => setLanguage(key)}
            >
              {LANGUAGE_NAMES[key]}
              {key === 'en' && <span aria-hidden="true"> *</span>}
              <span className={styles.languageState}>
                {done ? ' ✓' : ''}
                <span className="visually-hidden">
                  {`, ${t(done ? 'console.notices.written' : 'console.notices.notWritten')}`}
                </span>
              </span>
            </button>
          );
        })}
      </div>
      <p className="muted">{t('console.notices.fallback')}</p>
      <div lang={language} className={styles.noticeFields}>
        <InputField
          key={`title-${language}`}
          label={t('console.notices.noticeTitle', { language: LANGUAGE_NAMES[language] ?? language })}
          maxLength={200}
          value={titles[language] ?? ''}
          onChange={(event) => setTitles({ ...titles, [language]: event.target.value })}
          error={fieldError('title')}
          {...(language === 'en' ? { required: true } : {})}
        />
        <TextAreaField
          key={`body-${language}`}
          label={t('console.notices.noticeText', { language: LANGUAGE_NAMES[language] ?? language })}
          maxLength={5000}
          rows={6}
          value={bodies[language] ?? ''}
          onChange={(event) => setBodies({ ...bodies, [language]: event.target.value })}
          error={fieldError('body')}
        />
      </div>
      {save.formError && <Alert>{save.formError}</Alert>}
      <div className={styles.buttons}>
        <button type="submit" className={buttonClass('primary')} disabled={save.pending}>
          {t(notice ? 'console.save' : 'console.notices.saveDraft')}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={() => onDone('')}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
