import { describe, expect, it } from 'vitest';
import { FACILITY_FIELDS } from '../forms/facility-fields';
import { createFacilityForm } from '../organisations';
import { facilityDetailsForm } from './facility-details.form';
import { facilityGeneralForm } from './facility-general.form';

const key = (text: string) => text;
const COUNTRIES = [{ id: 2, title: 'United Kingdom', code: 'GB' }];

// One set of facility fields (docs/facility-profile.md#behaviour): creating a facility and editing its profile asked different things of the same fields.
describe('the facility fields of the create form and the profile', () => {
  const create = createFacilityForm(key, COUNTRIES, null);
  const profile = facilityGeneralForm(key, COUNTRIES);

  it('require the same fields, the contact number and e-mail in neither', () => {
    expect([...(create.schema.required ?? [])].sort()).toEqual([...(profile.schema.required ?? [])].sort());
    expect(create.schema.required).not.toContain('phone_number');
    expect(create.schema.required).not.toContain('email_address');
  });

  it('define and show each shared field the same way, in the same order', () => {
    for (const field of FACILITY_FIELDS) {
      expect(create.schema.properties?.[field], field).toEqual(profile.schema.properties?.[field]);
      expect(create.uiSchema[field], field).toEqual(profile.uiSchema[field]);
    }
    const createOrder = (create.uiSchema['ui:order'] as string[]).filter(
      (field) => field !== 'facility_types',
    );
    // A new facility keeps its money in its country's currency; the profile lets it choose another.
    const profileOrder = (profile.uiSchema['ui:order'] as string[]).filter((field) => field !== 'currency');
    expect(createOrder).toEqual(profileOrder);
    expect(create.uiSchema['ui:options']).toEqual({ columns: 1 });
    expect(profile.uiSchema['ui:options']).toEqual({ columns: 1 });
  });

  it('ask the facility types as the details tab does: tick-boxes, as many as apply', () => {
    const details = facilityDetailsForm(key, [], 'metric', '€');
    expect(create.schema.properties?.facility_types).toEqual(details.schema.properties?.types);
    expect(create.schema.properties?.facility_types).toMatchObject({ type: 'array', uniqueItems: true });
    expect((create.uiSchema.facility_types as Record<string, unknown>)['ui:widget']).toBe('checkboxes');
  });
});
