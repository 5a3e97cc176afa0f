import { useSubmit, type ApiAnswer, type Submission } from '../forms/useSubmit';
import { namedBlob, saveFile, type NamedFile } from './download';

export interface DownloadOptions<TArgs extends unknown[]> {
  /** The file name when the server names none (docs/improve.md#calls), from the call's arguments. */
  fallbackName: string | ((...args: TArgs) => string);
  /** The message beside the button when the file does not come. */
  failureKey: string;
}

/**
 * The one way a screen downloads a file: `call` fetches it as a blob (openapi-fetch's
 * `parseAs: 'blob'`), and the browser saves it under the server's file name. Pending, refusals and
 * failures behave as any submission's do, so a failed download shows `failureKey` beside the button.
 */
export function useDownload<TArgs extends unknown[]>(
  call: (...args: TArgs) => Promise<ApiAnswer<Blob>>,
  { fallbackName, failureKey }: DownloadOptions<TArgs>,
): Submission<TArgs> {
  return useSubmit<TArgs, NamedFile>(
    async (...args: TArgs) =>
      namedBlob(await call(...args), typeof fallbackName === 'string' ? fallbackName : fallbackName(...args)),
    { onSuccess: (file: NamedFile, ..._args: TArgs) => saveFile(file.blob, file.name), failureKey },
  );
}
