/**
 * The file names of the chunks reached from `from` through `next` (for instance a chunk's static
 * imports), directly or not, `from` included, without entering the chunks in `stop`. Names that
 * are not in `chunks` (a CSS file, an asset) are passed over.
 */
export function chunkClosure<Chunk>(
  chunks: ReadonlyMap<string, Chunk>,
  from: readonly string[],
  next: (chunk: Chunk) => readonly string[],
  stop: ReadonlySet<string> = new Set(),
): ReadonlySet<string> {
  const reached = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (chunk === undefined || reached.has(fileName) || stop.has(fileName)) return;
    reached.add(fileName);
    next(chunk).forEach(visit);
  };
  from.forEach(visit);
  return reached;
}
