import type { Schemas } from '@oncourse/openapi';
import { clean, option, type FormConfig, type Text } from '../forms/form-config';

/** docs/certification.md#limits: comments and replies hold at most 5000 characters. */
export const CERTIFICATION_TEXT_MAX = 5000;

/** A document of the club's library, as the picker offers it. */
export interface DocumentChoice {
  id: number;
  title: string;
}

const text = (title: string) => ({ type: 'string' as const, title, maxLength: CERTIFICATION_TEXT_MAX });

/** The picker of the club's documents; hidden while the library is empty (the page links to it). */
function documentField(t: Text, documents: readonly DocumentChoice[], title: string) {
  return {
    schema: {
      type: 'integer' as const,
      title,
      oneOf: documents.map((document) => option(document.id, document.title)),
    },
    uiSchema:
      documents.length === 0
        ? { 'ui:widget': 'hidden' }
        : { 'ui:placeholder': t('certification.club.chooseDocument'), 'ui:options': { sort: false } },
  };
}

export interface ApplyData {
  year?: number;
}

/** Applying names an annual-data year (docs/certification.md#applying); without years the server picks. */
export function applyForm(
  t: Text,
  /** The years, newest first, each with its label (an incomplete year says so). */
  years: readonly { year: number; label: string }[],
): FormConfig<ApplyData, Schemas['CertificationApplication']> {
  return {
    schema: {
      type: 'object',
      properties: {
        year: {
          type: 'integer',
          title: t('certification.club.applyYear'),
          oneOf: years.map(({ year, label }) => option(year, label)),
        },
      },
    },
    uiSchema: {
      year:
        years.length === 0
          ? { 'ui:widget': 'hidden' }
          : { 'ui:options': { sort: false }, 'ui:help': t('certification.club.applyYearHelp') },
    },
    toPayload: (data) => (data.year === undefined ? {} : { year: data.year }),
  };
}

export interface ReplyData {
  text?: string;
  documentId?: number;
}

/** A reply to a verifier's request: text, and a document of the library if the club has one to give. */
export function replyForm(
  t: Text,
  documents: readonly DocumentChoice[],
): FormConfig<ReplyData, Schemas['CertificationReplyInput']> {
  const document = documentField(t, documents, t('certification.club.replyDocument'));
  return {
    schema: {
      type: 'object',
      required: ['text'],
      properties: { text: text(t('certification.club.replyText')), documentId: document.schema },
    },
    uiSchema: { text: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } }, documentId: document.uiSchema },
    toPayload: (data) => ({ text: clean(data.text), documentId: data.documentId ?? null }),
  };
}

export interface CloseFindingData {
  comment?: string;
  documentId?: number;
}

/** Closing an improvement point takes a comment and evidence from the library (docs/certification.md#decisions). */
export function closeFindingForm(
  t: Text,
  documents: readonly DocumentChoice[],
): FormConfig<CloseFindingData, Schemas['CertificationFindingClosure']> {
  const document = documentField(t, documents, t('certification.club.evidence'));
  return {
    schema: {
      type: 'object',
      required: ['comment', 'documentId'],
      properties: { comment: text(t('certification.club.closingComment')), documentId: document.schema },
    },
    uiSchema: {
      comment: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } },
      documentId: document.uiSchema,
    },
    toPayload: (data) => ({ comment: clean(data.comment), documentId: data.documentId ?? 0 }),
  };
}

export interface StepData {
  comment?: string;
}

/** A step of the club that moves the case (resubmit): an optional comment for the timeline; the caller adds the version. */
export function stepForm(t: Text): FormConfig<StepData, Omit<Schemas['CertificationStep'], 'version'>> {
  return {
    schema: { type: 'object', properties: { comment: text(t('certification.club.stepComment')) } },
    uiSchema: { comment: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } } },
    toPayload: (data) => ({ comment: clean(data.comment) || null }),
  };
}
