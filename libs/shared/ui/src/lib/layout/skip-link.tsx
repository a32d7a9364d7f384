import { skipLinkClass } from './skip-link.styles';

export const MAIN_CONTENT_ID = 'inhalt';

/** The first focusable element of every page: jumps past header and navigation. */
export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={skipLinkClass}>
      Zum Inhalt springen
    </a>
  );
}
