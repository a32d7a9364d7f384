/** Key of the saved input of the screen open at a time-out (session storage: this tab only). */
const FORM_DRAFT_KEY = 'fobu-form-draft';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface FormDraft {
  readonly path: string;
  readonly fields: Readonly<Record<string, string | boolean>>;
}

const SKIPPED_TYPES = new Set(['password', 'hidden', 'file', 'submit', 'button', 'reset']);

function fieldsIn(root: ParentNode): Field[] {
  return Array.from(root.querySelectorAll<Field>('input, textarea, select')).filter(
    (field) => (field.name || field.id) && !SKIPPED_TYPES.has(field.type),
  );
}

function keyOf(field: Field): string {
  const isChoice = field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox');
  return isChoice ? `${field.name || field.id}=${field.value}` : field.name || field.id;
}

/** Saves what the user typed in the open screen, so that a time-out does not lose it. */
export function saveFormDraft(root: ParentNode, path: string, storage: Storage = sessionStorage): void {
  const fields: Record<string, string | boolean> = {};
  for (const field of fieldsIn(root)) {
    const isChoice = field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox');
    fields[keyOf(field)] = isChoice ? (field as HTMLInputElement).checked : field.value;
  }
  if (Object.keys(fields).length > 0) storage.setItem(FORM_DRAFT_KEY, JSON.stringify({ path, fields } satisfies FormDraft));
}

/** The path of the screen whose input was saved, if any. */
export function formDraftPath(storage: Storage = sessionStorage): string | undefined {
  const raw = storage.getItem(FORM_DRAFT_KEY);
  return raw ? (JSON.parse(raw) as FormDraft).path : undefined;
}

/**
 * Puts the saved input back once the same screen shows its fields again; returns whether it
 * did. Values are set through the native setters and announced with input events, so that
 * controlled components (React) take them over.
 */
export function restoreFormDraft(root: ParentNode, path: string, storage: Storage = sessionStorage): boolean {
  const raw = storage.getItem(FORM_DRAFT_KEY);
  if (!raw) return false;
  const draft = JSON.parse(raw) as FormDraft;
  const fields = fieldsIn(root);
  if (draft.path !== path || fields.length === 0) return false;
  for (const field of fields) {
    const saved = draft.fields[keyOf(field)];
    if (saved === undefined) continue;
    if (typeof saved === 'boolean') {
      if ((field as HTMLInputElement).checked !== saved) (field as HTMLInputElement).click();
    } else {
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
      setter?.call(field, saved);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
  storage.removeItem(FORM_DRAFT_KEY);
  return true;
}
