/**
 * The shapes of the factor library (fixtures/emission-factors, described in its README.md) and of
 * the footprint computed from it. Data and result only: `emission-factors.ts` picks factors,
 * `footprint.ts` computes.
 */

/** One published factor, with what is needed to find it again in its source. */
export interface PublishedFactor {
  value: number;
  /** `kg <gas>/<activity unit>`: litre, kWh, m³, tonne or kg N. */
  unit: string;
  /** What the value counts, as the source states it: `CO2e (AR5 GWP100)`, `CO2 only`, … */
  gas: string;
  scope: 1 | 2 | 3;
  /** The year of the data the factor describes. */
  year: number;
  source: string;
  table: string;
  row: string;
  provenance: string;
}

export type LiquidFuelKey = 'diesel' | 'petrol' | 'gasOil' | 'burningOil' | 'lpg';

/**
 * DESNZ passenger transport ("Business travel- land"): the average car per vehicle km, the others per
 * passenger km (fixtures/emission-factors/README.md, "Passenger transport").
 */
export type PassengerTransportKey =
  'averageCar' | 'averageLocalBus' | 'coach' | 'nationalRail' | 'lightRailTram';
export type FuelKey = LiquidFuelKey | 'naturalGas';

/** One edition of the UK Government conversion factors (DESNZ). */
export interface FactorEdition {
  id: string;
  year: number;
  source: string;
  published: string;
  url: string;
  fuels: Record<FuelKey, PublishedFactor>;
  /**
   * Each liquid fuel's factor per kWh of its gross and of its net calorific value, from the same
   * table as its factor per litre: their ratio is the fuel's energy per litre
   * (docs/carbon-method.md#reporting-frameworks-vsme-b3). An edition without them gives no fuel energy.
   */
  fuelsPerKWh?: Record<LiquidFuelKey, { grossCv: PublishedFactor; netCv: PublishedFactor }>;
  electricity: { generation: PublishedFactor; transmissionDistribution: PublishedFactor };
  wellToTank: Record<
    FuelKey | 'electricityGeneration' | 'electricityTransmissionDistribution',
    PublishedFactor
  >;
  water: { supply: PublishedFactor; treatment: PublishedFactor };
  /** Keyed `stream:route`; stream `*` where a stream has no factor of its own. */
  waste: Record<string, PublishedFactor>;
  /** Travel to and from the facility; an edition without them counts no travel. */
  passengerTransport?: Record<PassengerTransportKey, PublishedFactor>;
}

/** A grid intensity of one country and data year. */
export interface GridFactor extends PublishedFactor {
  /** ISO 3166-1 alpha-2; `GB` for the United Kingdom. */
  country: string;
  basis: 'generation' | 'consumption' | 'life-cycle';
}

/**
 * A country with no published grid factor of its own, and the country whose factor is used for it
 * instead: a product choice the data states with its reason, never a figure made up.
 */
export interface GridStandIn {
  /** ISO 3166-1 alpha-2 of the country without a factor. */
  country: string;
  /** ISO 3166-1 alpha-2 of the country whose grid factors stand in. */
  uses: string;
  reason: string;
  provenance: string;
}

/**
 * A country and data year for which the publisher of the residual mixes published none, though it
 * did for an earlier year (AIB and the Netherlands from 2024, full disclosure): the earlier mix is
 * not carried into it, the market-based figure falls back to the grid average.
 */
export interface ResidualMixNotPublished {
  country: string;
  year: number;
  reason: string;
  provenance: string;
}

/** The whole library, passed in: the engine reads no files. */
export interface EmissionFactorData {
  /** Changes whenever any factor changes, so a stored footprint can say which data it used. */
  version: string;
  editions: FactorEdition[];
  locationBased: GridFactor[];
  residualMix: GridFactor[];
  /** Years a country's residual mix was not published after an earlier one was; none when absent. */
  residualMixNotPublished?: ResidualMixNotPublished[];
  /** Countries without a location-based factor of their own and whose factor stands in; none when absent. */
  gridStandIns?: GridStandIn[];
  fertiliserNitrogen: PublishedFactor;
}

export type FootprintLineKey =
  | FuelKey
  | 'fertiliserN2O'
  | 'electricity'
  | 'electricityTransmissionDistribution'
  | 'waterSupply'
  | 'waterTreatment'
  | 'waste'
  | 'visitorTravel'
  | 'staffCommuting'
  | `wellToTank:${FuelKey | 'electricityGeneration' | 'electricityTransmissionDistribution'}`;

/** Why a line or the whole footprint needs a word of explanation, for the page and the PDF. */
export type FootprintNote =
  /** The data year is older than the oldest edition: the oldest is used. */
  | 'editionOlderThanData'
  /** UK (DESNZ) factors stand for fuels, water and waste in a country other than the UK. */
  | 'ukFactorsAbroad'
  /** No residual mix for the country: the market-based figure uses the location-based factor. */
  | 'noResidualMix'
  /** No grid factor at all for the country: electricity is not counted. */
  | 'noGridFactor'
  /** No national grid factor: another country's, named in the data with the reason, is used. */
  | 'gridFactorStandIn'
  /** An answer to the retired "heating oil or LPG" question, counted as heating oil: review it. */
  | 'combinedHeatingOilAnswer'
  /** No residual mix was published for the data year, though one was for an earlier year: the grid average stands in. */
  | 'residualMixNotPublished'
  /** The newest published grid factor is of a year before the data year: it stands until the data year's is published. */
  | 'factorYearBeforeData'
  /** The factor counts CO2 only (residual mixes): the line adds CO2 alone into the CO2e totals. */
  | 'co2Only'
  /** Natural gas given in hundreds of cubic feet (ccf), converted to energy at the US average heat content. */
  | 'naturalGasFromCcf'
  /** The market-based line uses the emission rate the supplier discloses, entered by the facility with its source. */
  | 'supplierSpecific'
  /** Travel is computed and shown in its own group, outside the headline total (the facility's choice, the default). */
  | 'travelOutsideHeadline'
  /** Travel is included in the headline total, as the facility chose. */
  | 'travelInHeadline'
  /** A group of travel mode shares does not add up to 100 %: that travel is not counted until it does. */
  | 'travelSharesNotHundred'
  /** The certificates cancelled exceed the electricity bought: only the electricity bought is covered. */
  | 'certificatesExceedConsumption';

/**
 * Where a line's figures come from (docs/carbon-method.md#data-quality): measured (meter reading or
 * invoice), estimated, calculated from spend, or not stated where the facility did not say.
 */
export type DataQuality = 'measured' | 'estimated' | 'spend' | 'notStated';

/** The headline total's tonnes by data quality, and the share of it resting on measured data. */
export interface FootprintDataQuality extends Record<DataQuality, number> {
  /** 0–1; null when the total is zero. */
  measuredShare: number | null;
}

/** The step of the Scope 2 market-based hierarchy an amount of electricity took (docs/carbon-method.md#scope-2-both-ways). */
export type MarketStep = 'certificates' | 'supplier' | 'residualMix' | 'location';

/** The certificates or PPA the facility holds for the year, as it entered them. */
export interface CertificateHolding {
  /** kWh cancelled for the supply, as entered (before capping at the electricity bought). */
  kWh: number;
  type: 'guaranteeOfOrigin' | 'rego' | 'irec' | 'ppa' | 'other' | null;
  country: string | null;
  document: string;
}

export interface FootprintLine {
  key: FootprintLineKey;
  scope: 1 | 2 | 3;
  /** Scope 2 only: which method this line belongs to (both are always present for electricity). */
  method?: 'location' | 'market';
  /**
   * Scope 3 only: the GHG Protocol category (1 water supply, 3 fuel- and energy-related, 5 waste and
   * treatment, 7 employee commuting, 9 downstream transportation: visitors' travel).
   */
  category?: 1 | 3 | 5 | 7 | 9;
  /** The activity amount in `amountUnit` (the factor's activity unit). */
  amount: number;
  amountUnit: string;
  /** The amount in the facility's own units, where they differ from the factor's (facilityAmount). */
  facilityAmount?: { amount: number; unit: string };
  tonnes: number;
  factor: PublishedFactor;
  /** For waste: the `stream:route` key; for electricity: the share covered by certificates, etc. */
  detail?: string;
  notes: FootprintNote[];
  questionIds: number[];
  /** Where the line's figures come from, as the facility marked them. */
  quality: DataQuality;
  /**
   * Scope 2 market-based only: the electricity bought split by the step of the hierarchy it took
   * (certificates at 0 kg, then the supplier's rate, the residual mix or the grid average), in kWh.
   */
  marketSteps?: { step: MarketStep; kWh: number; tonnes: number }[];
  /** Scope 2 market-based only: the certificates counted, where the facility entered them by volume. */
  certificates?: CertificateHolding;
}

export interface FootprintTotals {
  /** Scope 1 + Scope 2 (by this method) + Scope 3 (well-to-tank and travel only when asked for). */
  total: number;
  scope1: number;
  scope2: number;
  scope3: number;
  perHole: number | null;
  perHectare: number | null;
}

/**
 * Travel to and from the facility (Scope 3, optional): its own line group, counted in the headline
 * total only when the facility chose so (docs/carbon-method.md#travel).
 */
export interface TravelGroup {
  /** The facility's choice: travel in the headline total. Off unless it said yes. */
  included: boolean;
  lines: FootprintLine[];
  /** t CO2e of all travel lines. */
  tonnes: number;
  /** t CO2e of travel per round played (null: rounds unknown). */
  perRound: number | null;
  /** t CO2e of travel per hole (null: holes unknown). */
  perHole: number | null;
}

export interface Footprint {
  year: number;
  /** The DESNZ edition the data year picked. */
  editionId: string;
  factorVersion: string;
  /** The headline method: market-based, as the GHG Protocol Scope 2 Guidance asks companies with contractual instruments to report both. */
  headline: 'market';
  location: FootprintTotals;
  market: FootprintTotals;
  wellToTankIncluded: boolean;
  lines: FootprintLine[];
  /** Travel, when any travel question is answered; null otherwise (a tournament has none). */
  travel: TravelGroup | null;
  notes: FootprintNote[];
  /** Unanswered questions that would change the total once answered, ascending. */
  missing: number[];
  /** Rows that could not be counted (an option without a factor). */
  skipped: { questionId: number; rowId: string }[];
  /** Questions whose answers the footprint counted but that need a person's review. */
  flagged: { questionId: number; note: FootprintNote }[];
  /** The headline (market-based) total by where its figures come from (docs/carbon-method.md#data-quality). */
  dataQuality: FootprintDataQuality;
}
