import type { LinkOptions } from '@tanstack/react-router';
import { useTranslation } from '../i18n/useTranslation';
import { AppLink } from '../ui/links';

export interface Crumb {
  label: string;
  /** Absent for the page itself. */
  link?: LinkOptions;
}

/** Where the page sits: links up to the overview, the current page last. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('reviews.breadcrumbs')} className="breadcrumbs">
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
