import { precompiledFormValidator } from '@oncourse/renderers';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { validateFns } from './form-validators.gen.js';
import { LIGHT_FORM_GROUPS, VALIDATED_FORMS } from './validated-forms';

describe('precompiled form validators', () => {
  it('has a compiled validator for every form AppForm renders', () => {
    const light = new Set(Object.values(LIGHT_FORM_GROUPS).flat());
    for (const [name, build] of Object.entries(VALIDATED_FORMS)) {
      if (light.has(name)) continue;
      expect(() => precompiledFormValidator(validateFns, build()), name).not.toThrow();
    }
  });

  it('finds a form by its validation shape, whatever its titles and option lists', () => {
    const schema: RJSFSchema = {
      ...VALIDATED_FORMS.joinFacility!(),
      title: 'Einer Anlage beitreten',
    };
    const validator = precompiledFormValidator(validateFns, schema);
    const { errors } = validator.validateFormData({}, schema);
    expect(errors.map((error) => error.name)).toContain('required');
  });

  it('refuses a form whose shape was never compiled, naming where to add it', () => {
    const unknown: RJSFSchema = { type: 'object', properties: { tee: { type: 'integer', maximum: 18 } } };
    expect(() => precompiledFormValidator(validateFns, unknown)).toThrow(/validated-forms\.ts/);
  });
});
