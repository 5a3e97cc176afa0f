import type { Schemas } from '@oncourse/openapi';
import { clean, option, type FormConfig, type Text } from '../forms/form-config';
import type { DocumentLocation } from './locations';

export const TITLE_MAX_LENGTH = 255;
export const DESCRIPTION_MAX_LENGTH = 2000;

const locationField = (t: Text, locations: readonly DocumentLocation[]) => ({
  type: 'string' as const,
  title: t('documents.fields.location'),
  oneOf: locations.map((location) => option(location, t(`documents.locations.${location}`))),
});
const required = { requiredMessage: 'documents.fieldRequired' };

export interface UploadDocumentData {
  name?: string;
  description?: string;
  section?: DocumentLocation;
}

/**
 * Upload (docs/documents.md#input-rules): a title and a storage location are required ('Form field required'); the
 * description is optional and sent only when something was written.
 */
export function uploadDocumentForm(
  t: Text,
  locations: readonly DocumentLocation[],
): FormConfig<UploadDocumentData, Omit<Schemas['DocumentUpload'], 'file'>> {
  return {
    schema: {
      type: 'object',
      required: ['name', 'section'],
      properties: {
        name: { type: 'string', title: t('documents.fields.title'), maxLength: TITLE_MAX_LENGTH },
        description: {
          type: 'string',
          title: t('documents.fields.description'),
          maxLength: DESCRIPTION_MAX_LENGTH,
        },
        section: locationField(t, locations),
      },
    },
    uiSchema: {
      name: { 'ui:options': required },
      description: { 'ui:widget': 'textarea', 'ui:options': { markOptional: true } },
      section: { 'ui:placeholder': t('form.choose'), 'ui:options': { ...required, sort: false } },
    },
    toPayload: (data) => {
      const description = clean(data.description);
      return {
        name: clean(data.name),
        section: data.section ?? 'OTHER',
        ...(description ? { description } : {}),
      };
    },
  };
}

export interface EditDocumentData {
  filename?: string;
  location?: DocumentLocation;
}

/** Rename and move (docs/documents.md#input-rules): both the name and the location are required. */
export function editDocumentForm(
  t: Text,
  locations: readonly DocumentLocation[],
): FormConfig<EditDocumentData, Schemas['DocumentUpdate']> {
  return {
    schema: {
      type: 'object',
      required: ['filename', 'location'],
      properties: {
        filename: { type: 'string', title: t('documents.fields.title'), maxLength: TITLE_MAX_LENGTH },
        location: locationField(t, locations),
      },
    },
    uiSchema: {
      filename: { 'ui:options': required },
      location: { 'ui:options': { ...required, sort: false } },
    },
    toPayload: (data) => ({ filename: clean(data.filename), location: data.location ?? 'OTHER' }),
  };
}
