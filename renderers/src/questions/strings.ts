import { formatMessage, formatNumber, MESSAGES } from '@oncourse/engine';
import type { ValidationError } from '@oncourse/engine';

import type { TranslateValues } from '../form-theme/translate.ts';
import type { QuestionContext } from './types.ts';

/**
 * Every catalogue key the question renderers read, with its English text. The catalogue
 * (fixtures/strings/<lang>.json) holds them all; the English here is the fallback.
 */
export const QUESTION_STRINGS = {
  'questions.state.untouched': 'Not answered yet',
  'questions.state.savelater': 'Saved in process',
  'questions.state.complete': 'Complete',
  'questions.state.none': 'Not complete yet',
  'questions.optional': '(optional)',
  'questions.guidance': 'Guidance',
  'questions.select': 'Select…',
  'questions.unknown': 'This question cannot be shown yet. Your other answers are not affected.',
  'questions.cancel': 'Cancel',
  'questions.notes.open': 'Notes',
  'questions.notes.openLabel': 'Notes, {{count}}, on “{{title}}”',
  'questions.notes.title': 'Notes',
  'questions.notes.empty': 'No notes yet.',
  'questions.notes.add': 'Add note',
  'questions.notes.editorLabel': 'Note',
  'questions.notes.editTitle': 'Edit note',
  'questions.notes.save': 'Save note',
  'questions.notes.edit': 'Edit',
  'questions.notes.delete': 'Delete',
  'questions.notes.deleteTitle': 'Delete this note?',
  'questions.notes.deleteText': 'The note is removed for everyone in your organisation.',
  'questions.notes.remaining': '{count, plural, one {# character remaining} other {# characters remaining}}',
  'questions.notes.over': '{count, plural, one {# character too many} other {# characters too many}}',
  'questions.notes.failed': 'The note could not be saved. Please try again.',
  'questions.notes.deleteFailed': 'The note could not be deleted. Please try again.',
  'questions.addMore.label': 'Add your own answer',
  'questions.addMore.add': 'Add',
  'questions.addMore.remove': 'Remove “{{title}}”',
  'questions.grid.add': 'Add row',
  'questions.grid.addTitle': 'Add a row',
  'questions.grid.editTitle': 'Edit row',
  'questions.grid.save': 'Save row',
  'questions.grid.edit': 'Edit',
  'questions.grid.delete': 'Delete',
  'questions.grid.editRow': 'Edit row {{number}}',
  'questions.grid.deleteRow': 'Delete row {{number}}',
  'questions.grid.actions': 'Actions',
  'questions.grid.empty': 'No rows yet.',
  'questions.grid.deleteTable': 'Delete table',
  'questions.grid.deleteRowTitle': 'Delete this row?',
  'questions.grid.deleteRowText': 'The row is removed from the table.',
  'questions.grid.deleteTableTitle': 'Delete the whole table?',
  'questions.grid.deleteTableText': 'Every row of this table is removed.',
  'questions.grid.cellError': 'Row {{number}}, {{column}}: {{message}}',
  'questions.addMore.error': '“{{title}}”: {{message}}',
  'questions.notes.formatting': 'Formatting',
  'questions.notes.bold': 'Bold',
  'questions.notes.italic': 'Italic',
  'questions.notes.bulletList': 'Bulleted list',
  'questions.notes.orderedList': 'Numbered list',
  'questions.notes.error': 'Note {{number}}: {{message}}',
  'questions.calc.source': 'Source: {{source}}',
  'questions.calc.missing': 'Some figures it needs are not filled in yet and count as 0.',
  'questions.calc.pending': 'Not calculated yet',
  'questions.calc.waiting': 'Calculated once the figures it needs are filled in.',
  'questions.retired.note':
    'This question is no longer asked. The answer saved here is shown so it is not lost, and cannot be changed.',
  ...errorStrings(),
} as const;

export type QuestionStringKey = keyof typeof QUESTION_STRINGS;

type MessageName = keyof typeof MESSAGES;

function errorStrings(): Record<`questions.error.${MessageName}`, string> {
  return Object.fromEntries(
    Object.entries(MESSAGES).map(([name, message]) => [`questions.error.${name}`, message]),
  ) as Record<`questions.error.${MessageName}`, string>;
}

const MESSAGE_NAMES = new Map<string, MessageName>(
  Object.entries(MESSAGES).map(([name, message]) => [message, name as MessageName]),
);

/**
 * One of the renderers' texts from the app's catalogue, placeholders filled and plurals chosen by
 * `locale`'s rules (the app's, react-aria's useLocale; English's when not given).
 */
export function say(
  text: QuestionContext['text'],
  key: QuestionStringKey,
  values?: TranslateValues,
  locale = 'en',
): string {
  return formatMessage(text(key, QUESTION_STRINGS[key]), values, locale);
}

/**
 * A range's limit as the reader writes figures: "100,000,000 kWh" in en-GB, "4.942,1 ac" in de-DE.
 * `locale` is the app's (react-aria's useLocale), never the browser's own.
 */
export function formatLimit(limit: NonNullable<ValidationError['limit']>, locale?: string): string {
  return (
    formatNumber(limit.value, locale ?? 'en') +
    (limit.unit ? ` ${limit.unit}` : '')
  );
}

/** The engine's message of an error in the user's language (the engine speaks English only). */
export function errorMessage(
  text: QuestionContext['text'],
  error: Pick<ValidationError, 'message'> & Partial<Pick<ValidationError, 'code' | 'limit'>>,
  locale?: string,
): string {
  if (error.limit && (error.code === 'ABOVE_MAX_VALUE' || error.code === 'BELOW_MIN_VALUE')) {
    const name = error.code === 'ABOVE_MAX_VALUE' ? 'atMost' : 'atLeast';
    return formatMessage(
      text(`questions.error.${name}`, MESSAGES[name]),
      { limit: formatLimit(error.limit, locale) },
      locale,
    );
  }
  const name = MESSAGE_NAMES.get(error.message);
  return name ? text(`questions.error.${name}`, error.message) : error.message;
}
