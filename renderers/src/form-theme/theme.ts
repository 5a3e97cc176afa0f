import { withTheme } from '@rjsf/core';
import type { ThemeProps } from '@rjsf/core';
import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';

import { NumberField } from './fields/NumberField.tsx';

import { BaseInputTemplate } from './templates/BaseInputTemplate.tsx';
import { DescriptionFieldTemplate } from './templates/DescriptionFieldTemplate.tsx';
import { ErrorListTemplate } from './templates/ErrorListTemplate.tsx';
import { FieldErrorTemplate } from './templates/FieldErrorTemplate.tsx';
import { FieldHelpTemplate } from './templates/FieldHelpTemplate.tsx';
import { FieldTemplate } from './templates/FieldTemplate.tsx';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate.tsx';
import { SubmitButton } from './templates/SubmitButton.tsx';
import { TitleFieldTemplate } from './templates/TitleFieldTemplate.tsx';
import { CheckboxesWidget } from './widgets/CheckboxesWidget.tsx';
import { CheckboxWidget } from './widgets/CheckboxWidget.tsx';
import { DateWidget } from './widgets/DateWidget.tsx';
import { PasswordWidget } from './widgets/PasswordWidget.tsx';
import { RadioWidget } from './widgets/RadioWidget.tsx';
import { SelectWidget } from './widgets/SelectWidget.tsx';
import { TextareaWidget } from './widgets/TextareaWidget.tsx';
import { TextWidget } from './widgets/TextWidget.tsx';

/**
 * The theme's widgets under RJSF's registry names (`ui:widget: 'password'` → PasswordWidget …). The
 * number input is not among them: a form with numbers adds `numberWidgets` (numberWidgets.ts).
 */
export const onCourseWidgets: RegistryWidgetsType = {
  TextWidget,
  PasswordWidget,
  TextareaWidget,
  UpDownWidget: TextWidget,
  SelectWidget,
  CheckboxWidget,
  RadioWidget,
  CheckboxesWidget,
  DateWidget,
};

/**
 * The theme's templates; RJSF's core templates fill the rest. A list of options is a checkboxes
 * widget; a free-form array field would keep RJSF's own array templates.
 */
export const onCourseTemplates: Partial<Omit<TemplatesType, 'ButtonTemplates'>> & {
  ButtonTemplates: Partial<TemplatesType['ButtonTemplates']>;
} = {
  BaseInputTemplate,
  DescriptionFieldTemplate,
  ErrorListTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  FieldTemplate,
  ObjectFieldTemplate,
  TitleFieldTemplate,
  ButtonTemplates: { SubmitButton },
};

/** Fields the theme replaces: numbers go to their widget unconverted (fields/NumberField.tsx). */
export const onCourseFields: RegistryFieldsType = { NumberField };

/** The OnCourse RJSF theme: react-aria-components widgets and templates (pass to `withTheme`). */
export const onCourseTheme: ThemeProps = {
  fields: onCourseFields,
  widgets: onCourseWidgets,
  templates: onCourseTemplates,
};

/** RJSF's `Form` with the OnCourse theme applied; `OnCourseForm` adds the product's behaviour on top. */
export const ThemedForm = withTheme(onCourseTheme);
