import { lazy, Suspense, type ComponentType } from 'react';
import type { FormSubmitDialogProps } from './FormSubmitDialog';

/** Fetches the dialog with the form theme (RJSF, about 75 kB gzipped), e.g. when its opener is hovered. */
export const loadFormSubmitDialog = () => import('./FormSubmitDialog');

// lazy() loses the component's type parameters; the wrapper below restores them.
const Loaded = lazy(() =>
  loadFormSubmitDialog().then((module) => ({
    default: module.FormSubmitDialog as ComponentType<FormSubmitDialogProps<unknown, unknown>>,
  })),
);

/**
 * FormSubmitDialog, downloaded with the form theme when it first opens: a page whose forms all sit
 * in dialogs (documents, team) keeps RJSF out of its own load (docs/engineering.md#route-budgets).
 */
export function LazyFormSubmitDialog<TData, TPayload>(props: FormSubmitDialogProps<TData, TPayload>) {
  if (!props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <Loaded {...(props as unknown as FormSubmitDialogProps<unknown, unknown>)} />
    </Suspense>
  );
}
