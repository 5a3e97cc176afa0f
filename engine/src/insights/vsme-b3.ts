import type { AnswerMap } from '../group-state.ts';
import type { UnitSystem } from '../model.ts';
import { ANNUAL_DATA_QUESTIONS as Q } from './annual-data-map.ts';
import { answerReader } from './answer-values.ts';
import type {
  EmissionFactorData,
  FactorEdition,
  Footprint,
  FuelKey,
  LiquidFuelKey,
} from './footprint-types.ts';

/** One row of the energy table of VSME B3 §29, in MWh. */
export interface EnergyRow {
  renewable: number;
  nonRenewable: number;
  total: number;
}

/**
 * A year's figures laid out as EFRAG's VSME basic module B3, "Energy and greenhouse gas emissions"
 * (docs/carbon-method.md#reporting-frameworks-vsme-b3).
 */
export interface VsmeB3 {
  year: number;
  /** §29: MWh by renewable and non-renewable; electricity null when the year has no electricity figure. */
  energy: { electricity: EnergyRow | null; fuels: EnergyRow; total: EnergyRow };
  /** Fuels counted in Scope 1 whose energy per litre the edition does not give: left out of §29, named. */
  fuelsWithoutEnergy: LiquidFuelKey[];
  /**
   * MWh generated on site from renewables, as the facility entered it: not in the §29 table, whose
   * electricity row is as utility bills state it; null when not entered.
   */
  selfGeneratedMWh: number | null;
  /** §30(a): t CO2e from owned or controlled sources. */
  scope1: number;
  /** §30(b): t CO2e, location-based. */
  scope2Location: number;
  /** The guidance's optional market-based Scope 2, t CO2e. */
  scope2Market: number;
  /** §30: Scope 1 + location-based Scope 2, t CO2e. */
  gross: number;
  /** Scope 1 + market-based Scope 2, t CO2e. */
  grossMarket: number;
  /** The annual turnover the facility entered in its details, in its currency; null when it entered none. */
  turnover: Turnover | null;
  /**
   * §31: gross ÷ turnover, stated in t CO2e per million of the turnover's currency; null without a
   * turnover. §31 divides by "turnover (in Euro)": a turnover in another currency is not converted,
   * and says which it is (`turnover.currency`).
   */
  intensity: number | null;
}

/** An amount of money and the ISO 4217 code of its currency. */
export interface Turnover {
  amount: number;
  currency: string;
}

const LIQUID: readonly LiquidFuelKey[] = ['diesel', 'petrol', 'gasOil', 'burningOil', 'lpg'];
const isLiquid = (key: string): key is LiquidFuelKey => (LIQUID as readonly string[]).includes(key);
const FUELS: readonly FuelKey[] = [...LIQUID, 'naturalGas'];

const row = (renewable: number, nonRenewable: number): EnergyRow => ({
  renewable,
  nonRenewable,
  total: renewable + nonRenewable,
});

/**
 * kWh of gross calorific value in one litre of a fuel: its DESNZ factor per litre over its factor
 * per kWh (Gross CV), two rows of the same table (docs/carbon-method.md#reporting-frameworks-vsme-b3).
 * Gross, as the natural gas the facility enters in kWh from its bills and the factor it is counted with.
 */
export function kWhPerLitre(edition: FactorEdition, fuel: LiquidFuelKey): number | null {
  const perKWh = edition.fuelsPerKWh?.[fuel]?.grossCv.value;
  return perKWh ? edition.fuels[fuel].value / perKWh : null;
}

/** §31's ratio, gross t CO2e over turnover, is stated per this much turnover: a club's figure reads as tens, not 0.0000x. */
export const INTENSITY_PER = 1_000_000;

/**
 * The year's footprint as VSME B3 (EFRAG VSME, December 2024, §29–§31): energy in MWh split renewable
 * and non-renewable, gross GHG emissions as Scope 1 plus location-based Scope 2, market-based beside
 * it (guidance §109), and the intensity per million of turnover where the facility entered its
 * turnover (§31: gross emissions of §30 divided by the turnover of §24(e)(iv)). Reads the footprint's
 * lines, so it says what the footprint says: Scope 3 (well-to-tank, travel) is not in B3
 * (docs/carbon-method.md#reporting-frameworks-vsme-b3).
 */
export function vsmeB3(
  footprint: Footprint,
  edition: FactorEdition,
  facts: { selfGeneratedKWh: number | null; turnover: Turnover | null },
): VsmeB3 {
  const location = footprint.lines.find((line) => line.key === 'electricity' && line.method === 'location');
  const market = footprint.lines.find((line) => line.key === 'electricity' && line.method === 'market');
  // Electricity covered by certificates or a PPA is renewable; the rest of the grid electricity is not.
  const certified = market?.marketSteps?.find((step) => step.step === 'certificates')?.kWh ?? 0;
  const electricity = location ? row(certified / 1000, (location.amount - certified) / 1000) : null;

  let fuelKWh = 0;
  const fuelsWithoutEnergy: LiquidFuelKey[] = [];
  for (const line of footprint.lines) {
    if (line.scope !== 1 || !(FUELS as readonly string[]).includes(line.key)) continue;
    if (!isLiquid(line.key)) {
      fuelKWh += line.amount;
      continue;
    }
    const perLitre = kWhPerLitre(edition, line.key);
    if (perLitre === null) fuelsWithoutEnergy.push(line.key);
    else fuelKWh += line.amount * perLitre;
  }
  // Fossil fuels, and forecourt blends counted whole: their biofuel share is not known per facility.
  const fuels = row(0, fuelKWh / 1000);

  const total = row(
    (electricity?.renewable ?? 0) + fuels.renewable,
    (electricity?.nonRenewable ?? 0) + fuels.nonRenewable,
  );
  const scope1 = footprint.location.scope1;
  const gross = scope1 + footprint.location.scope2;
  // A turnover of zero gives no ratio: the line stays empty, as without one.
  const turnover = facts.turnover !== null && facts.turnover.amount > 0 ? facts.turnover : null;
  return {
    year: footprint.year,
    energy: { electricity, fuels, total },
    fuelsWithoutEnergy,
    selfGeneratedMWh: facts.selfGeneratedKWh === null ? null : facts.selfGeneratedKWh / 1000,
    scope1,
    scope2Location: footprint.location.scope2,
    scope2Market: footprint.market.scope2,
    gross,
    grossMarket: scope1 + footprint.market.scope2,
    turnover,
    intensity: turnover === null ? null : (gross / turnover.amount) * INTENSITY_PER,
  };
}

/**
 * VSME B3 of an annual-data year from its footprint and answers: the footprint's edition, the
 * electricity generated on site as the facility entered it, and the facility's turnover where the
 * reader may see it. Null when the edition is not in `data`.
 */
export function yearVsmeB3(
  footprint: Footprint,
  data: EmissionFactorData,
  year: { answers: AnswerMap; unitSystem: UnitSystem; turnover: Turnover | null },
): VsmeB3 | null {
  const edition = data.editions.find((entry) => entry.id === footprint.editionId);
  if (!edition) return null;
  const read = answerReader(year.answers, year.unitSystem, 'metric');
  return vsmeB3(footprint, edition, {
    selfGeneratedKWh: read.number(Q.electricity.onSite, 'electricity'),
    turnover: year.turnover,
  });
}
