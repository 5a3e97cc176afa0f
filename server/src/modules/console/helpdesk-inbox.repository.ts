import { asc, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { helpdeskMessages, helpdeskReplies, organisations, users } from '../../db/schema/index.ts';

function messages(db: Executor) {
  return db
    .select({
      id: helpdeskMessages.id,
      reason: helpdeskMessages.reason,
      message: helpdeskMessages.message,
      callBackPhone: helpdeskMessages.callBackPhone,
      callBackTime: helpdeskMessages.callBackTime,
      userId: helpdeskMessages.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      language: users.language,
      organisationId: organisations.id,
      organisationTitle: organisations.title,
      createdAt: helpdeskMessages.createdAt,
      answeredAt: helpdeskMessages.answeredAt,
    })
    .from(helpdeskMessages)
    .innerJoin(users, eq(users.id, helpdeskMessages.userId))
    .leftJoin(organisations, eq(organisations.id, helpdeskMessages.organisationId))
    .$dynamic();
}

/** One page of the inbox, newest first. */
export async function listMessages(
  db: Executor,
  filter: { answered?: boolean; limit: number; offset: number },
) {
  const where =
    filter.answered === undefined
      ? undefined
      : filter.answered
        ? isNotNull(helpdeskMessages.answeredAt)
        : isNull(helpdeskMessages.answeredAt);
  const [rows, [total]] = await Promise.all([
    messages(db)
      .where(where)
      .orderBy(desc(helpdeskMessages.createdAt), desc(helpdeskMessages.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ value: count() }).from(helpdeskMessages).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findMessage(db: Executor, id: number) {
  const [row] = await messages(db).where(eq(helpdeskMessages.id, id));
  return row;
}

export type InboxMessageRow = NonNullable<Awaited<ReturnType<typeof findMessage>>>;

/** The replies to the messages, oldest first, with who wrote each. */
export function listReplies(db: Executor, messageIds: number[]) {
  if (messageIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: helpdeskReplies.id,
      messageId: helpdeskReplies.messageId,
      text: helpdeskReplies.text,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: helpdeskReplies.createdAt,
    })
    .from(helpdeskReplies)
    .leftJoin(users, eq(users.id, helpdeskReplies.userId))
    .where(inArray(helpdeskReplies.messageId, messageIds))
    .orderBy(asc(helpdeskReplies.createdAt), asc(helpdeskReplies.id));
}

export type ReplyRow = Awaited<ReturnType<typeof listReplies>>[number];

export async function insertReply(db: Executor, values: { messageId: number; userId: number; text: string }) {
  await db.insert(helpdeskReplies).values(values);
}

export async function setAnswered(db: Executor, id: number, answeredAt: Date | null): Promise<void> {
  await db.update(helpdeskMessages).set({ answeredAt }).where(eq(helpdeskMessages.id, id));
}
