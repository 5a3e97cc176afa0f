import { useEffect, useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import { buttonClass, textLinkClass } from '../ui/button';
import { Panel, PanelTitle } from '../ui/Panel';
import type { CertificationCase } from './load-certification';
import styles from './certification.module.css';

type ProfileLinks = NonNullable<CertificationCase['publicProfile']>;

/** The badge's drawn size (the SVG's own width and height), so the club's page keeps its room while it loads. */
const BADGE_WIDTH = 240;
const BADGE_HEIGHT = 64;

/** How long "Copied" stays before the button reads as before. */
const COPIED_MS = 4000;

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The HTML a club pastes into its website: the badge, linking to its public profile. */
export function badgeSnippet(links: ProfileLinks, alt: string): string {
  return `<a href="${attribute(links.url)}"><img src="${attribute(links.badgeUrl)}" alt="${attribute(alt)}" width="${BADGE_WIDTH}" height="${BADGE_HEIGHT}"></a>`;
}

/**
 * The badge for the club's own website (docs/public-recognition.md#the-badge-on-the-clubs-website):
 * the badge as visitors see it, the HTML to paste with a Copy button, and the public profile it
 * links to. Where the browser refuses the clipboard, the code is selected for the person to copy.
 */
export function BadgeSnippet({
  links,
  organisationTitle,
}: {
  links: ProfileLinks;
  organisationTitle: string;
}) {
  const { t, language } = useTranslation();
  const codeId = useId();
  const code = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState<'copied' | 'selected' | null>(null);
  const alt = t('certification.badge.imageAlt', { name: organisationTitle });
  const snippet = badgeSnippet(links, alt);

  useEffect(() => {
    if (copied !== 'copied') return;
    const timer = setTimeout(() => setCopied(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const selectCode = () => {
    code.current?.focus();
    code.current?.select();
  };
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(snippet);
      setCopied('copied');
    } catch {
      selectCode();
      setCopied('selected');
    }
  };

  return (
    <Panel aria-labelledby="certification-badge">
      <PanelTitle id="certification-badge">{t('certification.badge.title')}</PanelTitle>
      <p className={styles.muted}>{t('certification.badge.lead')}</p>
      <p className={styles.badgePreview}>
        {/* In the reader's language here; on the club's site each visitor's browser chooses it. */}
        <img src={`${links.badgeUrl}?lang=${language}`} alt={alt} width={BADGE_WIDTH} height={BADGE_HEIGHT} />
      </p>
      <label htmlFor={codeId} className={styles.badgeLabel}>
        {t('certification.badge.code')}
      </label>
      <textarea
        id={codeId}
        ref={code}
        className={styles.badgeCode}
        value={snippet}
        readOnly
        rows={4}
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
        data-testid="badge-snippet"
      />
      <div className={styles.badgeActions}>
        <Button className={buttonClass('secondary')} onPress={() => void copy()}>
          {t('certification.badge.copy')}
        </Button>
        <a className={textLinkClass()} href={links.url} target="_blank" rel="noopener noreferrer">
          {t('certification.badge.openProfile')}
        </a>
        <p className={styles.badgeStatus} role="status">
          {copied === 'copied' && t('certification.badge.copied')}
          {copied === 'selected' && t('certification.badge.selected')}
        </p>
      </div>
    </Panel>
  );
}
