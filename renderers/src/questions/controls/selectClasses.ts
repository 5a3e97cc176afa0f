import inputStyles from '../../form-theme/widgets/input.module.css';

/** The dropdown's class names, shared by the Select and the look-alike shown while it loads. */
export const SELECT_CLASSES = {
  root: inputStyles.select,
  trigger: `${inputStyles.input} ${inputStyles.selectTrigger}`,
  value: inputStyles.selectValue,
  chevron: inputStyles.chevron,
} as const;
