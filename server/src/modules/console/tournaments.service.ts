// Tournaments programme staff make (docs/programme-console.md#behaviour): the organisation and the
// invitation of its organiser as owner, through the team's own invitation flow, stored together.
import type { Schemas } from '@oncourse/openapi';
import type { AppContext, ProgrammeAccess } from '../../core/context.ts';
import { notUnique } from '../../core/errors.ts';
import { isUniqueViolation } from '../accounts/unique-violation.ts';
import { checkStaffTournament, insertStaffTournament } from '../organisations/organisations.service.ts';
import { inviteOwner } from '../team/team.service.ts';
import { auditedChanges } from './staff-actions.service.ts';

interface Made {
  id: number;
  shown: Schemas['ConsoleTournament'];
}
const change = auditedChanges((made: Made) => made.shown);

export async function createTournament(
  ctx: AppContext,
  staff: ProgrammeAccess,
  body: Schemas['ConsoleTournamentInput'],
): Promise<Schemas['ConsoleTournament']> {
  const title = await checkStaffTournament(ctx, body);
  const email = body.organiserEmail.trim();
  const made = change(ctx, staff, 'tournament.create', null, async (tx) => {
    const tournament = await insertStaffTournament(tx, {
      title,
      countryId: body.countryId,
      createdByUserId: staff.userId,
    });
    const organiserId = await inviteOwner(ctx, tx, {
      organisationId: tournament.id,
      inviterId: staff.userId,
      email,
      message: body.message ?? null,
    });
    return {
      id: tournament.id,
      shown: {
        id: tournament.id,
        title: tournament.title,
        countryId: body.countryId,
        organiser: { userId: organiserId, email, status: 'invited' },
        createdAt: tournament.createdAt.toISOString(),
      },
    };
  });
  // Two staff making the same tournament at once: the second loses on the unique title.
  return made.catch((error: unknown) => {
    if (isUniqueViolation(error)) throw notUnique('title', 'This tournament name is already registered');
    throw error;
  });
}
