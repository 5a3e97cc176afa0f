import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { useId, type ReactNode } from 'react';
import { AppForm } from '../forms/AppForm';
import type { FormConfig } from '../forms/form-config';
import { Panel, PanelTitle } from '../ui/Panel';
import { CaseSubmitMessages, type CaseSubmission } from './useCaseSubmit';

interface CaseFormProps<TData> {
  config: FormConfig<TData, unknown>;
  validators: ValidatorFunctions;
  /** Held by the caller, not the form: a reload after a refusal rebuilds the form, never what was typed. */
  draft: TData;
  onDraft: (data: TData) => void;
  submission: CaseSubmission<[TData]>;
  submitLabel: string;
}

/** A club's form on the case: why a step did not go through above it, then the declarative form. */
export function CaseForm<TData>({
  config,
  validators,
  draft,
  onDraft,
  submission,
  submitLabel,
}: CaseFormProps<TData>) {
  // The page shows a form per open request and per open improvement point: each needs ids of its
  // own, or every label names the first form's field.
  const idPrefix = useId();
  return (
    <>
      <CaseSubmitMessages submission={submission} />
      <AppForm<TData>
        config={config}
        validators={validators}
        formData={draft}
        onChange={onDraft}
        onSubmit={submission.submit}
        busy={submission.pending}
        fieldErrors={submission.fieldErrors}
        submitLabel={submitLabel}
        idPrefix={idPrefix}
      />
    </>
  );
}

/** A panel of the case named by its title (a region for assistive technology). */
export function CasePanel({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Panel aria-labelledby={id} className={className}>
      <PanelTitle id={id}>{title}</PanelTitle>
      {children}
    </Panel>
  );
}
