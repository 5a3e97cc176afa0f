/** One published factor: its value, unit, the year its data describes and where it comes from. */
export interface EmissionFactor {
  value: number;
  unit: string;
  year: number;
  source: string;
}

export type FuelKey = 'diesel' | 'petrol' | 'gasOil' | 'lpg' | 'naturalGas';
export type FactorKey = FuelKey | 'waterSupply' | 'waterTreatment';

/** A conversion-factor table of one data year (DESNZ/DEFRA style); waste keyed `stream:destination`, `*` for any stream. */
export interface FactorTable {
  id: string;
  year: number;
  factors: Record<FactorKey, EmissionFactor>;
  waste: Record<string, EmissionFactor>;
}

/** A national grid intensity; country `*` is the fallback for countries without one. */
export interface GridFactor extends EmissionFactor {
  country: string;
}

/** The versioned factor data (fixtures/emission-factors), passed in: the engine reads no files. */
export interface EmissionFactorData {
  version: string;
  tables: FactorTable[];
  grid: GridFactor[];
  fertiliserNitrogen: EmissionFactor;
}

/** The entry for a data year: the newest of that year or before, the oldest when all are newer. */
function forYear<T extends { year: number }>(entries: readonly T[], year: number): T | undefined {
  const sorted = [...entries].sort((a, b) => a.year - b.year);
  return sorted.filter((entry) => entry.year <= year).pop() ?? sorted[0];
}

/**
 * The factor table a data year uses (issue 12: "the year of the data picks the factor table"):
 * the newest table of that year or earlier, so 2025 data uses 2024 factors until 2025's are added.
 */
export function factorTableFor(data: EmissionFactorData, year: number): FactorTable {
  const table = forYear(data.tables, year);
  if (!table) throw new RangeError('The emission factor data has no table');
  return table;
}

/** The grid intensity for a country and data year (same year rule), falling back to the `*` entry. */
export function gridFactorFor(
  data: EmissionFactorData,
  country: string,
  year: number,
): GridFactor | undefined {
  const own = data.grid.filter((entry) => entry.country === country.toUpperCase());
  return forYear(own.length > 0 ? own : data.grid.filter((entry) => entry.country === '*'), year);
}
