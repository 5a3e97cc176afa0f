// Whether an answer the server gave is one the contract declares for the operation, so tests can
// hold the server to the contract's statuses and media types (docs/api.md#errors).
import type { OpenApiDocument, OperationObject, ResponseObject } from './document.ts';
import { resolveRef } from './operations.ts';

/** `image/*` covers `image/png`, `*\/*` covers everything; parameters (charset) are ignored. */
function mediaTypeMatches(declared: string, answered: string): boolean {
  const [type, subtype] = declared.split('/');
  const [answeredType, answeredSubtype] = answered.split('/');
  return (type === '*' || type === answeredType) && (subtype === '*' || subtype === answeredSubtype);
}

/**
 * Why an answer is not in the contract (a status the operation does not declare, or a media type
 * its response does not list), or null when it is. `4XX`-style ranges and `default` count too.
 */
export function undeclaredAnswer(
  document: OpenApiDocument,
  operation: OperationObject,
  status: number,
  contentType: string | undefined,
): string | null {
  const responses = operation.responses;
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((candidate) => candidate in responses);
  if (!key) return `status ${status} is not declared for ${operation.operationId}`;
  const response = resolveRef<ResponseObject>(document, responses[key]);
  const declared = Object.keys(response.content ?? {});
  const answered = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (declared.length === 0) {
    return answered === '' ? null : `${operation.operationId} declares no body for ${status}, answered ${answered}`;
  }
  if (declared.some((mediaType) => mediaTypeMatches(mediaType.toLowerCase(), answered))) return null;
  return `${operation.operationId} answered ${status} as ${answered || '(no content type)'}, declared ${declared.join(', ')}`;
}
