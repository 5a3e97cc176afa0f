// Footprint figures for tests: a year's totals from its three scopes, as the server sends them.

/** Totals of one method: the sum of the scopes, nothing per hole or per unit of area. */
export const footprintTotals = (scope1: number, scope2: number, scope3: number) => ({
  total: scope1 + scope2 + scope3,
  scope1,
  scope2,
  scope3,
  perHole: null,
  perHectare: null,
});
