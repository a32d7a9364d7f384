import { ListSkeleton } from '@fobu/ui';
import { screenPendingClass } from './screen-pending.styles';

/** Shown when a role screen's code and data take longer than a moment: the page's shape, greyed. */
export function ScreenPending() {
  return (
    <div className={screenPendingClass}>
      <ListSkeleton rows={4} label="Die Seite wird geladen" />
    </div>
  );
}
