/** The dropdown's class names, shared by the Select and the look-alike shown while it loads. */
export const SELECT_CLASSES = {
  root: 'oc-select',
  trigger: 'oc-input oc-select-trigger',
  value: 'oc-select-value',
  chevron: 'oc-chevron',
} as const;
