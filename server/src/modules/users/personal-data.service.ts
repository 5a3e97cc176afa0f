import type { Schemas } from '@oncourse/openapi';
import { WithCookies, type AppContext } from '../../core/context.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import { withFileTransaction } from '../../storage/stored-files.ts';
import { clearedRefreshCookie } from '../auth/refresh-cookie.ts';
import { teamMessages } from '../team/team.service.ts';
import { presentAnswerContent } from '../reviews/reviews.presenter.ts';
import * as repository from './personal-data.repository.ts';
import * as users from './users.repository.ts';

// Both calls act on the signed-in user's own account only: the contract marks the user id with
// x-self-param and the wiring refuses any other id before a handler runs (docs/accounts.md#personal-data).

/**
 * The user's personal data, which the app saves as one JSON file: the profile, the organisation links, what they wrote
 * (notes, helpdesk messages, documents they uploaded) and the answers whose latest change was
 * theirs. Nothing of other users: no team lists, no other authors, no answers others changed last.
 */
export async function personalData(ctx: AppContext, userId: number): Promise<Schemas['PersonalData']> {
  const user = await users.findUserById(ctx.db, userId);
  if (!user) throw notFound('User not found', 'id');
  const [organisations, notes, helpdeskMessages, documents, answers] = await Promise.all([
    repository.findMembershipsOf(ctx.db, userId),
    repository.findNotesBy(ctx.db, userId),
    repository.findHelpdeskMessagesBy(ctx.db, userId),
    repository.findDocumentsBy(ctx.db, userId),
    repository.findAnswersLastChangedBy(ctx.db, userId),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      language: user.language,
      measurementUnit: user.measurementUnit,
      emailNotifications: user.emailNotifications,
      allowCorrespondence: user.allowCorrespondence,
      introductoryTour: user.introductoryTour,
      hearAboutUs: user.hearAboutUs,
      jobRole: user.jobRole,
      hasProfilePicture: user.imageId !== null,
      activeOrganisationId: user.activeOrganisationId,
      registeredAt: user.createdAt.toISOString(),
      registrationCompletedAt: user.registrationCompletedAt?.toISOString() ?? null,
    },
    organisations,
    notes,
    helpdeskMessages,
    documents,
    answers: answers.map((row) => ({
      organisation: row.organisation,
      questionSet: row.question_set,
      year: row.year,
      questionId: row.question_id,
      changedAt: new Date(row.changed_at).toISOString(),
      client: row.client,
      answer: presentAnswerContent(row.after),
    })),
  };
}

/**
 * Deletes the account (docs/accounts.md#personal-data): refused while the user owns an organisation,
 * with the message the team uses for removing an owner (ownership is handed over first). Otherwise
 * the user row goes (the foreign keys end the sessions and keep what they wrote for their
 * organisations, author null), with their profile picture and the mails addressed to them; the
 * refresh cookie is cleared. An access token already issued may still be presented until it
 * expires, but it reaches nothing: the account and its memberships are gone.
 */
export async function deleteAccount(
  ctx: AppContext,
  userId: number,
): Promise<WithCookies<Schemas['Deleted']>> {
  await withFileTransaction(ctx, async (tx, discard) => {
    const user = await users.findUserById(tx, userId);
    if (!user) throw notFound('User not found', 'id');
    if (await repository.ownsAnOrganisation(tx, userId)) throw forbidden(teamMessages.removeOwner, 'id');
    const picture =
      user.imageId !== null && (await users.isOwnFile(tx, user.imageId, userId)) ? [user.imageId] : [];
    await repository.deleteMailsTo(tx, user.email);
    await repository.deleteUser(tx, userId);
    await discard(picture);
  });
  return new WithCookies({ id: userId }, [clearedRefreshCookie(ctx.config)]);
}
