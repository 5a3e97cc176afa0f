import { useState } from 'react';
import { Button, Label, TextArea, TextField } from 'react-aria-components';
import type { Schemas } from '@oncourse/openapi';
import { useSubmit } from '../forms/useSubmit';
import { Trans } from '../i18n/Trans';
import { useTranslation } from '../i18n/useTranslation';
import { useApi } from '../services';
import { Alert } from '../ui/Alert';
import { buttonClass } from '../ui/button';
import { Panel, PanelTitle } from '../ui/Panel';
import { ToggleSwitch } from '../ui/ToggleSwitch';
import styles from './PublicProfileSection.module.css';

type Settings = Schemas['PublicProfileSettings'];
type Highlights = Schemas['PublicProfileHighlights'];

/** The seven interface languages a highlights text can be written in, with each one's own name. */
const LANGUAGES = [
  ['en', 'English'],
  ['de', 'Deutsch'],
  ['fr', 'Français'],
  ['es', 'Español'],
  ['it', 'Italiano'],
  ['nl', 'Nederlands'],
  ['sv', 'Svenska'],
] as const;

const SWITCHES = [
  ['show_footprint', 'public.settings.footprint'],
  ['show_highlights', 'public.settings.highlights'],
  ['show_in_process', 'public.settings.inProcess'],
] as const;

/**
 * The facility profile's "Public profile" section (docs/public-recognition.md#privacy): what the
 * club shows on its public page, all off until switched on. A switch saves as it is switched; the
 * highlights save with their button. Members who may not change details read it.
 */
export function PublicProfileSection({
  organisationId,
  initial,
  canEdit,
}: {
  organisationId: number;
  /** The settings as the page's loader read them. */
  initial: Settings;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const [settings, setSettings] = useState(initial);
  const [highlights, setHighlights] = useState<Highlights>(initial.highlights);
  const [saved, setSaved] = useState(false);

  const save = useSubmit(
    (body: Schemas['PublicProfileSettingsUpdate']) =>
      api.PUT('/api/organisation/{id}/public-profile', { params: { path: { id: organisationId } }, body }),
    {
      onSuccess: ({ data }) => {
        setSettings(data);
        setHighlights(data.highlights);
        setSaved(true);
      },
      failureKey: 'public.settings.loadFailed',
    },
  );

  const change = (body: Schemas['PublicProfileSettingsUpdate']) => {
    setSaved(false);
    void save.submit(body);
  };
  return (
    <Panel aria-labelledby="public-profile-title">
      <PanelTitle id="public-profile-title">{t('public.settings.title')}</PanelTitle>
      <p className="muted">{t('public.settings.lead')}</p>
      {settings.url && (
        <p>
          <Trans
            i18nKey="public.settings.address"
            values={{ url: settings.url }}
            components={{ link: <a href={settings.url} /> }}
          />
        </p>
      )}
      {save.formError && <Alert>{save.formError}</Alert>}
      <div className={styles.switches}>
        {SWITCHES.map(([field, label]) => (
          <ToggleSwitch
            key={field}
            isSelected={settings[field]}
            isDisabled={!canEdit || save.pending}
            onChange={(next) => change({ [field]: next })}
          >
            {t(label)}
          </ToggleSwitch>
        ))}
      </div>
      {canEdit ? (
        <HighlightsForm
          highlights={highlights}
          onChange={setHighlights}
          onSave={() => change({ highlights })}
          pending={save.pending}
        />
      ) : (
        <WrittenHighlights highlights={settings.highlights} />
      )}
      <p className={styles.state} role="status">
        {saved ? t('public.settings.saved') : ''}
      </p>
    </Panel>
  );
}

/**
 * The highlights as a member who only reads sees them: the texts written, each under its language,
 * instead of seven fields they cannot type in.
 */
function WrittenHighlights({ highlights }: { highlights: Highlights }) {
  const { t } = useTranslation();
  const written = LANGUAGES.filter(([language]) => highlights[language]);
  return (
    <div className={styles.highlights}>
      <p className="muted">{t('public.settings.readOnly')}</p>
      {written.length === 0 ? (
        <p className="muted">{t('public.settings.noHighlights')}</p>
      ) : (
        <dl className={styles.written}>
          {written.map(([language, name]) => (
            <div key={language}>
              <dt>{t('public.settings.highlightsIn', { language: name })}</dt>
              <dd lang={language}>{highlights[language]}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

function HighlightsForm({
  highlights,
  onChange,
  onSave,
  pending,
}: {
  highlights: Highlights;
  onChange: (next: Highlights) => void;
  onSave: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <form
      className={styles.highlights}
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      {LANGUAGES.map(([language, name]) => (
        <TextField
          key={language}
          className={styles.field}
          value={highlights[language] ?? ''}
          onChange={(text) => onChange({ ...highlights, [language]: text })}
          maxLength={600}
        >
          <Label>{t('public.settings.highlightsIn', { language: name })}</Label>
          <TextArea lang={language} rows={3} />
        </TextField>
      ))}
      <div>
        <Button type="submit" className={buttonClass('primary')} isPending={pending}>
          {t('public.settings.save')}
        </Button>
      </div>
    </form>
  );
}
