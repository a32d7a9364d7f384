import { chakra, type SystemStyleObject } from '@chakra-ui/react';
import { useId } from 'react';
import { textFieldStyle } from './text-field';

/*
 * The fields of a search's filters (the catalogue's lists, the staff searches): native form
 * controls in the portal's text field style, with keyboard and screen-reader behaviour as the
 * browser has it, and no Chakra recipes in the chunk of the list that shows them.
 */

const LABEL_STYLE: SystemStyleObject = { display: 'block', fontWeight: '600', fontSize: 'sm', mb: '1' };

/**
 * Each field's look is set once on its outer element, for its label and control, and a group of
 * checkboxes styles its rows the same way: the controls are plain elements rather than Chakra
 * components, each of which resolves, hashes and serialises its style props as it renders. The
 * catalogue's filters are some 25 fields and boxes that a list's first visit renders (and
 * hydrates) at once (issue 18, docs/performance.md).
 */
const FIELD_STYLE: SystemStyleObject = {
  '& > label': LABEL_STYLE,
  '& > select, & > input': { ...textFieldStyle, h: '10' },
};

/** A checkbox and its label as one row: the whole row is the target. */
const CHECK_ROW_STYLE: SystemStyleObject = {
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minH: '8',
  cursor: 'pointer',
  '& > input': { w: '4.5', h: '4.5', flexShrink: 0, accentColor: 'brand.solid' },
};

const CHECKBOX_GROUP_STYLE: SystemStyleObject = {
  border: '0',
  p: '0',
  m: '0',
  minW: '0',
  '& > legend': LABEL_STYLE,
  '& > div': {
    display: 'flex',
    flexDirection: 'column',
    gap: '0',
    maxH: '15rem',
    overflowY: 'auto',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'md',
    px: '3',
    py: '2',
    bg: 'bg.panel',
  },
  '& > div > label': CHECK_ROW_STYLE,
};

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
    <chakra.div css={FIELD_STYLE}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
        <option value="">{emptyLabel}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </chakra.div>
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
    <chakra.div flex="1" minW="0" css={FIELD_STYLE}>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="date" value={value ?? ''} min={min} onChange={(event) => onChange(event.target.value || undefined)} />
    </chakra.div>
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
    <chakra.fieldset css={CHECKBOX_GROUP_STYLE}>
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
    </chakra.fieldset>
  );
}

/** One yes/no filter, e.g. "only dates with free seats". */
export function CheckboxFilter({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <chakra.label css={CHECK_ROW_STYLE}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </chakra.label>
  );
}
