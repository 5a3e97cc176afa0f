import defaultOrganisation from '../assets/default-organisation.svg';
import { PublicImage } from '../ui/PublicImage';
import type { LogoLink } from './load-shell';
import styles from './shell.module.css';

interface LogoStripProps {
  kind: 'partner' | 'footer';
  logos: readonly LogoLink[];
  /** Names the list for screen readers ("Our partners"). */
  label: string;
}

const IMAGE_PATH: Record<LogoStripProps['kind'], (id: number) => string> = {
  partner: (id) => `/api/organisation/partner-logo/${id}`,
  footer: (id) => `/api/organisation/footer-logo/${id}`,
};

/** Partner or footer logos of the organisation's country (docs/shell.md#purpose), each linking where it says. */
export function LogoStrip({ kind, logos, label }: LogoStripProps) {
  if (logos.length === 0) return null;
  return (
    <ul
      className={`${styles.logoStrip} ${kind === 'partner' ? styles.logoStripPartner : styles.logoStripFooter}`}
      aria-label={label}
    >
      {logos.map((logo) => {
        const image = (
          <PublicImage
            src={IMAGE_PATH[kind](logo.id)}
            fallback={defaultOrganisation}
            alt={logo.title}
            className={styles.logoStripImage}
            loading="lazy"
          />
        );
        return (
          <li key={logo.id}>
            {logo.link ? (
              <a href={logo.link} target="_blank" rel="noopener noreferrer" className={styles.logoStripLink}>
                {image}
              </a>
            ) : (
              image
            )}
          </li>
        );
      })}
    </ul>
  );
}
