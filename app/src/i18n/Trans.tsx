import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { formatMessage } from '@oncourse/engine/locale';
import type { TextValues } from './catalogue';
import { useTranslation } from './useTranslation';

const TAG = /<(\w+)>(.*?)<\/\1>/g;

/**
 * Renders a text holding simple `<tag>…</tag>` markup (`We have sent a link to <strong>{{email}}</strong>`)
 * with the elements named in `components`. Values are filled in after the markup is split, so a
 * value can never add markup; an unknown tag shows its inner text only.
 */
export function renderRichText(
  text: string,
  values: TextValues | undefined,
  components: Record<string, ReactElement>,
  /** How placeholders and plurals are filled: the catalogue's `fill` for the current language. */
  fill: (text: string, values?: TextValues) => string = formatMessage,
): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    if (match.index > last) parts.push(fill(text.slice(last, match.index), values));
    const element = components[name];
    const content = fill(inner, values);
    parts.push(
      element ? (
        cloneElement(element, { key: parts.length }, content)
      ) : (
        <Fragment key={parts.length}>{content}</Fragment>
      ),
    );
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(fill(text.slice(last), values));
  return parts;
}

interface TransProps {
  i18nKey: string;
  values?: TextValues;
  components: Record<string, ReactElement>;
}

/** A catalogue text with inline markup, e.g. the e-mail in bold on /registration-link-sent. */
export function Trans({ i18nKey, values, components }: TransProps) {
  const { lookup, fill } = useTranslation();
  return <>{renderRichText(lookup(i18nKey) ?? i18nKey, values, components, fill)}</>;
}
