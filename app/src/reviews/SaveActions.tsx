import { Button } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import { buttonClass } from '../ui/button';
import type { SaveMode } from './section-editor';
import styles from './reviews.module.css';

/**
 * The three actions, each with a word on what it does where it is pressed (docs/reviews.md#behaviour):
 * a percentage that stays at 0 after Save is no surprise when the button said so.
 */
const SAVE_ACTIONS = [
  { mode: 'save', label: 'reviews.save', help: 'reviews.saveHelp.save', tone: 'secondary' },
  { mode: 'later', label: 'reviews.saveLater', help: 'reviews.saveHelp.later', tone: 'secondary' },
  { mode: 'complete', label: 'reviews.saveComplete', help: 'reviews.saveHelp.complete', tone: 'primary' },
] as const satisfies readonly {
  mode: SaveMode;
  label: string;
  help: string;
  tone: 'primary' | 'secondary';
}[];

/** Save, Save and Come Back and Save as Complete, each over a line saying what it does. */
export function SaveActions({ busy, onSave }: { busy: boolean; onSave: (mode: SaveMode) => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.reviewActionsButtons}>
      {SAVE_ACTIONS.map(({ mode, label, help, tone }) => (
        <div key={mode} className={styles.reviewActionItem}>
          <Button
            className={buttonClass(tone, undefined, styles.reviewAction)}
            isDisabled={busy}
            aria-describedby={`save-help-${mode}`}
            onPress={() => onSave(mode)}
          >
            {t(label)}
          </Button>
          <span id={`save-help-${mode}`} className={styles.reviewActionHelp}>
            {t(help)}
          </span>
        </div>
      ))}
    </div>
  );
}
