import { BROWSER_STORAGE } from './browser-storage';
import { browserStorageListClass } from './browser-storage-list.styles';

/**
 * The stored items as a list of described entries rather than a table: a table with four columns
 * cannot reflow at 320 px without scrolling sideways (WCAG 1.4.10).
 */
export function BrowserStorageList() {
  return (
    <ul className={browserStorageListClass}>
      {BROWSER_STORAGE.map((item) => (
        <li key={item.name}>
          <p>{item.name}</p>
          <dl>
            <dt>Ort</dt>
            <dd>{item.where}</dd>
            <dt>Zweck</dt>
            <dd>{item.purpose}</dd>
            <dt>Dauer</dt>
            <dd>{item.lifetime}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
