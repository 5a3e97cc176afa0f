import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  type Key,
} from 'react-aria-components';
import styles from './reviews.module.css';

interface YearSelectProps {
  label: string;
  years: readonly number[];
  value: number | null;
  onChange: (year: number) => void;
  placeholder?: string;
}

/** A dropdown of years (the annual data year picker and the add-a-year dialog). */
export function YearSelect({ label, years, value, onChange, placeholder }: YearSelectProps) {
  return (
    <Select
      className={styles.yearSelect}
      value={value === null ? null : String(value)}
      onChange={(key: Key | null) => key !== null && onChange(Number(key))}
      {...(placeholder ? { placeholder } : {})}
    >
      <Label className={styles.yearSelectLabel}>{label}</Label>
      <Button className={styles.yearSelectTrigger}>
        <SelectValue />
        <span className={styles.yearSelectChevron} aria-hidden="true" />
      </Button>
      <Popover className={styles.yearSelectPopover}>
        <ListBox className={styles.yearSelectList}>
          {years.map((year) => (
            <ListBoxItem key={year} id={String(year)} className={styles.yearSelectOption}>
              {String(year)}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
