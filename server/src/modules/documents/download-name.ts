/**
 * The name a download is saved under: the title users gave the document, keeping the stored
 * file's extension so the file opens in the right program.
 */
export function downloadName(title: string, storedName: string): string {
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(storedName)?.[0] ?? '';
  if (!title.trim()) return storedName;
  return extension && !title.toLowerCase().endsWith(extension.toLowerCase()) ? `${title}${extension}` : title;
}
