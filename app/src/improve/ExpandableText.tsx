import { useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import { Icon } from '../ui/icons';
import { collapsedText, shouldCollapse } from './expandable';
import { useNarrowScreen } from './useNarrowScreen';
import styles from './improve.module.css';
import { buttonClass } from '../ui/button';

/**
 * Server-sanitised HTML that starts collapsed when long or in several paragraphs (docs/improve.md#limits),
 * with a button to show all of it and back.
 */
export function ExpandableText({ html }: { html: string }) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const collapsible = shouldCollapse(html, narrow);
  return (
    <div>
      {collapsible && !expanded ? (
        <p id={id} className={styles.expandableText}>
          {collapsedText(html, narrow)}
        </p>
      ) : (
        // Sanitised by the server (ContentPanel.html).
        <div
          id={id}
          className={`${styles.expandableText} rich-text`}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
      {collapsible && (
        <Button
          className={buttonClass('quiet', 'small', styles.expandableToggle)}
          aria-expanded={expanded}
          aria-controls={id}
          onPress={() => setExpanded(!expanded)}
        >
          {t(expanded ? 'improve.showLess' : 'improve.showMore')}
          <span
            className={
              expanded
                ? `${styles.expandableChevron} ${styles.expandableChevronUp}`
                : styles.expandableChevron
            }
          >
            <Icon name="chevron" size={16} />
          </span>
        </Button>
      )}
    </div>
  );
}
