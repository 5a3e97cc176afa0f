// The programme figures' sources, owned by the programme-figures module.
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { answerSets } from './reviews.ts';

/**
 * What one answer set adds to the programme's figures (docs/programme-console.md#figures): a
 * review's progress, or an annual-data year's completeness and footprint, as the engine computed
 * them. Current while the answer set's version and the facts (written by the database, as
 * figures.repository.ts does) are those it was computed from: any save bumps the version, so the
 * next read recomputes exactly the sets that changed, whichever server saved them.
 */
export const figureSources = pgTable('figure_sources', {
  answerSetId: integer('answer_set_id')
    .primaryKey()
    .references(() => answerSets.id, { onDelete: 'cascade' }),
  /** The answer set's version the figures were computed from. */
  version: integer('version').notNull(),
  /** The organisation's facts and the rules' versions they were computed with, as one text. */
  facts: text('facts').notNull(),
  figures: jsonb('figures').$type<FigureSourceValues>().notNull(),
  computedAt: createdAt(),
});

/** A review's progress (percent) or a year's completeness and footprint, as the figures read them. */
export type FigureSourceValues =
  | { kind: 'review'; percent: number }
  | {
      kind: 'year';
      complete: boolean;
      /** No unanswered question would change it (docs/programme-console.md#figures). */
      final: boolean;
      market: { total: number; perHole: number | null };
      location: { total: number; perHole: number | null };
    };
