// The maintenance banner as staff manage it (docs/programme-console.md#behaviour): one active banner
// at a time, shown by `GET /api/maintenance` and listed among the helpdesk's notices while it is on.
import type { Schemas } from '@oncourse/openapi';
import type { AppContext, ProgrammeAccess } from '../../core/context.ts';
import { notFound, unprocessable } from '../../core/errors.ts';
import type { Executor } from '../../db/client.ts';
import { recordNotice, withdrawNotice } from '../helpdesk/index.ts';
import { presentMaintenance } from './console.presenter.ts';
import * as repository from './maintenance.repository.ts';
import { auditedChanges, recordStaffAction } from './staff-actions.service.ts';

export async function listMaintenance(ctx: AppContext): Promise<Schemas['ConsoleMaintenance'][]> {
  return (await repository.listMaintenance(ctx.db)).map(presentMaintenance);
}

/** The banner's values, refused with nothing saved when it would end before it starts. */
function scheduleOf(body: Schemas['ConsoleMaintenanceInput']): repository.MaintenanceValues {
  if (body.maintenanceDuration < 1)
    throw unprocessable(
      'The maintenance must end after it starts',
      'maintenanceDuration',
      'INCORRECT_DATE_ORDER',
    );
  const message = body.message?.trim() ?? '';
  return {
    maintenanceStartDate: body.maintenanceStartDate,
    maintenanceStartTime: body.maintenanceStartTime,
    maintenanceDuration: body.maintenanceDuration,
    durationUnits: body.durationUnits,
    message: message === '' ? null : message,
  };
}

/** The helpdesk lists an active banner as a maintenance notice with its message. */
const bannerNotice = (row: repository.MaintenanceRow, renew: boolean, tx: Executor) =>
  recordNotice(
    tx,
    {
      kind: 'maintenance',
      sourceId: row.id,
      title: {},
      body: row.message === null ? {} : { en: row.message },
      organisationType: null,
      countryId: null,
    },
    renew,
  );

async function findOr404(ctx: AppContext, id: number) {
  const row = await repository.findMaintenance(ctx.db, id);
  if (!row) throw notFound('Maintenance banner not found', 'maintenanceId');
  return row;
}

const change = auditedChanges(presentMaintenance);

/** Schedules a banner; it replaces any active one, and every user sees it (a new createdAt). */
export async function scheduleMaintenance(
  ctx: AppContext,
  staff: ProgrammeAccess,
  body: Schemas['ConsoleMaintenanceInput'],
): Promise<Schemas['ConsoleMaintenance']> {
  const values = scheduleOf(body);
  return change(ctx, staff, 'maintenance.schedule', null, async (tx) => {
    const row = await repository.insertMaintenance(tx, values);
    for (const ended of await repository.endOtherBanners(tx, row.id)) {
      await withdrawNotice(tx, 'maintenance', ended.id);
      await recordStaffAction(tx, staff.userId, {
        kind: 'maintenance.end',
        subjectId: ended.id,
        before: presentMaintenance({ ...ended, active: true }),
        after: presentMaintenance(ended),
      });
    }
    await bannerNotice(row, true, tx);
    return row;
  });
}

/**
 * Edits a banner. An active one is dated anew, so a user who dismissed it sees it again
 * (docs/helpdesk.md#notices); an ended one stays ended.
 */
export async function updateMaintenance(
  ctx: AppContext,
  staff: ProgrammeAccess,
  id: number,
  body: Schemas['ConsoleMaintenanceInput'],
): Promise<Schemas['ConsoleMaintenance']> {
  const before = await findOr404(ctx, id);
  const values = scheduleOf(body);
  return change(ctx, staff, 'maintenance.update', before, async (tx) => {
    const row = await repository.updateMaintenance(tx, id, {
      ...values,
      ...(before.active ? { createdAt: new Date() } : {}),
    });
    if (row.active) await bannerNotice(row, true, tx);
    return row;
  });
}

/** Ends a banner: the app stops showing it and the helpdesk stops listing it. */
export async function endMaintenance(
  ctx: AppContext,
  staff: ProgrammeAccess,
  id: number,
): Promise<Schemas['ConsoleMaintenance']> {
  const before = await findOr404(ctx, id);
  if (!before.active) return presentMaintenance(before);
  return change(ctx, staff, 'maintenance.end', before, async (tx) => {
    await withdrawNotice(tx, 'maintenance', id);
    return repository.updateMaintenance(tx, id, { active: false });
  });
}
