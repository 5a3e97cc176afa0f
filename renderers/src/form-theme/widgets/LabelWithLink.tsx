import type { ElementType } from 'react';

import type { LabelLink } from '../uiOptions.ts';
import themeStyles from '../theme.module.css';
import choiceStyles from './choice.module.css';

const LINK_SLOT = '{{link}}';

interface LabelWithLinkProps {
  label: string;
  labelLink?: LabelLink | undefined;
  /** "(opens in a new tab)" in the reader's language, said after a link that does. */
  opensInNewTab: string;
  /** The link element: react-aria's Link inside the theme's checkbox, the browser's own in the light form. */
  LinkComponent?: ElementType;
}

/**
 * A checkbox's label text with its link (`ui:options.labelLink`) where `{{link}}` stands, appended
 * when absent, e.g. "I agree to the terms & conditions" on registration: the theme's checkbox and the
 * light form's draw the same.
 */
export function LabelWithLink({ label, labelLink, opensInNewTab, LinkComponent = 'a' }: LabelWithLinkProps) {
  if (!labelLink) return <>{label}</>;
  const newTab = labelLink.newTab ?? true;
  const link = (
    <LinkComponent
      className={choiceStyles.link}
      href={labelLink.href}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
    >
      {labelLink.text}
      {newTab && <span className={themeStyles.visuallyHidden}> {opensInNewTab}</span>}
    </LinkComponent>
  );
  const at = label.indexOf(LINK_SLOT);
  if (at < 0) {
    return (
      <>
        {label} {link}
      </>
    );
  }
  return (
    <>
      {label.slice(0, at)}
      {link}
      {label.slice(at + LINK_SLOT.length)}
    </>
  );
}
