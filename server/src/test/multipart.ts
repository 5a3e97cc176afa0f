// Multipart bodies for upload tests, as a browser's FormData sends them.

/** A multipart body with text fields and at most one file part (a name of undefined sends no filename). */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string | undefined; type: string; data: Buffer },
) {
  const boundary = `----oncourse-doc-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"${file.name === undefined ? '' : `; filename="${file.name}"`}\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
