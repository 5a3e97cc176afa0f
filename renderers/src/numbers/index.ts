// @oncourse/renderers/numbers: reading and writing figures in the display language, small enough
// for any page (docs/engineering.md#public-surfaces).

export { NumberTextInput } from './NumberTextInput.tsx';
export type { NumberSay, NumberTextInputProps, NumberValue } from './NumberTextInput.tsx';
export { readNumber } from './numberText.ts';
export type { NumberReading } from './numberText.ts';
export { NUMBER_STRINGS } from './strings.ts';
export type { NumberStringKey } from './strings.ts';
