/**
 * Moves to a section of the page and gives its heading focus, so that keyboard and screen readers
 * continue there. False when the page has no such section.
 */
export function focusSection(id: string): boolean {
  const heading = document.getElementById(id);
  if (!heading) return false;
  heading.setAttribute('tabindex', '-1');
  heading.focus();
  return true;
}
