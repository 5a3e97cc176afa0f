import choiceStyles from './choice.module.css';
/** The tick drawn inside a checked checkbox (decorative; the input carries the state). */
export function CheckIcon() {
  return (
    <svg className={choiceStyles.checkIcon} viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      <polyline points="3.5 9.5 7.5 13.5 14.5 5" />
    </svg>
  );
}
