import type { VerifierOption } from './load-case';

/**
 * The verifiers staff are offered for a case, and the others with the engine's reason why not
 * (docs/certification.md#access): accredited, unexpired and no member of the organisation. The
 * verifier already assigned is not offered again.
 */
export function assignable(options: readonly VerifierOption[], assignedId: number | null) {
  const others = options.filter((option) => option.verifier.id !== assignedId);
  return {
    offered: others.filter((option) => option.refusal === null).map((option) => option.verifier),
    notOffered: others.filter(
      (option): option is VerifierOption & { refusal: NonNullable<VerifierOption['refusal']> } =>
        option.refusal !== null,
    ),
  };
}
