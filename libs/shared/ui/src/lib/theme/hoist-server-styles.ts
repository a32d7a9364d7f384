/**
 * Before the app hydrates a pre-rendered page (or renders over it), moves the style elements
 * Emotion rendered inline into the head, where the client's Emotion finds and reuses them, and
 * where hydration does not meet them as markup the app never renders. Its cache does this
 * itself for component styles (`data-emotion="css …"`) but not for global ones (`css-global …`),
 * which would otherwise go with the pre-rendered markup. They keep their place before the others.
 */
export function hoistServerStyles(container: HTMLElement): void {
  const styles = container.querySelectorAll('style[data-emotion]');
  const firstInHead = document.head.querySelector('style[data-emotion]');
  styles.forEach((style) => document.head.insertBefore(style, firstInHead));
}
