import { precompiledFormValidator } from '@oncourse/renderers';
import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { LIGHT_FORM_GROUPS, VALIDATED_FORMS } from './validated-forms';

const light = new Set<string>(Object.values(LIGHT_FORM_GROUPS).flat());
const appForms = Object.keys(VALIDATED_FORMS).filter((name) => !light.has(name));

/** A form's own generated module (forms/validators/<form>.gen.js), as its page imports it. */
async function validatorsOf(form: string): Promise<ValidatorFunctions> {
  const module = (await import(`./validators/${form}.gen.js`)) as { validateFns: ValidatorFunctions };
  return module.validateFns;
}

describe('precompiled form validators', () => {
  it('has a module of its own with a compiled validator for every form AppForm renders', async () => {
    for (const name of appForms) {
      const validateFns = await validatorsOf(name);
      expect(() => precompiledFormValidator(validateFns, VALIDATED_FORMS[name]!()), name).not.toThrow();
    }
  });

  it("holds in a form's module only that form's validators, so a page loads none of another page's", async () => {
    const helpdesk = await validatorsOf('helpdesk');
    expect(() => precompiledFormValidator(helpdesk, VALIDATED_FORMS.joinFacility!())).toThrow(
      /validated-forms\.ts/,
    );
  });

  it('finds a form by its validation shape, whatever its titles and option lists', async () => {
    const schema: RJSFSchema = {
      ...VALIDATED_FORMS.joinFacility!(),
      title: 'Einer Anlage beitreten',
    };
    const validator = precompiledFormValidator(await validatorsOf('joinFacility'), schema);
    const { errors } = validator.validateFormData({}, schema);
    expect(errors.map((error) => error.name)).toContain('required');
  });

  it('refuses a form whose shape was never compiled, naming where to add it', async () => {
    const unknown: RJSFSchema = { type: 'object', properties: { tee: { type: 'integer', maximum: 18 } } };
    const helpdesk = await validatorsOf('helpdesk');
    expect(() => precompiledFormValidator(helpdesk, unknown)).toThrow(/validated-forms\.ts/);
  });
});
