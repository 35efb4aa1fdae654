/** Hands a fetched file to the browser as a download (a call that needs the bearer token cannot be a plain link). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; let the browser drop the bytes after it.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
