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
      className="year-select"
      value={value === null ? null : String(value)}
      onChange={(key: Key | null) => key !== null && onChange(Number(key))}
      {...(placeholder ? { placeholder } : {})}
    >
      <Label className="year-select__label">{label}</Label>
      <Button className="year-select__trigger">
        <SelectValue />
        <span className="year-select__chevron" aria-hidden="true" />
      </Button>
      <Popover className="year-select__popover">
        <ListBox className="year-select__list">
          {years.map((year) => (
            <ListBoxItem key={year} id={String(year)} className="year-select__option">
              {String(year)}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
