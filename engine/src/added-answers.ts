import type { Answer } from './model.ts';

/**
 * The id of the next answer a facility adds to a choice list (MULTIPLECHOICE_ADDMORE, docs/reviews.md#input-rules): negative, where content never puts an option id, and below every id the answer already
 * holds, added or chosen. An answer carries its added answers with it (saved, kept in a draft,
 * taken over from a colleague), so the next id follows from the answer alone, on any device.
 */
export function nextAddedAnswerId(answer: Pick<Answer, 'facilityAddedAnswers' | 'value'>): number {
  let lowest = 0;
  for (const entry of answer.facilityAddedAnswers) lowest = Math.min(lowest, entry.id);
  if (Array.isArray(answer.value)) for (const id of answer.value) lowest = Math.min(lowest, id);
  return lowest - 1;
}
