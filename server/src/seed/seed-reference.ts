// Reference data: the fixtures are the truth, so rows are upserted (and only rewritten when they differ).
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import {
  accessTypeActivities,
  accessTypes,
  activities,
  countries,
  languages,
  strings,
} from '../db/schema/index.ts';
import { inChunks, syncChildren } from './batch.ts';
import type { FixtureSource } from './fixture-source.ts';

const excluded = (column: string) => sql.raw(`excluded."${column}"`);

/** Languages (en … zu) by key. */
export async function seedLanguages(db: Executor, fixtures: FixtureSource): Promise<Set<string>> {
  const rows = fixtures.languages().map((language, index) => ({
    key: language.key,
    value: language.value,
    nativeName: language.language,
    countryCode: language.countryCode,
    inSettings: language.inSettings,
    sortOrder: index,
  }));
  await db
    .insert(languages)
    .values(rows)
    .onConflictDoUpdate({
      target: languages.key,
      set: {
        value: excluded('value'),
        nativeName: excluded('native_name'),
        countryCode: excluded('country_code'),
        inSettings: excluded('in_settings'),
        sortOrder: excluded('sort_order'),
      },
      setWhere: sql`(${languages.value}, ${languages.nativeName}, ${languages.countryCode}, ${languages.inSettings}, ${languages.sortOrder})
        is distinct from (excluded.value, excluded.native_name, excluded.country_code, excluded.in_settings, excluded.sort_order)`,
    });
  return new Set(rows.map((row) => row.key));
}

/** Countries by id. */
export async function seedCountries(db: Executor, fixtures: FixtureSource): Promise<Map<string, number>> {
  const rows = fixtures.countries();
  await inChunks(rows, (chunk) =>
    db
      .insert(countries)
      .values(chunk)
      .onConflictDoUpdate({
        target: countries.id,
        set: { code: excluded('code'), title: excluded('title') },
        setWhere: sql`(${countries.code}, ${countries.title}) is distinct from (excluded.code, excluded.title)`,
      }),
  );
  return new Map(rows.map((row) => [row.code, row.id]));
}

/**
 * The strings catalogue per language (fixtures/strings/<lang>.json); keys a fixture no longer
 * has are removed so renamed keys do not linger. Languages without a fixture file are left alone.
 */
export async function seedStrings(
  db: Executor,
  fixtures: FixtureSource,
  knownLanguages: Set<string>,
): Promise<string[]> {
  const skipped: string[] = [];
  for (const [language, catalogue] of Object.entries(fixtures.strings())) {
    if (!knownLanguages.has(language)) {
      skipped.push(language);
      continue;
    }
    const rows = Object.entries(catalogue).map(([key, text]) => ({ language, key, text }));
    await inChunks(rows, (chunk) =>
      db
        .insert(strings)
        .values(chunk)
        .onConflictDoUpdate({
          target: [strings.language, strings.key],
          set: { text: excluded('text') },
          setWhere: sql`${strings.text} is distinct from excluded.text`,
        }),
    );
    const keys = rows.map((row) => row.key);
    await db
      .delete(strings)
      .where(
        keys.length > 0
          ? and(eq(strings.language, language), notInArray(strings.key, keys))
          : eq(strings.language, language),
      );
  }
  return skipped;
}

/** Activities, access types and the access type → activity mapping (fixtures/roles.json). */
export async function seedRoles(db: Executor, fixtures: FixtureSource): Promise<void> {
  const roles = fixtures.roles();
  await db
    .insert(activities)
    .values(roles.activities)
    .onConflictDoUpdate({
      target: activities.id,
      set: { name: excluded('name') },
      setWhere: sql`${activities.name} is distinct from excluded.name`,
    });
  await db
    .insert(accessTypes)
    .values(
      roles.accessTypes.map((type, index) => ({
        id: type.id,
        name: type.name,
        label: type.label,
        readOnly: type.readOnly,
        assignable: type.assignable,
        sortOrder: index,
      })),
    )
    .onConflictDoUpdate({
      target: accessTypes.id,
      set: {
        name: excluded('name'),
        label: excluded('label'),
        readOnly: excluded('read_only'),
        assignable: excluded('assignable'),
        sortOrder: excluded('sort_order'),
      },
      setWhere: sql`(${accessTypes.name}, ${accessTypes.label}, ${accessTypes.readOnly}, ${accessTypes.assignable}, ${accessTypes.sortOrder})
        is distinct from (excluded.name, excluded.label, excluded.read_only, excluded.assignable, excluded.sort_order)`,
    });

  const activityIds = new Map(roles.activities.map((activity) => [activity.name, activity.id]));
  for (const type of roles.accessTypes) {
    const granted = type.activities.map((name) => {
      const id = activityIds.get(name);
      if (id === undefined)
        throw new Error(`fixtures/roles.json: ${type.name} grants unknown activity ${name}`);
      return id;
    });
    await syncChildren(
      db,
      accessTypeActivities,
      { column: accessTypeActivities.accessTypeId, id: type.id },
      { column: accessTypeActivities.activityId, values: granted },
      granted.map((activityId) => ({ accessTypeId: type.id, activityId })),
    );
  }
  const typeIds = roles.accessTypes.map((type) => type.id);
  // Types that left the fixture keep their rows (memberships may point at them) but grant nothing.
  await db.delete(accessTypeActivities).where(notInArray(accessTypeActivities.accessTypeId, typeIds));
}
