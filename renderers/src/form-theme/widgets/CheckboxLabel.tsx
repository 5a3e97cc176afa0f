import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import type { Registry } from '@rjsf/utils';

import { themeText } from '../formContext.ts';
import type { LabelLink } from '../uiOptions.ts';
import { LabelWithLink } from './LabelWithLink.tsx';

interface CheckboxLabelProps {
  label: string;
  labelLink?: LabelLink | undefined;
  richLabel?: ReactNode;
  registry: Registry;
}

/** A checkbox's label: a rich element, or text with its link (LabelWithLink). */
export function CheckboxLabel({ label, labelLink, richLabel, registry }: CheckboxLabelProps) {
  if (richLabel) return <>{richLabel}</>;
  return (
    <LabelWithLink
      label={label}
      labelLink={labelLink}
      opensInNewTab={themeText(registry, 'form.opensInNewTab')}
      LinkComponent={Link}
    />
  );
}
