import { listSkeletonClass } from './list-skeleton.styles';

/** Grey rows the height of a list's entries, while it loads: nothing jumps when the entries arrive. */
export function ListSkeleton({ rows, label }: { rows: number; label: string }) {
  return (
    <div className={listSkeletonClass} aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} />
      ))}
    </div>
  );
}
