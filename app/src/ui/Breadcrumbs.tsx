import type { LinkOptions } from '@tanstack/react-router';
import { AppLink } from './links';
import styles from './Breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Absent for the page itself. */
  link?: LinkOptions;
}

/**
 * Where the page sits: links up to the overview, the current page last. `label` names the trail
 * for screen readers (each area words it its own way).
 */
export function Breadcrumbs({ items, label }: { items: readonly Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className={styles.breadcrumbs}>
      <ol>
        {items.map((item, index) => (
          <li key={index}>
            {item.link ? (
              <AppLink {...item.link}>{item.label}</AppLink>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
