import { useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { Alert } from '../ui/Alert';
import { Panel, PanelTitle } from '../ui/Panel';
import { ToggleSwitch } from '../ui/ToggleSwitch';
import styles from './SettingSwitch.module.css';
import { useSubmit, type ApiAnswer } from './useSubmit';

/** The catalogue keys of the panel's words, each named whole so the strings check finds it. */
export interface SettingWords {
  title: string;
  text: string;
  label: string;
  savedOn: string;
  savedOff: string;
}

interface Props<TData> {
  /** The panel's heading id, unique on its page. */
  id: string;
  words: SettingWords;
  /** The setting as the page's loader read it. */
  initial: boolean;
  /** Saves the new setting; `saved` reads it back from the answer. */
  write: (next: boolean) => Promise<ApiAnswer<TData>>;
  saved: (data: TData) => boolean;
  /** Members who may change the setting switch it; everyone else reads it. */
  canEdit: boolean;
}

/**
 * One yes-or-no setting of an organisation in a panel of its own, saved as it is switched, with
 * what it now is said below it: the benchmark and the federation sharing (docs/facility-profile.md#screens).
 */
export function SettingSwitch<TData>({ id, words, initial, write, saved, canEdit }: Props<TData>) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [justSaved, setJustSaved] = useState(false);

  const save = useSubmit(write, {
    onSuccess: (data) => {
      setValue(saved(data));
      setJustSaved(true);
    },
  });

  return (
    <Panel aria-labelledby={id}>
      <PanelTitle id={id}>{t(words.title)}</PanelTitle>
      <p className="muted">{t(words.text)}</p>
      {save.formError && <Alert>{save.formError}</Alert>}
      <ToggleSwitch
        isSelected={value}
        isDisabled={!canEdit || save.pending}
        onChange={(next) => {
          setJustSaved(false);
          void save.submit(next);
        }}
      >
        {t(words.label)}
      </ToggleSwitch>
      <p className={styles.state} role="status">
        {justSaved ? t(value ? words.savedOn : words.savedOff) : ''}
      </p>
    </Panel>
  );
}
