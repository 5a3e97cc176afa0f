import { createContext, useContext } from 'react';
import type { CertificationCase } from './load-verifier';

/** The case the page shows and how a step puts the server's answer in its place. */
export interface CaseState {
  current: CertificationCase;
  replace: (next: CertificationCase) => void;
  /** Whether the verifier may take the step now, by the engine's table as the server reported it. */
  may: (action: CertificationCase['actions'][number]) => boolean;
}

export const CaseContext = createContext<CaseState | null>(null);

export function useCase(): CaseState {
  const state = useContext(CaseContext);
  if (!state) throw new Error('useCase outside the verifier case page');
  return state;
}
