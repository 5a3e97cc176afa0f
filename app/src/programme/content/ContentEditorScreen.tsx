import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useId, useState, type FormEvent } from 'react';
import { useSubmit } from '../../forms/useSubmit';
import { useTranslation } from '../../i18n/useTranslation';
import { useApi } from '../../services';
import { Alert } from '../../ui/Alert';
import { buttonClass, textLinkClass } from '../../ui/button';
import { AppLink } from '../../ui/links';
import { Page, PageTitle } from '../../ui/Page';
import { InputField } from '../people/InputField';
import programmeStyles from '../programme.module.css';
import { completenessText } from './completeness';
import { ContentPreview } from './ContentPreview';
import { ContentVersions } from './ContentVersions';
import { ImageInsert } from './ImageInsert';
import { PictureForm } from './PictureForm';
import type { EditableContent, Language, Message, Wording } from './load-content';
import styles from './content.module.css';

type Field = keyof Wording;

// The TipTap editor (docs/engineering.md#route-budgets) loads with the form, not with the page's
// first script: the same chunk the notes use, never part of what a club's pages load first.
const RichTextField = lazy(() =>
  import('@oncourse/renderers/rich-text').then((module) => ({ default: module.RichTextField })),
);

/**
 * The wording of one language, as a draft: title, teaser (a tile's description) and, for an item,
 * the rich text. An empty field of another language than English shows what readers get instead.
 */
function WordingForm({
  content,
  language,
  languageName,
  onDone,
}: {
  content: EditableContent;
  language: string;
  languageName: string;
  onDone: (message: Message) => void;
}) {
  const { t, lookup } = useTranslation();
  // The toolbar's labels are the notes' own (docs/reviews.md#screens), looked up as the renderers do.
  const text = useCallback((key: string, fallback?: string) => lookup(key) ?? fallback ?? key, [lookup]);
  const api = useApi();
  const router = useRouter();
  const bodyLabelId = useId();
  const [wording, setWording] = useState<Wording>(content.draft ?? content.published);
  const [dirty, setDirty] = useState(false);
  const path = { params: { path: { contentKind: content.kind, contentId: content.id } } };

  const set = (field: Field, value: string) => {
    setWording((current) => ({ ...current, [field]: { ...current[field], [language]: value } }));
    setDirty(true);
  };
  const save = useSubmit(
    () => api.PUT('/api/console/content/{contentKind}/{contentId}/draft', { ...path, body: wording }),
    {
      settle: true,
      onSuccess: async () => {
        onDone({ key: 'programme.content.saved' });
        await router.invalidate();
      },
      onRefusal: ({ detail }) =>
        detail?.field === 'title.en'
          ? { field: 'title', key: 'programme.content.englishRequired' }
          : undefined,
    },
  );
  const publish = useSubmit(
    () => api.POST('/api/console/content/{contentKind}/{contentId}/publish', { ...path, body: {} }),
    {
      settle: true,
      onSuccess: async () => {
        onDone({ key: 'programme.content.published' });
        await router.invalidate();
      },
    },
  );
  const discard = useSubmit(() => api.DELETE('/api/console/content/{contentKind}/{contentId}/draft', path), {
    onSuccess: async () => {
      onDone({ key: 'programme.content.discarded' });
      await router.invalidate();
    },
  });

  const english = (field: Field) => (language === 'en' ? '' : (wording[field].en ?? ''));
  const fallbackHint = (field: Field) =>
    language !== 'en' && !wording[field][language] && english(field)
      ? t('programme.content.fallbackHint', { language: languageName })
      : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.submit();
  };
  const teaserLabel =
    content.kind === 'tile'
      ? t('programme.content.fields.description')
      : t('programme.content.fields.teaser');

  return (
    <form
      className={`${programmeStyles.panel} ${styles.form}`}
      onSubmit={submit}
      aria-label={t('programme.content.formLabel', { language: languageName })}
    >
      <InputField
        label={t('programme.content.fields.title')}
        maxLength={200}
        aria-required={language === 'en'}
        value={wording.title[language] ?? ''}
        placeholder={english('title')}
        onChange={(event) => set('title', event.target.value)}
        error={save.fieldErrors?.title?.[0]}
        {...(fallbackHint('title') ? { hint: fallbackHint('title')! } : {})}
      />
      <div className={programmeStyles.field}>
        <label htmlFor={`${bodyLabelId}-teaser`}>{teaserLabel}</label>
        <textarea
          id={`${bodyLabelId}-teaser`}
          rows={3}
          maxLength={1000}
          value={wording.teaser[language] ?? ''}
          placeholder={english('teaser')}
          onChange={(event) => set('teaser', event.target.value)}
        />
        {fallbackHint('teaser') && <p className="muted">{fallbackHint('teaser')}</p>}
      </div>
      {content.kind === 'item' && (
        <div className={programmeStyles.field}>
          <span id={bodyLabelId} className={styles.label}>
            {t('programme.content.fields.body')}
          </span>
          <Suspense fallback={<p className="muted">…</p>}>
            <RichTextField
              key={language}
              initial={wording.body[language] ?? ''}
              labelledBy={bodyLabelId}
              text={text}
              onChange={(html) => set('body', html)}
              images={(insert) => <ImageInsert insert={insert} />}
            />
          </Suspense>
          {fallbackHint('body') && <p className="muted">{fallbackHint('body')}</p>}
        </div>
      )}
      {(save.formError ?? publish.formError ?? discard.formError) && (
        <Alert>{save.formError ?? publish.formError ?? discard.formError}</Alert>
      )}
      <div className={programmeStyles.buttons}>
        <button type="submit" className={buttonClass('primary')} disabled={save.pending || !dirty}>
          {t('programme.content.saveDraft')}
        </button>
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={publish.pending || dirty || !content.draft}
          aria-describedby={dirty ? `${bodyLabelId}-unsaved` : undefined}
          onClick={() => void publish.submit()}
        >
          {t('programme.content.publish')}
        </button>
        {content.draft && (
          <button
            type="button"
            className={buttonClass('quiet')}
            disabled={discard.pending}
            onClick={() => void discard.submit()}
          >
            {t('programme.content.discardDraft')}
          </button>
        )}
      </div>
      {dirty && (
        <p id={`${bodyLabelId}-unsaved`} className="muted">
          {t('programme.content.unsaved')}
        </p>
      )}
    </form>
  );
}

/**
 * Editing one item or tile (docs/programme-console.md#content): the language to edit, the draft's
 * form, the preview of the saved draft in that language, and the versions published.
 */
export function ContentEditorScreen({
  content,
  languages,
}: {
  content: EditableContent;
  languages: Language[];
}) {
  const { t, locale } = useTranslation();
  const titleId = useId();
  const [language, setLanguage] = useState('en');
  // Kept as a key, so the message follows a change of the interface's language.
  const [message, setMessage] = useState<Message | null>(null);
  const languageName = languages.find((candidate) => candidate.key === language)?.language ?? language;
  const shown = content.draft ?? content.published;
  return (
    <Page>
      <p className={programmeStyles.back}>
        <AppLink to="/programme/content">{t('programme.content.back')}</AppLink>
      </p>
      <PageTitle id={titleId}>{content.published.title.en ?? ''}</PageTitle>
      <p className="muted">
        {content.section ?? t('programme.content.tiles')}
        {' · '}
        {content.draft
          ? t('programme.content.draftCompleteness', {
              list: completenessText(content.draftCompleteness ?? {}, locale),
            })
          : t('programme.content.translated', {
              list: completenessText(content.publishedCompleteness, locale),
            })}
        {content.kind === 'item' && content.link && (
          <>
            {' · '}
            {/* A path of the app that is not a route of the console's types: a plain link. */}
            <a href={content.link} className={textLinkClass()}>
              {t('programme.content.readerLink')}
            </a>
          </>
        )}
      </p>
      <div className={`${programmeStyles.field} ${styles.language}`}>
        <label htmlFor={`${titleId}-language`}>{t('programme.content.language')}</label>
        <select
          id={`${titleId}-language`}
          value={language}
          onChange={(event) => setLanguage(event.target.value)}
        >
          {languages.map((candidate) => (
            <option key={candidate.key} value={candidate.key} lang={candidate.key}>
              {candidate.language}
            </option>
          ))}
        </select>
      </div>
      {message && <Alert tone="success">{t(message.key, message.values)}</Alert>}
      <div className={styles.editorLayout}>
        <WordingForm
          key={`${content.draftUpdatedAt ?? 'none'}-${content.versions.length}`}
          content={content}
          language={language}
          languageName={languageName}
          onDone={setMessage}
        />
        <section className={programmeStyles.panel} aria-labelledby={`${titleId}-preview`}>
          <h2 id={`${titleId}-preview`}>
            {content.draft ? t('programme.content.previewDraft') : t('programme.content.previewPublished')}
          </h2>
          <ContentPreview
            kind={content.kind}
            wording={shown}
            language={language}
            languageName={languageName}
          />
        </section>
      </div>
      <PictureForm content={content} onDone={setMessage} />
      <ContentVersions content={content} onRestored={setMessage} />
    </Page>
  );
}
