import { numberWidgets } from '@oncourse/renderers/form-widgets';
import { unitLabel, validateFacilityDetails, type DetailsError, type UnitSystem } from '@oncourse/engine';
import type { CustomValidator, FormValidation, RJSFSchema, UiSchema } from '@rjsf/utils';
import { clean, option, type FormConfig, type Text } from '../forms/form-config';
import { FACILITY_TYPES, facilityTypesField, type FacilityType } from '../forms/facility-fields';
import type { FacilityDetails, OrganisationGroup } from './load-facility-profile';

type Areas = FacilityDetails['areas'];
type Band<K extends keyof FacilityDetails> = NonNullable<FacilityDetails[K]>;

export const AREA_FIELDS = [
  'total_area',
  'club_house_area',
  'maintenance_area',
  'practice_area',
  'indoor_area',
  'other_area',
] as const satisfies readonly (keyof Areas)[];
export const COST_FIELDS = [
  'petrol_costs',
  'labour_hourly',
  'fertiliser_budget',
  'pesticide_budget',
] as const;

const HISTORIC_LAND_USES = ['NATURAL', 'CROPLAND', 'DEGRADED', 'URBAN', 'RECREATION'] as const;
const SURROUNDINGS = ['URBAN', 'SUBURBAN', 'COASTAL', 'NATLOWDEV', 'NATLITDEV'] as const;
const GREEN_FEES = ['BELOW_30', 'BET_30_100', 'ABOVE_100', 'NA'] as const;
const ANNUAL_FEES = ['BELOW_1000', 'BET_1K_5K', 'ABOVE_5K', 'NA'] as const;
const MAINTENANCE_BUDGETS = ['BELOW_500000', 'BET_500K_1.5M', 'ABOVE_1.5M'] as const;

/** The key organisation groups use for 'Other' (docs/facility-profile.md#input-rules: its text is then required). */
export const OTHER_GROUP = 'OTHER';
/** docs/facility-profile.md#limits: the 'other' text of a management group or tournament organiser. */
export const OTHER_TEXT_MAX_LENGTH = 255;
/** Areas, lengths and money keep 2 decimals: pence and cents, and areas to a hundredth, are typed as such. */
export const DETAILS_STEP = 0.01;

export type FacilityDetailsData = Partial<
  Record<(typeof AREA_FIELDS)[number] | (typeof COST_FIELDS)[number] | 'turnover', number>
> & {
  types?: FacilityType[];
  management_group?: string[];
  organisation_owner_other?: string;
  tournament_organiser?: string[];
  tournament_host_other?: string;
  historic_land_use?: Band<'historic_land_use'>;
  surroundings?: Band<'surroundings'>;
  green_fee?: Band<'green_fee'>;
  annual_fee?: Band<'annual_fee'>;
  maintenance_budget?: Band<'maintenance_budget'>;
  courses?: FacilityDetails['courses'];
};

/**
 * The order the details read in, top to bottom: what the facility is, its land, its areas and the
 * courses on them, then the confidential money. The tournament organiser fields are a tournament's
 * matter: a facility's form does not show them, and saves them as they are.
 */
export const DETAILS_ORDER = [
  'types',
  'management_group',
  'organisation_owner_other',
  'historic_land_use',
  'surroundings',
  ...AREA_FIELDS,
  'courses',
  'green_fee',
  'annual_fee',
  'maintenance_budget',
  ...COST_FIELDS,
  'turnover',
] as const;

const orUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/** The saved details as the form's data. */
export function facilityDetailsData(details: FacilityDetails): FacilityDetailsData {
  const data: FacilityDetailsData = {
    types: details.types.filter((type) => type.selected).map((type) => type.value),
    management_group: [...details.management_group],
    organisation_owner_other: orUndefined(details.organisation_owner_other),
    tournament_organiser: [...details.tournament_organiser],
    tournament_host_other: orUndefined(details.tournament_host_other),
    historic_land_use: orUndefined(details.historic_land_use),
    surroundings: orUndefined(details.surroundings),
    green_fee: orUndefined(details.green_fee),
    annual_fee: orUndefined(details.annual_fee),
    maintenance_budget: orUndefined(details.maintenance_budget),
    courses: [...details.courses],
  };
  for (const field of AREA_FIELDS) data[field] = orUndefined(details.areas[field]);
  for (const field of COST_FIELDS) data[field] = orUndefined(details[field]);
  data.turnover = orUndefined(details.turnover);
  return data;
}

/** 'Other' chosen in a group list makes its text required (docs/facility-profile.md#input-rules): an if/then the validator checks. */
function otherTextRule(list: string, text: string): RJSFSchema {
  return {
    if: { properties: { [list]: { contains: { const: OTHER_GROUP } } }, required: [list] },
    then: { required: [text] },
  };
}

const number = (title: string): RJSFSchema => ({
  type: 'number',
  title,
  minimum: 0,
  multipleOf: DETAILS_STEP,
});

/**
 * Facility details (docs/facility-profile.md#what-is-stored, docs/facility-profile.md#input-rules): facility types (as the create form asks them), management
 * group with its 'Other' text, land use, surroundings, areas in the organisation's unit, the
 * courses, and the confidential fee bands, costs and annual turnover, each labelled with the facility's currency
 * (`currency`, the symbol of its units' currency); every number optional, with up to 2 decimals.
 * The courses' own editor is the caller's (`ui:field` on `courses`): the form holds them, so they
 * sit above the Save that stores them.
 */
export function facilityDetailsForm(
  t: Text,
  groups: readonly OrganisationGroup[],
  system: UnitSystem,
  currency: string,
): FormConfig<FacilityDetailsData, FacilityDetails> {
  const choices = (kind: OrganisationGroup['kind']) =>
    groups.filter((group) => group.kind === kind).map((group) => option(group.key, group.title));
  const multi = (title: string, options: { const: string; title: string }[]): RJSFSchema => ({
    type: 'array',
    title,
    uniqueItems: true,
    items: { type: 'string', oneOf: options },
  });
  const band = (field: string, values: readonly string[]): RJSFSchema => ({
    type: 'string',
    title: t(`facilityDetails.fields.${field}`),
    oneOf: values.map((value) => option(value, t(`facilityDetails.${field}.${value}`))),
  });
  const area = unitLabel('area', system);
  const types = facilityTypesField(t);
  const withCurrency = (schema: RJSFSchema): RJSFSchema => ({
    ...schema,
    title: `${schema.title ?? ''} (${currency})`,
  });
  const properties: Record<string, RJSFSchema> = {
    types: types.schema,
    management_group: multi(t('facilityDetails.fields.management_group'), choices('MANAGEMENT_GROUP')),
    organisation_owner_other: {
      type: 'string',
      title: t('facilityDetails.fields.organisation_owner_other'),
      maxLength: OTHER_TEXT_MAX_LENGTH,
    },
    historic_land_use: band('historic_land_use', HISTORIC_LAND_USES),
    surroundings: band('surroundings', SURROUNDINGS),
  };
  for (const field of AREA_FIELDS)
    properties[field] = number(`${t(`facilityDetails.fields.${field}`)} (${area})`);
  properties.courses = { type: 'array', title: t('facilityDetails.coursesTitle'), items: { type: 'object' } };
  properties.green_fee = withCurrency(band('green_fee', GREEN_FEES));
  properties.annual_fee = withCurrency(band('annual_fee', ANNUAL_FEES));
  properties.maintenance_budget = withCurrency(band('maintenance_budget', MAINTENANCE_BUDGETS));
  for (const field of COST_FIELDS)
    properties[field] = withCurrency(number(t(`facilityDetails.fields.${field}`)));
  properties.turnover = withCurrency(number(t('facilityDetails.fields.turnover')));

  const confidential = { 'ui:help': t('facilityDetails.confidential') };
  const uiSchema: UiSchema = {
    'ui:options': { columns: 2 },
    'ui:order': [...DETAILS_ORDER, '*'],
    types: { ...types.ui, 'ui:options': { colSpan: 'full' } },
    management_group: { 'ui:widget': 'checkboxes', 'ui:options': { colSpan: 'full' } },
    organisation_owner_other: { 'ui:options': { colSpan: 'full' } },
    courses: { 'ui:options': { colSpan: 'full' } },
    historic_land_use: { 'ui:placeholder': t('form.choose'), 'ui:options': { sort: false } },
    surroundings: { 'ui:placeholder': t('form.choose'), 'ui:options': { sort: false } },
    green_fee: { ...confidential, 'ui:placeholder': t('form.choose'), 'ui:options': { sort: false } },
    annual_fee: { ...confidential, 'ui:placeholder': t('form.choose'), 'ui:options': { sort: false } },
    // Alone on its row: the two fee bands pair up above it, the four costs below.
    maintenance_budget: {
      ...confidential,
      'ui:placeholder': t('form.choose'),
      'ui:options': { sort: false, colSpan: 'full' },
    },
  };
  for (const field of [...AREA_FIELDS, ...COST_FIELDS])
    uiSchema[field] = { 'ui:options': { step: DETAILS_STEP } };
  for (const field of COST_FIELDS) uiSchema[field] = { ...uiSchema[field], ...confidential };
  // Its own help: confidential, and where it is used (docs/carbon-method.md#reporting-frameworks-vsme-b3).
  uiSchema.turnover = {
    'ui:help': t('facilityDetails.turnoverHelp'),
    'ui:options': { step: DETAILS_STEP, colSpan: 'full' },
  };

  return {
    schema: {
      type: 'object',
      properties,
      allOf: [otherTextRule('management_group', 'organisation_owner_other')],
    },
    // Its number fields bring the number input; forms without numbers do not download it.
    widgets: numberWidgets,
    uiSchema,
    toPayload: (data) => {
      const chosen = new Set(data.types ?? []);
      const areas = Object.fromEntries(AREA_FIELDS.map((field) => [field, data[field] ?? null])) as Areas;
      const management = data.management_group ?? [];
      const organisers = data.tournament_organiser ?? [];
      return {
        types: FACILITY_TYPES.map((value) => ({ value, selected: chosen.has(value) })),
        management_group: management,
        organisation_owner_other: management.includes(OTHER_GROUP)
          ? clean(data.organisation_owner_other) || null
          : null,
        tournament_organiser: organisers,
        tournament_host_other: organisers.includes(OTHER_GROUP)
          ? clean(data.tournament_host_other) || null
          : null,
        historic_land_use: data.historic_land_use ?? null,
        surroundings: data.surroundings ?? null,
        areas,
        green_fee: data.green_fee ?? null,
        annual_fee: data.annual_fee ?? null,
        maintenance_budget: data.maintenance_budget ?? null,
        courses: data.courses ?? [],
        petrol_costs: data.petrol_costs ?? null,
        labour_hourly: data.labour_hourly ?? null,
        fertiliser_budget: data.fertiliser_budget ?? null,
        pesticide_budget: data.pesticide_budget ?? null,
        turnover: data.turnover ?? null,
      };
    },
  };
}

/** The form field of a details error's contract path (`areas.practice_area` → `practice_area`). */
export function detailsFormField(path: string): string {
  return path.startsWith('areas.') ? path.slice('areas.'.length) : path;
}

/**
 * The engine's checks of the details' numbers in the form (docs/facility-profile.md#input-rules): each area and cost within its
 * range in the facility's units, and the areas' parts within the total, shown on the part that
 * overflows. The server runs the same function, so what the form accepts it saves.
 */
export function facilityDetailsValidator(
  system: UnitSystem,
  say: (error: DetailsError) => string,
): CustomValidator<FacilityDetailsData> {
  return (data, errors) => {
    const value = (field: (typeof AREA_FIELDS)[number] | (typeof COST_FIELDS)[number] | 'turnover') =>
      typeof data?.[field] === 'number' ? data[field] : null;
    const found = validateFacilityDetails(
      {
        areas: Object.fromEntries(AREA_FIELDS.map((field) => [field, value(field)])) as Record<
          (typeof AREA_FIELDS)[number],
          number | null
        >,
        courses: [],
        petrol_costs: value('petrol_costs'),
        labour_hourly: value('labour_hourly'),
        fertiliser_budget: value('fertiliser_budget'),
        pesticide_budget: value('pesticide_budget'),
        turnover: value('turnover'),
      },
      system,
    );
    for (const error of found) {
      const field = detailsFormField(error.field) as keyof FacilityDetailsData;
      (errors[field] as FormValidation | undefined)?.addError(say(error));
    }
    return errors;
  };
}
