import { errorSummaryClass } from './form.styles';
import type { FieldErrors } from './form-values';

/**
 * The list of problems above the form, announced at once (role="alert"), each a link to its field.
 * Focus goes to the first wrong field itself, so the summary is for orientation and for those who
 * want to jump between several errors.
 */
export function ErrorSummary({
  errors,
  labels,
  idPrefix,
}: {
  errors: FieldErrors;
  labels: Readonly<Record<string, string>>;
  idPrefix: string;
}) {
  const fields = Object.keys(errors).filter((field) => field in labels);
  if (fields.length === 0) return null;
  return (
    <div role="alert" className={errorSummaryClass}>
      <h2>{fields.length === 1 ? 'Bitte prüfen Sie eine Angabe.' : `Bitte prüfen Sie ${fields.length} Angaben.`}</h2>
      <ul>
        {fields.map((field) => (
          <li key={field}>
            <a
              href={`#${idPrefix}-${field}`}
              onClick={(event) => {
                // A fragment link scrolls but does not focus the control; this one does both.
                event.preventDefault();
                document.getElementById(`${idPrefix}-${field}`)?.focus();
              }}
            >
              {labels[field]}: {errors[field]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
