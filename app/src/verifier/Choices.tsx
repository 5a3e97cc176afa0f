import styles from './verifier.module.css';

/** A group of radio buttons with a visible legend: a visit's mode, a request's kind, a recommendation. */
export function Choices<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  options: readonly { value: T; label: string }[];
  value: T | null;
  onChange: (value: T) => void;
  error?: string | null | undefined;
}) {
  return (
    <fieldset className={styles.choices} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.choice}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
      {error && (
        <p role="alert" className={styles.choiceError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
