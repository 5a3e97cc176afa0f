// The engine's words and formats (docs/engineering.md#words-and-formats): its own entry, so the
// signed-out pages take these few functions without the rest of the engine.
export {
  LANGUAGE_FACTS,
  LANGUAGE_KEYS,
  OFFERED_LANGUAGES,
  INTERFACE_LANGUAGES,
  isLanguageKey,
  regionalLocale,
  type LanguageFacts,
} from './languages.ts';
export {
  numberFormat,
  formatNumber,
  formatNumbersAlike,
  formatPercent,
  formatBytes,
  formatDate,
  formatTime,
  unitSymbol,
  type NumberStyle,
  type DateStyle,
} from './format.ts';
export { formatMessage, pluralCategory, type MessageValues } from './message.ts';
// The address rule the signed-out forms bound their e-mail fields with, from this small entry too.
export { EMAIL_MAX_LENGTH, isEmailAddress } from '../email-address.ts';
