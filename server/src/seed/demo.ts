// `npm run demo`: the demo facility with a signed-in view worth looking at — a year of annual data
// and best-practice answers (the demo answer sets), a team of three and two documents — and a
// sign-in for its owner. Never part of a normal start.
import { createHash, randomBytes } from 'node:crypto';
import { basename } from 'node:path';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import {
  accessTypes,
  documents,
  memberships,
  organisations,
  storedFiles,
  users,
} from '../db/schema/index.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';
import { refreshAllYears } from '../modules/benchmarks/benchmarks.service.ts';
import { defaultFixtures, type FixtureSource } from './fixture-source.ts';
import { seed } from './seed.ts';
import { seedDemoPeers } from './peer-population.ts';
import { seedDemoPublicProfile } from './demo-public-profile.ts';
import { seedDemoCertification, type DemoProgrammeSignIns } from './demo-certification.ts';
import { seedDemoFederation, type DemoFederationSignIn } from './demo-federation.ts';
import { analyzeStaleTables } from '../db/table-statistics.ts';

/** The demo facility and tournament of fixtures/organisations.json. */
const FACILITY = 1;
const TOURNAMENT = 2;

export const demoEmail = 'demo@oncourse.local';

export interface DemoPerson {
  email: string;
  firstName: string;
  lastName: string;
  /** Access type and job role per organisation id. */
  memberships: {
    organisationId: number;
    accessType: 'OWNER' | 'ADMIN_USER' | 'USER_VIEW_ONLY' | 'USER';
    jobRole: string;
  }[];
}

/** The owner signs in; the two others make the team tab worth opening. */
const team: DemoPerson[] = [
  {
    email: demoEmail,
    firstName: 'Alex',
    lastName: 'Morgan',
    memberships: [
      { organisationId: FACILITY, accessType: 'OWNER', jobRole: 'owner' },
      // A second organisation, so switching organisation can be tried.
      { organisationId: TOURNAMENT, accessType: 'USER', jobRole: 'sustainability manager' },
    ],
  },
  {
    email: 'head.greenkeeper@oncourse.local',
    firstName: 'Jamie',
    lastName: 'Reed',
    memberships: [{ organisationId: FACILITY, accessType: 'ADMIN_USER', jobRole: 'management' }],
  },
  {
    email: 'committee@oncourse.local',
    firstName: 'Priya',
    lastName: 'Shah',
    memberships: [{ organisationId: FACILITY, accessType: 'USER_VIEW_ONLY', jobRole: 'commitee' }],
  },
];

const demoDocuments = [
  {
    title: 'Water abstraction licence',
    file: 'documents/demo-water-licence.pdf',
    location: 'WATER',
    description: 'Borehole licence, valid until March 2031.',
  },
  {
    title: 'Habitat survey 2024',
    file: 'documents/demo-habitat-survey.pdf',
    location: 'HABITAT_BIODIVERSITY',
    description: 'Survey of the out-of-play land by the county wildlife trust.',
  },
] as const;

/** The demo refuses a database whose organisations 1 or 2 were created by people. */
export class DemoClashError extends Error {
  override name = 'DemoClashError';
}

export interface DemoSignIn {
  email: string;
  password: string;
  organisation: string;
  /** Programme staff and the verifier of the demo's certification case. */
  programme: DemoProgrammeSignIns;
  /** The national federation of the demo facility's country (docs/programme-console.md#federations). */
  federation: DemoFederationSignIn;
}

/** A readable password that passes the password rule (letters and digits). */
function newPassword(): string {
  return `Demo-${randomBytes(6).toString('base64url').replace(/[-_]/g, 'x')}-${100 + randomBytes(1)[0]!}`;
}

/** Adds a person (or finds them by e-mail) with their memberships; returns their id. */
export async function upsertPerson(db: Executor, person: DemoPerson, passwordHash: string): Promise<number> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${person.email})`);
  const userId =
    existing?.id ??
    (
      await db
        .insert(users)
        .values({
          email: person.email,
          firstName: person.firstName,
          lastName: person.lastName,
          passwordHash,
          registrationCompletedAt: new Date(),
          activeOrganisationId: person.memberships[0]!.organisationId,
        })
        .returning({ id: users.id })
    )[0]!.id;
  for (const membership of person.memberships) {
    const [accessType] = await db
      .select({ id: accessTypes.id })
      .from(accessTypes)
      .where(eq(accessTypes.name, membership.accessType));
    await db
      .insert(memberships)
      .values({
        userId,
        organisationId: membership.organisationId,
        accessTypeId: accessType!.id,
        jobRole: membership.jobRole,
        inviteStatus: 'joined',
        joinedAt: new Date(),
      })
      .onConflictDoNothing();
  }
  return userId;
}

async function addDocuments(db: Executor, fixtures: FixtureSource, uploadedByUserId: number): Promise<void> {
  for (const document of demoDocuments) {
    const [existing] = await db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.organisationId, FACILITY), eq(documents.title, document.title)));
    if (existing) continue;
    const data = fixtures.contentFile(document.file);
    const [file] = await db
      .insert(storedFiles)
      .values({
        filename: basename(document.file),
        mimeType: 'application/pdf',
        sizeBytes: data.length,
        sha256: createHash('sha256').update(data).digest('hex'),
        data,
        organisationId: FACILITY,
        ownerUserId: uploadedByUserId,
      })
      .returning({ id: storedFiles.id });
    await db.insert(documents).values({
      organisationId: FACILITY,
      title: document.title,
      blobFilename: basename(document.file),
      description: document.description,
      location: document.location,
      fileId: file!.id,
      uploadedByUserId,
    });
  }
}

/**
 * Seeds the database with the demo organisations and answer sets, the demo team and documents,
 * and gives the owner a fresh password (a known demo password would open any database the demo
 * ever ran on). Safe to run again: what exists is kept, edits made in the app survive.
 */
export async function seedDemo(
  db: Database,
  fixtures: FixtureSource = defaultFixtures,
  /** `peers: false` leaves out the few hundred benchmark peers (tests that do not need them). */
  options: { peers?: boolean } = {},
): Promise<DemoSignIn> {
  // Without the demo, a real facility can hold the demo's ids: never pour demo answers into it.
  const [taken] = await db
    .select({ title: organisations.title })
    .from(organisations)
    .where(and(inArray(organisations.id, [FACILITY, TOURNAMENT]), isNotNull(organisations.createdByUserId)));
  if (taken) {
    throw new DemoClashError(
      `This database already has a real organisation (${taken.title}) where the demo would go; run the demo on its own DATA_DIR or database.`,
    );
  }
  await seed(db, { demo: true, fixtures });
  // The demo organisations are compared with the demo peers only, never with real facilities.
  await db
    .update(organisations)
    .set({ demo: true })
    .where(inArray(organisations.id, [FACILITY, TOURNAMENT]));
  if (options.peers !== false) {
    await seedDemoPeers(db, fixtures);
    // Hundreds of peers in one go: plans made before the next analysis would take them for a few rows.
    await analyzeStaleTables(db);
    // Their benchmark figures now, not while the first dashboard of the demo waits for them.
    await refreshAllYears({ db });
  }
  await analyzeStaleTables(db);
  const password = newPassword();
  const ownerHash = await hashPassword(password);
  // The others never sign in: a random password nobody knows.
  const teamHash = await hashPassword(randomBytes(24).toString('base64url'));
  const staffPassword = newPassword();
  const verifierPassword = newPassword();
  const programmePasswords = {
    staff: { password: staffPassword, hash: await hashPassword(staffPassword) },
    verifier: { password: verifierPassword, hash: await hashPassword(verifierPassword) },
  };
  const federationPassword = newPassword();
  const federationHash = await hashPassword(federationPassword);
  return db.transaction(async (tx) => {
    const ids = [];
    for (const person of team)
      ids.push(await upsertPerson(tx, person, person.email === demoEmail ? ownerHash : teamHash));
    const ownerId = ids[0]!;
    await tx
      .update(users)
      .set({ passwordHash: ownerHash, updatedAt: new Date() })
      .where(eq(users.id, ownerId));
    await addDocuments(tx, fixtures, ownerId);
    const [facility] = await tx
      .select({ title: organisations.title })
      .from(organisations)
      .where(eq(organisations.id, FACILITY));
    // The facility's certificate first, then its renewal in verification: the club's page shows
    // the newest case, and the public pages the certificate, due for renewal.
    await seedDemoPublicProfile(tx, FACILITY);
    const programme = await seedDemoCertification(tx, { id: FACILITY, ownerId }, programmePasswords);
    // After the certification: Lakeside Golf Club exists to share with the federation too.
    const federation = await seedDemoFederation(tx, FACILITY, {
      password: federationPassword,
      hash: federationHash,
    });
    return { email: demoEmail, password, organisation: facility!.title, programme, federation };
  });
}
