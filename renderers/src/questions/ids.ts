/** The DOM ids of one question's parts, so label, help and errors link to the control (WCAG 1.3.1). */
export function questionIds(questionId: number) {
  const base = `question-${questionId}`;
  return {
    control: base,
    label: `${base}-label`,
    help: `${base}-help`,
    errors: `${base}-errors`,
  };
}

/** Joins the ids that are present into an `aria-describedby` value (undefined when none). */
export function joinIds(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length > 0 ? present.join(' ') : undefined;
}
