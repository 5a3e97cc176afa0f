import type { FieldType, Question, UiType } from './model.ts';

/** How well a renderer fits a question: higher wins; NOT_APPLICABLE (-1) never wins. */
export type Tester = (question: Question) => number;
export type Predicate = (question: Question) => boolean;

export const NOT_APPLICABLE = -1;

/** A tester giving `rank` where the predicate holds and NOT_APPLICABLE elsewhere (JSON Forms style). */
export function rankWith(rank: number, predicate: Predicate): Tester {
  return (question) => (predicate(question) ? rank : NOT_APPLICABLE);
}

/** Holds for questions of any of the given uiTypes (docs/reviews.md#what-is-stored). */
export function uiTypeIs(...uiTypes: UiType[]): Predicate {
  return (question) => uiTypes.includes(question.uiType);
}

/** Holds for text inputs of any of the given field types. */
export function fieldTypeIs(...fieldTypes: FieldType[]): Predicate {
  return (question) => question.fieldType !== null && fieldTypes.includes(question.fieldType);
}

/** Boolean traits of a question a renderer may specialise on. */
export type Trait =
  | 'optional'
  | 'requiredForCertification'
  | 'allowAddMore'
  | 'isMultiple'
  | 'verticalTableLayout'
  | 'notes'
  | 'hasNestedQuestions'
  | 'hasRowQuestions'
  | 'hasUnit'
  | 'hasCalculation';

const TRAITS: Record<Trait, Predicate> = {
  optional: (q) => q.optional,
  requiredForCertification: (q) => q.requiredForCertification,
  allowAddMore: (q) => q.allowAddMore,
  isMultiple: (q) => q.isMultiple,
  verticalTableLayout: (q) => q.verticalTableLayout,
  notes: (q) => q.notes,
  hasNestedQuestions: (q) => q.nestedQuestions.length > 0,
  hasRowQuestions: (q) => q.rowQuestions.length > 0,
  hasUnit: (q) => q.unitType !== null,
  hasCalculation: (q) => q.calculation !== null,
};

/** Holds where the question has the trait (a boolean flag, nested or row questions, a unit, a calculation). */
export function hasTrait(trait: Trait): Predicate {
  return TRAITS[trait];
}

/** Holds where every predicate holds. */
export function and(...predicates: Predicate[]): Predicate {
  return (question) => predicates.every((predicate) => predicate(question));
}

/** Holds where any predicate holds. */
export function or(...predicates: Predicate[]): Predicate {
  return (question) => predicates.some((predicate) => predicate(question));
}

/** Holds where the predicate does not. */
export function not(predicate: Predicate): Predicate {
  return (question) => !predicate(question);
}

export interface RegistryEntry<R> {
  tester: Tester;
  renderer: R;
}

export interface Registry<R> {
  readonly entries: readonly RegistryEntry<R>[];
  /** Rendered where no entry applies: visible and harmless, never a crash. */
  readonly fallback: R;
}

/** A renderer registry: entries ranked per question, with a fallback for anything unknown (docs/engineering.md#renderer-registry). */
export function createRegistry<R>(entries: readonly RegistryEntry<R>[], fallback: R): Registry<R> {
  return { entries: [...entries], fallback };
}

/** A registry with one more entry; adding a uiType is one entry. */
export function withEntry<R>(registry: Registry<R>, entry: RegistryEntry<R>): Registry<R> {
  return { entries: [...registry.entries, entry], fallback: registry.fallback };
}

/**
 * The renderer ranked highest for a question; ties go to the entry registered first. A tester
 * that throws counts as not applicable, and with no applicable entry the fallback is returned.
 */
export function resolve<R>(registry: Registry<R>, question: Question): R {
  let best: R = registry.fallback;
  let bestRank = NOT_APPLICABLE;
  for (const entry of registry.entries) {
    let rank: number;
    try {
      rank = entry.tester(question);
    } catch {
      continue;
    }
    if (Number.isFinite(rank) && rank > bestRank) {
      bestRank = rank;
      best = entry.renderer;
    }
  }
  return best;
}
