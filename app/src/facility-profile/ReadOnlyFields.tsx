import { formatNumber } from '@oncourse/engine/locale';
import type { RJSFSchema } from '@rjsf/utils';
import { useTranslation } from '../i18n/useTranslation';
import styles from './facility-profile.module.css';

type Option = { const: unknown; title?: string };

function optionTitle(schema: RJSFSchema, value: unknown): string {
  const options = (schema.oneOf ?? (schema.items as RJSFSchema | undefined)?.oneOf ?? []) as Option[];
  return options.find((option) => option.const === value)?.title ?? String(value);
}

function shown(schema: RJSFSchema, value: unknown, language: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  // A figure reads as the form writes it in the display language: 1.234,5 in German.
  if (typeof value === 'number' && !schema.oneOf) return formatNumber(value, language, { maxDecimals: 20 });
  if (Array.isArray(value))
    return value.length === 0 ? null : value.map((item) => optionTitle(schema, item)).join(', ');
  return optionTitle(schema, value);
}

/**
 * A form's values for a member who may only read them (docs/facility-profile.md#access view-only): each field's label
 * and value as the form would show it, so nothing looks editable.
 */
export function ReadOnlyFields({ schema, data }: { schema: RJSFSchema; data: object }) {
  const { t, language } = useTranslation();
  const properties = Object.entries(schema.properties ?? {}) as [string, RJSFSchema][];
  const values = data as Record<string, unknown>;
  return (
    <dl className={styles.readOnlyFields}>
      {properties.map(([field, property]) => (
        <div key={field} className={styles.readOnlyFieldsRow}>
          <dt>{property.title ?? field}</dt>
          <dd>
            {shown(property, values[field], language) ?? (
              <span className="muted">{t('createFacility.notGiven')}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
