// A facility's consent to its national federation (docs/programme-console.md#federations): queries only.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { organisations } from '../../db/schema/index.ts';

export async function findSharing(db: Executor, organisationId: number): Promise<boolean> {
  const [row] = await db
    .select({ share: organisations.shareWithFederation })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return row?.share ?? false;
}

export async function updateSharing(db: Executor, organisationId: number, share: boolean): Promise<void> {
  await db
    .update(organisations)
    .set({ shareWithFederation: share, updatedAt: new Date() })
    .where(eq(organisations.id, organisationId));
}
