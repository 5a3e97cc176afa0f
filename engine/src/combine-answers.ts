import { nextAddedAnswerId } from './added-answers.ts';
import type { Answer, FacilityAddedAnswer, Question } from './model.ts';
import { uiTypeTraits } from './ui-types.ts';

/** Ticks in a list can be kept from two people at once; one value, one option or a table cannot. */
export function canCombine(question: Pick<Question, 'uiType'>): boolean {
  return uiTypeTraits(question.uiType).combinable === true;
}

const sameTitle = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * Two colleagues ticked and added answers to the same list meanwhile (a conflict, docs/reviews.md#behaviour):
 * one answer holding both. Theirs stays as saved; my ticks are added to it. An answer I added
 * under a title they added too is theirs; one whose id they use for something else gets a new id.
 * The state flags are mine: combining is my save. Null when the question takes one value only.
 */
export function combineAnswers(
  question: Pick<Question, 'uiType'>,
  mine: Answer,
  theirs: Answer,
): Answer | null {
  if (!canCombine(question)) return null;
  const theirTicks = Array.isArray(theirs.value) ? theirs.value : [];
  const myTicks = Array.isArray(mine.value) ? mine.value : [];
  const added: FacilityAddedAnswer[] = [...theirs.facilityAddedAnswers];
  const renamed = new Map<number, number>();
  for (const entry of mine.facilityAddedAnswers) {
    const twin = added.find((candidate) => sameTitle(candidate.title, entry.title));
    if (twin) {
      renamed.set(entry.id, twin.id);
      continue;
    }
    const taken = added.some((candidate) => candidate.id === entry.id) || theirTicks.includes(entry.id);
    const id = taken
      ? nextAddedAnswerId({ facilityAddedAnswers: added, value: [...theirTicks, ...myTicks] })
      : entry.id;
    renamed.set(entry.id, id);
    added.push({ ...entry, id });
  }
  const value = [...theirTicks];
  for (const tick of myTicks) {
    const id = renamed.get(tick) ?? tick;
    if (!value.includes(id)) value.push(id);
  }
  return { ...mine, value, facilityAddedAnswers: added };
}
