import type { BaseInputTemplateProps } from '@rjsf/utils';

import { TextInputControl } from '../widgets/TextInputControl.tsx';

const INPUT_MODES = { email: 'email', tel: 'tel', url: 'url', search: 'search' } as const;

/** The input every text-like RJSF widget (text, email, url …) ends in: type from `ui:options.inputType` or the widget. */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { options, type, schema } = props;
  const inputType = stringOption(options.inputType) ?? type ?? formatType(schema.format) ?? 'text';
  const inputMode = INPUT_MODES[inputType as keyof typeof INPUT_MODES];
  const autoComplete = stringOption(options.autocomplete) ?? (inputType === 'email' ? 'email' : undefined);
  return (
    <TextInputControl widget={props} type={inputType} inputMode={inputMode} autoComplete={autoComplete} />
  );
}

function stringOption(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function formatType(format: string | undefined): string | undefined {
  if (format === 'email') return 'email';
  if (format === 'uri' || format === 'url') return 'url';
  return undefined;
}
