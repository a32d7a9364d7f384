import type { Shape } from './runtime-config.schema';

/** Why the configuration cannot be used, in German, naming the key where there is one. */
export interface RuntimeConfigProblem {
  /** The dotted path of the first bad key, e.g. `services.forms.url`; absent when the file itself is bad. */
  readonly key?: string;
  readonly message: string;
}

/** The problems of `value` against `shape`, key by key, in the shape's order. */
export function checkShape(shape: Shape, value: unknown, path: readonly string[]): RuntimeConfigProblem[] {
  if (value === undefined) return [problem(path, undefined)];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [problem(path, 'muss ein Objekt sein')];
  return Object.entries(shape).flatMap(([key, rule]) => {
    const child = (value as Record<string, unknown>)[key];
    const childPath = [...path, key];
    if (typeof rule === 'function') return child === undefined ? [problem(childPath, undefined)] : optionalProblem(childPath, rule(child));
    if ('optional' in rule && typeof rule.optional === 'object')
      return child === undefined ? [] : checkShape(rule.optional as Shape, child, childPath);
    return checkShape(rule as Shape, child, childPath);
  });
}

function optionalProblem(path: readonly string[], message: string | undefined): RuntimeConfigProblem[] {
  return message ? [problem(path, message)] : [];
}

/** A missing key (no message) or a bad one, worded as the operators read it. */
export function problem(path: readonly string[], message: string | undefined): RuntimeConfigProblem {
  const key = path.join('.');
  return { key, message: message ? `Der Eintrag „${key}“ ${message}.` : `Der Eintrag „${key}“ fehlt.` };
}
