import type { Schemas } from '@oncourse/openapi';
import { need } from '../../api/need';
import type { AppServices } from '../../services';
import type { QueueSearch } from './queue-search';

export type QueuePage = Schemas['CertificationQueuePage'];
export type Verifier = Schemas['Verifier'];

/** One page of the staff queue with the filters, and the verifiers the verifier filter offers. */
export async function loadQueue(
  services: AppServices,
  search: QueueSearch,
): Promise<{ queue: QueuePage; verifiers: Verifier[] }> {
  const [queue, verifiers] = await Promise.all([
    need(services.api.GET('/api/certification/cases', { params: { query: search } })),
    need(services.api.GET('/api/certification/verifiers')),
  ]);
  return { queue, verifiers };
}
