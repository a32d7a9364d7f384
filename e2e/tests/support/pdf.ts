import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdfjs-dist 6 expects Node 22's `Promise.withResolvers`; the test machines run Node 20. */
function withResolvers<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason?: unknown) => void;
  const promise = new Promise<T>((resolved, rejected) => ((resolve = resolved), (reject = rejected)));
  return { promise, resolve, reject };
}

/** The text of every page of a PDF, joined. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const promises = Promise as unknown as { withResolvers?: typeof withResolvers };
  promises.withResolvers ??= withResolvers;
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}
