import type { AnswerMap } from '../group-state.ts';
import type { OrganisationType, Quantity, UnitSystem } from '../model.ts';
import {
  ANNUAL_DATA_OPTIONS as OPTIONS,
  ANNUAL_DATA_QUESTIONS as Q,
  TOURNAMENT_DATA_OPTIONS as TOURNAMENT_OPTIONS,
  TOURNAMENT_DATA_QUESTIONS as TQ,
} from './annual-data-map.ts';
import { answerReader, combinedHeatingOilLitres, type AnswerReader } from './answer-values.ts';
import { naturalGasKwh } from '../units.ts';
import { facilityAmount } from './facility-amount.ts';
import { unitSymbols } from './unit-symbols.ts';
import { facilityTravel, type TravelResult } from './travel.ts';
import { dataQualityOf, lineQuality } from './data-quality.ts';
import {
  countryKey,
  editionFor,
  gridStandInFor,
  locationFactorFor,
  residualMixFor,
  residualMixGapFor,
} from './emission-factors.ts';
import type {
  CertificateHolding,
  EmissionFactorData,
  FactorEdition,
  Footprint,
  FootprintLine,
  FootprintLineKey,
  FootprintNote,
  FootprintTotals,
  FuelKey,
  MarketStep,
  PublishedFactor,
} from './footprint-types.ts';

export interface FootprintInput {
  answers: AnswerMap;
  /** The data year: it picks the DESNZ edition and the grid factors. */
  year: number;
  /** ISO 3166-1 alpha-2 (`UK` is read as `GB`): picks the grid factors. */
  country: string;
  /** The organisation's unit system, assumed for answers that record none. */
  unitSystem: UnitSystem;
  /** Holes of all the facility's courses, for the per-hole figure (null: unknown). */
  holes: number | null;
  /** Hectares of the facility, for the per-hectare figure (null: unknown). */
  hectares: number | null;
  /**
   * Adds Scope 3 category 3 (fuel- and energy-related activities): well-to-tank of every fuel
   * and of electricity, and grid transmission and distribution losses. Off unless asked for.
   */
  includeWellToTank?: boolean;
  /** Whose annual-data set the answers are: a facility's (the default) or a tournament's. */
  organisationType?: OrganisationType;
}

/** An amount read from the answers, in the factor's activity unit. */
interface Activity {
  amount: number;
  questionIds: number[];
  notes: FootprintNote[];
}

/** What the footprint multiplies, whichever question set it was read from. */
interface Activities {
  fuels: Map<FuelKey, Activity>;
  /** kg N applied. */
  nitrogen: Activity | null;
  /**
   * kWh bought from the grid, the share (0–1) covered by certificates or a PPA, and the emission rate
   * the supplier discloses for its supply, where the facility gave one with its source.
   */
  electricity: {
    bought: number;
    covered: number;
    questionIds: number[];
    supplier?: { kgPerKWh: number; source: string };
    certificates?: CertificateHolding;
  } | null;
  /** m³ of mains water supplied, and of it the part returned to the sewer for treatment. */
  water: { supplied: number; treated: number; questionIds: number[] } | null;
  /** Tonnes per `stream:route` factor key. */
  waste: Map<string, Activity>;
}

/** Unanswered questions, uncounted rows and answers to review, gathered while reading. */
interface Findings {
  missing: Set<number>;
  skipped: Footprint['skipped'];
  flagged: Footprint['flagged'];
}

const NOTE_ORDER: readonly FootprintNote[] = [
  'editionOlderThanData',
  'factorYearBeforeData',
  'ukFactorsAbroad',
  'noResidualMix',
  'residualMixNotPublished',
  'noGridFactor',
  'gridFactorStandIn',
  'co2Only',
  'naturalGasFromCcf',
  'supplierSpecific',
  'certificatesExceedConsumption',
  'combinedHeatingOilAnswer',
  'travelOutsideHeadline',
  'travelInHeadline',
  'travelSharesNotHundred',
];

/**
 * Whether a factor counts carbon dioxide alone (AIB's residual mixes, its Icelandic production mix),
 * as its `gas` states: its tonnes go into CO2e totals as CO2, and the line says so.
 */
const countsCo2Only = (factor: PublishedFactor): boolean => /^CO2 only\b/.test(factor.gas);

/** The notes of a grid factor the year rule picked: older than every entry, or of an earlier year than the data. */
function pickedNotes(
  picked: { entry: { year: number }; olderThanData: boolean },
  year: number,
): FootprintNote[] {
  if (picked.olderThanData) return ['editionOlderThanData'];
  return picked.entry.year < year ? ['factorYearBeforeData'] : [];
}

function emptyActivities(): Activities {
  return { fuels: new Map(), nitrogen: null, electricity: null, water: null, waste: new Map() };
}

function addTo<K>(
  map: Map<K, Activity>,
  key: K,
  amount: number,
  questionId: number,
  note?: FootprintNote,
): void {
  const entry = map.get(key) ?? { amount: 0, questionIds: [], notes: [] };
  entry.amount += amount;
  if (!entry.questionIds.includes(questionId)) entry.questionIds.push(questionId);
  if (note && !entry.notes.includes(note)) entry.notes.push(note);
  map.set(key, entry);
}

/** Sums a grid's rows per key; rows with an empty or zero amount are left out, rows without a key are skipped. */
function sumRowsBy<K>(
  read: AnswerReader,
  grid: number,
  keyOf: (row: Record<string, unknown>) => K | null,
  amount: (row: Parameters<AnswerReader['cell']>[1]) => number | null,
  findings: Findings,
): Map<K, number> | null {
  const rows = read.rows(grid);
  if (!rows) {
    findings.missing.add(grid);
    return null;
  }
  const sums = new Map<K, number>();
  for (const row of rows) {
    const value = amount(row);
    if (value === null || value === 0) continue;
    const key = keyOf(row.values);
    if (key === null) {
      findings.skipped.push({ questionId: grid, rowId: row.id });
      continue;
    }
    sums.set(key, (sums.get(key) ?? 0) + value);
  }
  return sums;
}

function optionOf<T extends Record<number, string>>(table: T, value: unknown): T[keyof T] | null {
  return typeof value === 'number' && value in table ? (table[value as keyof T] ?? null) : null;
}

function readFuelGrid(
  read: AnswerReader,
  grid: { grid: number; type: number; litres: number },
  options: Record<number, FuelKey>,
  activities: Activities,
  findings: Findings,
): void {
  const litres = sumRowsBy(
    read,
    grid.grid,
    (values) => optionOf(options, values[grid.type]),
    (row) => read.cell(grid.grid, row, grid.litres, 'fuelVolume'),
    findings,
  );
  for (const [fuel, amount] of litres ?? []) addTo(activities.fuels, fuel, amount, grid.grid);
}

/** A number answer, or null and the question noted as missing. */
function needed(
  read: AnswerReader,
  questionId: number,
  findings: Findings,
  quantity?: Quantity,
): number | null {
  const value = read.number(questionId, quantity);
  if (value === null) findings.missing.add(questionId);
  return value;
}

/**
 * The share of grid electricity covered by contractual instruments (GHG Protocol Scope 2
 * Guidance, market-based method): certificates (REGO, Guarantee of Origin) or a power purchase
 * agreement. A certified 100 % contract or a PPA covers the share given, all of it when none is
 * given; a part-renewable contract covers only the share given; any other contract covers none.
 */
function coveredShare(read: AnswerReader, findings: Findings): number {
  const contract = read.choice(Q.electricity.contract);
  if (contract === null) {
    findings.missing.add(Q.electricity.contract);
    return 0;
  }
  const fullByDefault = contract === OPTIONS.contract.certifiedFull || contract === OPTIONS.contract.ppa;
  if (!fullByDefault && contract !== OPTIONS.contract.partRenewable) return 0;
  const share = read.number(Q.electricity.renewableShare);
  if (share === null) {
    if (fullByDefault) return 1;
    findings.missing.add(Q.electricity.renewableShare);
    return 0;
  }
  return Math.min(100, Math.max(0, share)) / 100;
}

/**
 * The certificates (Guarantees of Origin, REGOs, I-RECs) or PPA electricity cancelled for the supply,
 * first in the GHG Protocol Scope 2 Guidance's market-based hierarchy: counted by their volume, and
 * only with the document that proves them, as a supplier's rate only with its source
 * (docs/carbon-method.md#scope-2-both-ways).
 */
function certificateHolding(read: AnswerReader): CertificateHolding | null {
  const C = Q.electricity.certificates;
  const kWh = read.number(C.volume, 'electricity');
  const document = read.text(C.document);
  if (kWh === null || kWh <= 0 || document === null) return null;
  return {
    kWh,
    type: optionOf(OPTIONS.certificateType, read.choice(C.type)),
    country: read.text(C.country),
    document,
  };
}

/**
 * The emission rate the supplier discloses for the facility's supply, in kg CO2e per kWh (entered
 * in g), counted only with the source the facility names for it: a figure nobody can find again is
 * not one an auditor can accept (docs/carbon-method.md#scope-2-both-ways).
 */
function supplierRate(read: AnswerReader): { kgPerKWh: number; source: string } | null {
  const grams = read.number(Q.electricity.supplierRate);
  const source = read.text(Q.electricity.supplierRateSource);
  return grams === null || grams < 0 || source === null ? null : { kgPerKWh: grams / 1000, source };
}

/**
 * A supplier's disclosed rate as a factor like the library's, its source the facility's words: it
 * ranks above the residual mix in the GHG Protocol Scope 2 Guidance's market-based hierarchy.
 */
function supplierFactor(supplier: { kgPerKWh: number; source: string }, year: number): PublishedFactor {
  return {
    value: supplier.kgPerKWh,
    unit: 'kg CO2e/kWh',
    gas: 'as the supplier discloses it',
    scope: 2,
    year,
    source: supplier.source,
    table: 'Supplier-specific emission rate',
    row: 'Entered by the facility with its source',
    provenance:
      'Entered by the facility (annual data: the supplier’s disclosed emission rate and where it is published); GHG Protocol Scope 2 Guidance, Table 6.3: a supplier-specific emission rate ranks above the residual mix',
  };
}

/** The facility's annual data (fixtures/question-sets/annual-data-facility.json). */
function facilityActivities(read: AnswerReader, edition: FactorEdition, findings: Findings): Activities {
  const activities = emptyActivities();
  readFuelGrid(read, Q.fuel, OPTIONS.fuel, activities, findings);

  // Energy as billed (kWh, or therms in US units) and, where a US bill states volume, hundreds of
  // cubic feet at the heat content of the engine's unit table (docs/carbon-method.md#units-of-natural-gas).
  const gas = read.number(Q.naturalGas, 'gasEnergy');
  const ccf = read.number(Q.naturalGasCcf);
  if (gas === null && ccf === null) findings.missing.add(Q.naturalGas);
  if (gas !== null) addTo(activities.fuels, 'naturalGas', gas, Q.naturalGas);
  if (ccf !== null && ccf > 0)
    addTo(activities.fuels, 'naturalGas', naturalGasKwh(ccf, 'ccf'), Q.naturalGasCcf, 'naturalGasFromCcf');
  const kerosene = needed(read, Q.heatingOil, findings, 'fuelVolume');
  if (kerosene !== null) addTo(activities.fuels, 'burningOil', kerosene, Q.heatingOil);
  const lpg = needed(read, Q.lpg, findings, 'fuelVolume');
  if (lpg !== null) addTo(activities.fuels, 'lpg', lpg, Q.lpg);
  // The retired combined question cannot tell kerosene from LPG: heating oil is the likelier
  // reading at a golf club, and a person has to confirm it by entering it again as one of the two.
  const combined = combinedHeatingOilLitres(read);
  if (combined !== null) {
    addTo(activities.fuels, 'burningOil', combined, Q.combinedHeatingOil, 'combinedHeatingOilAnswer');
    findings.flagged.push({ questionId: Q.combinedHeatingOil, note: 'combinedHeatingOilAnswer' });
  }

  const nitrogen = sumRowsBy(
    read,
    Q.nutrients.grid,
    () => 'n',
    (row) => read.cell(Q.nutrients.grid, row, Q.nutrients.nitrogen, 'mass'),
    findings,
  );
  if (nitrogen)
    activities.nitrogen = { amount: nitrogen.get('n') ?? 0, questionIds: [Q.nutrients.grid], notes: [] };

  const bought = needed(read, Q.electricity.grid, findings, 'electricity');
  if (bought !== null) {
    const supplier = supplierRate(read);
    // Certificates counted by volume stand for the contract's share: kWh proven, not a percentage.
    const certificates = certificateHolding(read);
    activities.electricity = {
      bought,
      covered: certificates
        ? bought > 0
          ? Math.min(1, certificates.kWh / bought)
          : 0
        : coveredShare(read, findings),
      questionIds: [
        Q.electricity.grid,
        Q.electricity.contract,
        Q.electricity.renewableShare,
        ...(supplier ? [Q.electricity.supplierRate, Q.electricity.supplierRateSource] : []),
        ...(certificates ? Object.values(Q.electricity.certificates) : []),
      ],
      ...(supplier ? { supplier } : {}),
      ...(certificates ? { certificates } : {}),
    };
  }

  const mains = sumRowsBy(
    read,
    Q.water.grid,
    (values) => {
      if (values[Q.water.source] !== OPTIONS.mainsWater) return 'other';
      return (OPTIONS.waterUseToSewer as readonly unknown[]).includes(values[Q.water.use])
        ? 'toSewer'
        : 'mains';
    },
    (row) => read.cell(Q.water.grid, row, Q.water.volume, 'volume'),
    findings,
  );
  if (mains) {
    const treated = mains.get('toSewer') ?? 0;
    activities.water = {
      supplied: (mains.get('mains') ?? 0) + treated,
      treated,
      questionIds: [Q.water.grid],
    };
  }

  const waste = sumRowsBy(
    read,
    Q.waste.grid,
    (values) => {
      const route = optionOf(OPTIONS.wasteDestination, values[Q.waste.destination]);
      if (!route) return null;
      const own = `${optionOf(OPTIONS.wasteStream, values[Q.waste.stream]) ?? 'other'}:${route}`;
      if (own in edition.waste) return own;
      return `*:${route}` in edition.waste ? `*:${route}` : null;
    },
    (row) => read.cell(Q.waste.grid, row, Q.waste.weight, 'mass'),
    findings,
  );
  for (const [key, kg] of waste ?? []) addTo(activities.waste, key, kg / 1000, Q.waste.grid);
  return activities;
}

/** The tournament's annual data (fixtures/question-sets/annual-data-tournament.json). */
function tournamentActivities(read: AnswerReader, findings: Findings): Activities {
  const activities = emptyActivities();
  readFuelGrid(read, TQ.fuel, TOURNAMENT_OPTIONS.fuel, activities, findings);
  const bought = needed(read, TQ.electricity, findings, 'electricity');
  // No contract question: without a certificate or PPA, all of it is uncovered.
  if (bought !== null) activities.electricity = { bought, covered: 0, questionIds: [TQ.electricity] };
  // Mains water at an event: the supply is counted; where it goes (sewer or ground) is not asked.
  const water = needed(read, TQ.water, findings, 'volume');
  if (water !== null) activities.water = { supplied: water, treated: 0, questionIds: [TQ.water] };
  return activities;
}

const LIQUID_AND_GAS: readonly FuelKey[] = ['diesel', 'petrol', 'gasOil', 'burningOil', 'lpg', 'naturalGas'];

/** `kg CO2e/litre` → `litre`. */
const activityUnit = (factor: PublishedFactor): string => factor.unit.slice(factor.unit.lastIndexOf('/') + 1);

/**
 * The carbon footprint of one year of annual data in t CO2e, by the GHG Protocol (docs/carbon-method.md;
 * method in fixtures/emission-factors/README.md). Scope 1: fuels burned on site (DESNZ) and
 * field N2O from nitrogen applied (IPCC 2019). Scope 2 both ways: location-based (grid kWh ×
 * the country's grid intensity) and market-based (the part covered by certificates or a PPA at
 * zero, the rest × the country's residual mix, or its grid intensity where it has none; a country
 * without a grid factor of its own uses the one the library names to stand in, and says so); on-site
 * renewables emit nothing. Scope 3: water supply (category 1), water treatment and waste
 * (category 5) and, when asked for, well-to-tank and grid losses (category 3). The data year picks
 * the DESNZ edition and the grid factors; fuels, water and waste use DESNZ in every country.
 * The headline is the market-based total.
 */
export function footprint(input: FootprintInput, data: EmissionFactorData): Footprint {
  const read = answerReader(input.answers, input.unitSystem, 'metric');
  const picked = editionFor(data, input.year);
  const edition = picked.entry;
  const findings: Findings = { missing: new Set(), skipped: [], flagged: [] };
  const activities =
    input.organisationType === 'TOURNAMENT'
      ? tournamentActivities(read, findings)
      : facilityActivities(read, edition, findings);
  const wellToTank = input.includeWellToTank === true;
  const ukFactorNotes: FootprintNote[] = [
    ...pickedNotes(picked, input.year),
    ...(countryKey(input.country) !== 'GB' ? (['ukFactorsAbroad'] as const) : []),
  ];
  const footprintNotes = new Set<FootprintNote>(pickedNotes(picked, input.year));

  const lines: FootprintLine[] = [];
  const add = (
    key: FootprintLineKey,
    scope: 1 | 2 | 3,
    amount: number,
    factor: PublishedFactor | undefined,
    questionIds: number[],
    extra: Pick<FootprintLine, 'method' | 'category' | 'detail' | 'certificates'> & {
      notes?: FootprintNote[];
      /** The market-based line's steps of the hierarchy, each kWh and the factor that step used. */
      steps?: { step: MarketStep; kWh: number }[];
    } = {},
  ): void => {
    const [questionId] = questionIds;
    if (!factor) {
      // The library leaves out what it found no source for: the line is not counted, and said so.
      if (questionId !== undefined) findings.skipped.push({ questionId, rowId: key });
      return;
    }
    const notes = NOTE_ORDER.filter(
      (note) => extra.notes?.includes(note) || (note === 'co2Only' && countsCo2Only(factor)),
    );
    notes.forEach((note) => footprintNotes.add(note));
    const shown = { ...factor, unit: unitSymbols(factor.unit) };
    const amountUnit = activityUnit(shown);
    const inFacilityUnits = facilityAmount(key, amount, amountUnit, input.unitSystem);
    lines.push({
      key,
      scope,
      ...(extra.method ? { method: extra.method } : {}),
      ...(extra.category ? { category: extra.category } : {}),
      amount,
      amountUnit,
      ...(inFacilityUnits ? { facilityAmount: inFacilityUnits } : {}),
      tonnes: (amount * factor.value) / 1000,
      factor: shown,
      ...(extra.detail ? { detail: extra.detail } : {}),
      notes,
      questionIds,
      quality: lineQuality(read, questionIds),
      ...(extra.steps
        ? {
            marketSteps: extra.steps
              .filter((step) => step.kWh > 0)
              .map((step) => ({
                ...step,
                tonnes: step.step === 'certificates' ? 0 : (step.kWh * factor.value) / 1000,
              })),
          }
        : {}),
      ...(extra.certificates ? { certificates: extra.certificates } : {}),
    });
  };

  for (const fuel of LIQUID_AND_GAS) {
    const activity = activities.fuels.get(fuel);
    if (!activity || activity.amount <= 0) continue;
    const notes = [...ukFactorNotes, ...activity.notes];
    add(fuel, 1, activity.amount, edition.fuels[fuel], activity.questionIds, { notes });
    if (wellToTank) {
      add(`wellToTank:${fuel}`, 3, activity.amount, edition.wellToTank[fuel], activity.questionIds, {
        category: 3,
        notes,
      });
    }
  }
  if (activities.nitrogen && activities.nitrogen.amount > 0) {
    add(
      'fertiliserN2O',
      1,
      activities.nitrogen.amount,
      data.fertiliserNitrogen,
      activities.nitrogen.questionIds,
    );
  }

  const electricity = activities.electricity;
  if (electricity) {
    const own = locationFactorFor(data, input.country, input.year);
    const standIn = own ? null : gridStandInFor(data, input.country);
    const location = own ?? (standIn ? locationFactorFor(data, standIn.uses, input.year) : null);
    if (!location) {
      footprintNotes.add('noGridFactor');
    } else {
      const older: FootprintNote[] = [
        ...pickedNotes(location, input.year),
        ...(standIn ? (['gridFactorStandIn'] as const) : []),
      ];
      add('electricity', 2, electricity.bought, location.entry, electricity.questionIds, {
        method: 'location',
        notes: older,
      });
      const residual = residualMixFor(data, input.country, input.year);
      // A year the residual mix was not published for falls back to the grid average (GHG Protocol
      // Scope 2 Guidance, Table 6.3), and says why, rather than carrying an earlier year's mix.
      const gap = residual ? null : residualMixGapFor(data, input.country, input.year);
      const covered = Math.round(electricity.covered * 1e6) / 1e4;
      const uncovered = electricity.bought * (1 - electricity.covered);
      const certificates = electricity.certificates;
      add(
        'electricity',
        2,
        uncovered,
        electricity.supplier
          ? supplierFactor(electricity.supplier, input.year)
          : (residual?.entry ?? location.entry),
        electricity.questionIds,
        {
          method: 'market',
          detail: `covered:${covered}`,
          steps: [
            { step: 'certificates', kWh: electricity.bought - uncovered },
            {
              step: electricity.supplier ? 'supplier' : residual ? 'residualMix' : 'location',
              kWh: uncovered,
            },
          ],
          ...(certificates ? { certificates } : {}),
          notes: [
            ...(electricity.supplier
              ? (['supplierSpecific'] as const)
              : residual
                ? pickedNotes(residual, input.year)
                : [gap ? ('residualMixNotPublished' as const) : ('noResidualMix' as const), ...older]),
            ...(certificates && certificates.kWh > electricity.bought
              ? (['certificatesExceedConsumption'] as const)
              : []),
          ],
        },
      );
    }
    if (wellToTank && electricity.bought > 0) {
      const extra = { category: 3 as const, notes: ukFactorNotes };
      add(
        'electricityTransmissionDistribution',
        3,
        electricity.bought,
        edition.electricity.transmissionDistribution,
        electricity.questionIds,
        extra,
      );
      add(
        'wellToTank:electricityGeneration',
        3,
        electricity.bought,
        edition.wellToTank.electricityGeneration,
        electricity.questionIds,
        extra,
      );
      add(
        'wellToTank:electricityTransmissionDistribution',
        3,
        electricity.bought,
        edition.wellToTank.electricityTransmissionDistribution,
        electricity.questionIds,
        extra,
      );
    }
  }

  const water = activities.water;
  if (water && water.supplied > 0) {
    add('waterSupply', 3, water.supplied, edition.water.supply, water.questionIds, {
      category: 1,
      notes: ukFactorNotes,
    });
  }
  if (water && water.treated > 0) {
    add('waterTreatment', 3, water.treated, edition.water.treatment, water.questionIds, {
      category: 5,
      notes: ukFactorNotes,
    });
  }
  for (const [key, activity] of activities.waste) {
    add('waste', 3, activity.amount, edition.waste[key], activity.questionIds, {
      category: 5,
      detail: key,
      notes: ukFactorNotes,
    });
  }

  // Travel is its own group, in the headline only when the facility chose so (docs/carbon-method.md#travel).
  const travel: TravelResult =
    input.organisationType === 'TOURNAMENT'
      ? { group: null, flagged: [] }
      : facilityTravel({
          read,
          edition,
          unitSystem: input.unitSystem,
          holes: input.holes,
          notes: ukFactorNotes,
        });
  findings.flagged.push(...travel.flagged);
  if (travel.group) {
    footprintNotes.add(travel.group.included ? 'travelInHeadline' : 'travelOutsideHeadline');
    travel.group.lines.forEach((line) => line.notes.forEach((note) => footprintNotes.add(note)));
  }
  if (travel.flagged.length > 0) footprintNotes.add('travelSharesNotHundred');
  const travelInTotal = travel.group?.included ? travel.group.tonnes : 0;

  const totals = (method: 'location' | 'market'): FootprintTotals => {
    const sum = (scope: 1 | 2 | 3): number =>
      lines
        .filter((line) => line.scope === scope && (line.method === undefined || line.method === method))
        .reduce((total, line) => total + line.tonnes, 0);
    const [scope1, scope2, scope3] = [sum(1), sum(2), sum(3) + travelInTotal];
    const total = scope1 + scope2 + scope3;
    const per = (divisor: number | null): number | null =>
      divisor !== null && divisor > 0 ? total / divisor : null;
    return { total, scope1, scope2, scope3, perHole: per(input.holes), perHectare: per(input.hectares) };
  };

  return {
    year: input.year,
    editionId: edition.id,
    factorVersion: data.version,
    headline: 'market',
    location: totals('location'),
    market: totals('market'),
    wellToTankIncluded: wellToTank,
    lines,
    travel: travel.group,
    notes: NOTE_ORDER.filter((note) => footprintNotes.has(note)),
    missing: [...findings.missing].sort((a, b) => a - b),
    skipped: findings.skipped,
    flagged: findings.flagged,
    dataQuality: dataQualityOf(travel.group?.included ? [...lines, ...travel.group.lines] : lines, 'market'),
  };
}
