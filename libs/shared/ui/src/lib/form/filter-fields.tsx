import { useId } from 'react';
import { checkboxGroupClass, checkRowClass, filterFieldClass } from './filter-fields.styles';

/*
 * The fields of a search's filters (the catalogue's lists, the staff searches): native form
 * controls in the portal's text field style, with keyboard and screen-reader behaviour as the
 * browser has it, and no Chakra recipes in the chunk of the list that shows them.
 */

/** One value a filter offers, with its German label. */
export interface Choice {
  readonly value: string;
  readonly label: string;
}

/** A choice of one value, or none (`emptyLabel`, by default "Alle"). */
export function SelectFilter({
  label,
  value,
  choices,
  emptyLabel = 'Alle',
  onChange,
}: {
  label: string;
  value: string | undefined;
  choices: readonly Choice[];
  emptyLabel?: string;
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div className={filterFieldClass}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
        <option value="">{emptyLabel}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A day, as `YYYY-MM-DD` (the browser shows it in German). */
export function DateFilter({
  label,
  value,
  min,
  onChange,
}: {
  label: string;
  value: string | undefined;
  min?: string;
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div className={filterFieldClass} data-grow="">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="date" value={value ?? ''} min={min} onChange={(event) => onChange(event.target.value || undefined)} />
    </div>
  );
}

/** Several values of a list, e.g. districts. */
export function CheckboxGroupFilter({
  legend,
  values,
  choices,
  onChange,
}: {
  legend: string;
  values: readonly string[];
  choices: readonly Choice[];
  onChange: (values: string[]) => void;
}) {
  return (
    <fieldset className={checkboxGroupClass}>
      <legend>{legend}</legend>
      <div>
        {choices.map((choice) => (
          <label key={choice.value}>
            <input
              type="checkbox"
              checked={values.includes(choice.value)}
              onChange={(event) =>
                onChange(event.target.checked ? [...values, choice.value] : values.filter((value) => value !== choice.value))
              }
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** One yes/no filter, e.g. "only dates with free seats". */
export function CheckboxFilter({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className={checkRowClass}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}
