// The console's audit (docs/programme-console.md#behaviour): every staff action is stored in the
// transaction that makes it, with the row as the contract shows it before and after.
import type { Schemas } from '@oncourse/openapi';
import type { AppContext, ProgrammeAccess } from '../../core/context.ts';
import type { Executor } from '../../db/client.ts';
import { presentStaffAction } from './console.presenter.ts';
import { pageWindow } from './paging.ts';
import * as repository from './staff-actions.repository.ts';

export interface StaffAction {
  kind: Schemas['StaffActionKind'];
  subjectId: number;
  /** Null when the action created the row. */
  before: unknown;
  after: unknown;
}

/** Stores what a staff member did; runs in the action's own transaction, so neither exists alone. */
export async function recordStaffAction(tx: Executor, userId: number, action: StaffAction): Promise<void> {
  await repository.insertStaffAction(tx, { userId, ...action });
}

export async function listStaffActions(
  ctx: AppContext,
  query: { userId?: number; kind?: Schemas['StaffActionKind']; page?: number },
): Promise<Schemas['StaffActionPage']> {
  const window = pageWindow(query.page);
  const { rows, total } = await repository.listStaffActions(ctx.db, {
    ...(query.userId === undefined ? {} : { userId: query.userId }),
    ...(query.kind === undefined ? {} : { kind: query.kind }),
    limit: window.limit,
    offset: window.offset,
  });
  return { entries: rows.map(presentStaffAction), total, page: window.page, pageSize: window.pageSize };
}

/**
 * Makes a staff change and stores its audit entry in one transaction (nothing half-saved); answers
 * the row as the contract shows it.
 */
export function auditedChange<Row extends { id: number }, Shown>(
  ctx: AppContext,
  staff: ProgrammeAccess,
  action: { kind: StaffAction['kind']; before: Shown | null; present: (row: Row) => Shown },
  write: (tx: Executor) => Promise<Row>,
): Promise<Shown> {
  return ctx.db.transaction(async (tx) => {
    const row = await write(tx);
    const after = action.present(row);
    await recordStaffAction(tx, staff.userId, {
      kind: action.kind,
      subjectId: row.id,
      before: action.before,
      after,
    });
    return after;
  });
}

/** `auditedChange` for one kind of row: the row before is shown as the contract shows it, as the row after. */
export const auditedChanges =
  <Row extends { id: number }, Shown>(present: (row: Row) => Shown) =>
  (
    ctx: AppContext,
    staff: ProgrammeAccess,
    kind: StaffAction['kind'],
    before: Row | null,
    write: (tx: Executor) => Promise<Row>,
  ): Promise<Shown> =>
    auditedChange(ctx, staff, { kind, before: before && present(before), present }, write);
