/** Hands a downloaded file to the browser's download, under its own name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the data by the next task; the URL would otherwise hold it in memory.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
