import { MESSAGES, validationError } from './errors.ts';
import type { AnswerMap } from './group-state.ts';
import { ANNUAL_DATA_QUESTIONS as Q } from './insights/annual-data-map.ts';
import type { ValidationError } from './model.ts';
import { modeSharesStatus } from './insights/travel.ts';

/**
 * Percentage questions that split one whole between them: the travel mode shares of visitors and
 * of staff (docs/carbon-method.md#travel). The first id is the question the error is shown on.
 */
const SHARE_GROUPS: readonly (readonly [number, number, number, number])[] = [
  [
    Q.travel.visitorShares.car,
    Q.travel.visitorShares.carSharing,
    Q.travel.visitorShares.publicTransport,
    Q.travel.visitorShares.bikeOrWalk,
  ],
  [
    Q.travel.staffShares.car,
    Q.travel.staffShares.carSharing,
    Q.travel.staffShares.publicTransport,
    Q.travel.staffShares.bikeOrWalk,
  ],
];

const shareOf = (answers: AnswerMap, id: number): number | null => {
  const value = answers[id]?.value;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/**
 * A group of shares, some answered, that does not add up to 100 % is refused on its first question
 * (unanswered shares count as 0, all unanswered is fine); groups not wholly in the scope are left
 * alone (docs/carbon-method.md#travel).
 */
export function shareGroupErrors(questionIds: ReadonlySet<number>, answers: AnswerMap): ValidationError[] {
  return SHARE_GROUPS.flatMap((group) => {
    if (!group.every((id) => questionIds.has(id))) return [];
    const [car, carSharing, publicTransport, bikeOrWalk] = group.map((id) => shareOf(answers, id));
    const status = modeSharesStatus({
      car: car ?? null,
      carSharing: carSharing ?? null,
      publicTransport: publicTransport ?? null,
      bikeOrWalk: bikeOrWalk ?? null,
    });
    if (status !== 'notHundred') return [];
    const sum = [car, carSharing, publicTransport, bikeOrWalk].reduce<number>(
      (total, share) => total + (share ?? 0),
      0,
    );
    return [
      validationError(
        String(group[0]),
        sum > 100 ? 'ABOVE_MAX_VALUE' : 'BELOW_MIN_VALUE',
        MESSAGES.sharesNotHundred,
      ),
    ];
  });
}
