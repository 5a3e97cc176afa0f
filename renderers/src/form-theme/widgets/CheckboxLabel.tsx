import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import type { Registry } from '@rjsf/utils';

import { themeText } from '../formContext.ts';
import type { LabelLink } from '../uiOptions.ts';
import themeStyles from '../theme.module.css';
import choiceStyles from './choice.module.css';

const LINK_SLOT = '{{link}}';

interface CheckboxLabelProps {
  label: string;
  labelLink?: LabelLink | undefined;
  richLabel?: ReactNode;
  registry: Registry;
}

/**
 * A checkbox's label: plain text, a rich element, or text with a link where `{{link}}` stands
 * (appended when absent), e.g. "I agree to the terms & conditions" on registration.
 */
export function CheckboxLabel({ label, labelLink, richLabel, registry }: CheckboxLabelProps) {
  if (richLabel) return <>{richLabel}</>;
  if (!labelLink) return <>{label}</>;
  const newTab = labelLink.newTab ?? true;
  const link = (
    <Link
      className={choiceStyles.link}
      href={labelLink.href}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
    >
      {labelLink.text}
      {newTab && (
        <span className={themeStyles.visuallyHidden}> {themeText(registry, 'form.opensInNewTab')}</span>
      )}
    </Link>
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
