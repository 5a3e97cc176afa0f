// Travel to and from the facility, an optional Scope 3 group of the footprint (docs/carbon-method.md#travel):
// visitors' travel (GHG Protocol Scope 3 Standard, category 9, which may include customers travelling
// to the reporting company's sites) and staff commuting (category 7), with the DESNZ passenger
// transport factors of the data year's edition.
import { ANNUAL_DATA_OPTIONS as OPTIONS, ANNUAL_DATA_QUESTIONS as Q } from './annual-data-map.ts';
import type { AnswerReader } from './answer-values.ts';
import { unitSymbols } from './unit-symbols.ts';
import { facilityAmount } from './facility-amount.ts';
import type { UnitSystem } from '../model.ts';
import type {
  FactorEdition,
  FootprintLine,
  FootprintNote,
  PublishedFactor,
  TravelGroup,
} from './footprint-types.ts';

export type TravelMode = 'car' | 'carSharing' | 'publicTransport' | 'bikeOrWalk';

const MODES: readonly TravelMode[] = ['car', 'carSharing', 'publicTransport', 'bikeOrWalk'];

/**
 * People in a shared car when the facility gives no figure: two is the fewest a shared car carries,
 * so the default never makes car-sharing look better than it is (docs/carbon-method.md#travel).
 */
export const DEFAULT_SHARED_CAR_OCCUPANCY = 2;

/** How far the shares may stray from 100 % and still add up: rounding of typed-in decimals. */
const SHARE_TOLERANCE = 0.05;

/** Mode shares in % keyed by mode, as answered (null: not answered). */
export type ModeShares = Record<TravelMode, number | null>;

/**
 * Whether a group of mode shares can be counted: all unanswered is "not given"; otherwise the
 * unanswered ones count as 0 and the answered ones must add up to 100 % (docs/carbon-method.md#travel).
 */
export function modeSharesStatus(shares: ModeShares): 'empty' | 'valid' | 'notHundred' {
  const given = MODES.map((mode) => shares[mode]).filter((share): share is number => share !== null);
  if (given.length === 0) return 'empty';
  const sum = given.reduce((total, share) => total + share, 0);
  return Math.abs(sum - 100) <= SHARE_TOLERANCE && given.every((share) => share >= 0)
    ? 'valid'
    : 'notHundred';
}

/** One travelling group: person-km a year and how they split between modes. */
export interface TravelDemand {
  key: 'visitorTravel' | 'staffCommuting';
  category: 7 | 9;
  /** Person-km travelled in the year (trips × return distance). */
  personKm: number;
  shares: ModeShares;
  questionIds: number[];
}

/**
 * The lines of one travelling group: the car share as vehicle km (one person per car) at the
 * DESNZ average car factor, which is per vehicle km; car-sharing as vehicle km divided by the
 * people per shared car; public transport as passenger km at the DESNZ average local bus factor;
 * bike or walk emits nothing and has no line.
 */
export function travelLines(
  demand: TravelDemand,
  factors: Record<'averageCar' | 'averageLocalBus', PublishedFactor>,
  occupancy: number,
  notes: readonly FootprintNote[],
  unitSystem: UnitSystem,
): FootprintLine[] {
  const share = (mode: TravelMode): number => (demand.shares[mode] ?? 0) / 100;
  const parts: { detail: string; amount: number; factor: PublishedFactor }[] = [
    { detail: 'car', amount: demand.personKm * share('car'), factor: factors.averageCar },
    {
      detail: `carSharing:${occupancy}`,
      amount: (demand.personKm * share('carSharing')) / occupancy,
      factor: factors.averageCar,
    },
    {
      detail: 'publicTransport',
      amount: demand.personKm * share('publicTransport'),
      factor: factors.averageLocalBus,
    },
  ];
  return parts
    .filter((part) => part.amount > 0)
    .map((part) => {
      const factor = { ...part.factor, unit: unitSymbols(part.factor.unit) };
      const amountUnit = factor.unit.slice(factor.unit.lastIndexOf('/') + 1);
      const inFacilityUnits = facilityAmount(demand.key, part.amount, amountUnit, unitSystem);
      return {
        key: demand.key,
        scope: 3 as const,
        category: demand.category,
        amount: part.amount,
        amountUnit,
        ...(inFacilityUnits ? { facilityAmount: inFacilityUnits } : {}),
        tonnes: (part.amount * factor.value) / 1000,
        factor,
        detail: part.detail,
        notes: [...notes],
        questionIds: demand.questionIds,
        // Average distances and shares of how people travel are estimates by nature
        // (docs/carbon-method.md#data-quality).
        quality: 'estimated' as const,
      };
    });
}

function sharesOf(read: AnswerReader, ids: Record<TravelMode, number>): ModeShares {
  return {
    car: read.number(ids.car),
    carSharing: read.number(ids.carSharing),
    publicTransport: read.number(ids.publicTransport),
    bikeOrWalk: read.number(ids.bikeOrWalk),
  };
}

export interface TravelInput {
  read: AnswerReader;
  edition: FactorEdition;
  unitSystem: UnitSystem;
  holes: number | null;
  /** The edition's notes (older than the data, UK factors abroad), carried onto every line. */
  notes: readonly FootprintNote[];
}

/** What reading travel found: the group (null when nothing was answered) and questions to review. */
export interface TravelResult {
  group: TravelGroup | null;
  flagged: { questionId: number; note: FootprintNote }[];
}

/**
 * The travel group of a facility's annual data (docs/carbon-method.md#travel): visitors (rounds
 * played × their average return distance) and staff commuting (staff × return distance × working
 * days), each split by its mode shares; a group whose shares do not add up to 100 % is not
 * counted and its first share is flagged. Null when no travel question is answered.
 */
export function facilityTravel({ read, edition, unitSystem, holes, notes }: TravelInput): TravelResult {
  const T = Q.travel;
  const rounds = read.number(Q.rounds);
  const visitorDistance = read.number(T.visitorDistance, 'distance');
  const staff = read.number(T.staff);
  const staffDistance = read.number(T.staffDistance, 'distance');
  const staffDays = read.number(T.staffDays);
  const visitorShares = sharesOf(read, T.visitorShares);
  const staffShares = sharesOf(read, T.staffShares);
  const anything = [visitorDistance, staff, staffDistance, staffDays].some((value) => value !== null);
  if (!anything && modeSharesStatus(visitorShares) === 'empty' && modeSharesStatus(staffShares) === 'empty')
    return { group: null, flagged: [] };

  const flagged: TravelResult['flagged'] = [];
  const demands: TravelDemand[] = [];
  const consider = (
    demand: Omit<TravelDemand, 'personKm'> & { personKm: number | null },
    firstShare: number,
  ): void => {
    const status = modeSharesStatus(demand.shares);
    if (status === 'notHundred') flagged.push({ questionId: firstShare, note: 'travelSharesNotHundred' });
    if (status !== 'valid' || demand.personKm === null || demand.personKm <= 0) return;
    demands.push({ ...demand, personKm: demand.personKm });
  };
  consider(
    {
      key: 'visitorTravel',
      category: 9,
      personKm: rounds !== null && visitorDistance !== null ? rounds * visitorDistance : null,
      shares: visitorShares,
      questionIds: [Q.rounds, T.visitorDistance, ...Object.values(T.visitorShares)],
    },
    T.visitorShares.car,
  );
  consider(
    {
      key: 'staffCommuting',
      category: 7,
      personKm:
        staff !== null && staffDistance !== null && staffDays !== null
          ? staff * staffDistance * staffDays
          : null,
      shares: staffShares,
      questionIds: [T.staff, T.staffDistance, T.staffDays, ...Object.values(T.staffShares)],
    },
    T.staffShares.car,
  );

  const answeredOccupancy = read.number(T.sharedCarOccupancy);
  const occupancy =
    answeredOccupancy !== null && answeredOccupancy >= 1 ? answeredOccupancy : DEFAULT_SHARED_CAR_OCCUPANCY;
  const factors = edition.passengerTransport;
  const lines = factors
    ? demands.flatMap((demand) => travelLines(demand, factors, occupancy, notes, unitSystem))
    : [];
  const tonnes = lines.reduce((total, line) => total + line.tonnes, 0);
  const included = read.choice(T.includeInHeadline) === OPTIONS.includeTravel.yes;
  return {
    group: {
      included,
      lines,
      tonnes,
      perRound: rounds !== null && rounds > 0 ? tonnes / rounds : null,
      perHole: holes !== null && holes > 0 ? tonnes / holes : null,
    },
    flagged,
  };
}
