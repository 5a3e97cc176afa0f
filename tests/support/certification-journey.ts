// What the certification, public-recognition and console journeys share: the product started as an
// operator runs it for the programme (docs/certification.md#access: the first staff member is an
// account made staff with `npm run provider -- add-admin` while the server is stopped), restarted
// on the same data folder when a journey needs it (with the clock moved, shifted-clock.mjs), and
// the certificate's text as pdftotext reads it.
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { finished, inBackground } from '@oncourse/server/testing';
import createClient from 'openapi-fetch';
import type { paths } from '@oncourse/openapi';
import { registerAccount, signIn, type SignedIn } from './accounts.ts';
import { newDataDir } from './data-folder.ts';
import { startProduct, type RunningProduct } from './npm-start.ts';
import { linkIn, type SmtpCapture } from './smtp-capture.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const shiftedClock = fileURLToPath(new URL('shifted-clock.mjs', import.meta.url));

export const api = (baseUrl: string) => createClient<paths>({ baseUrl });

/** Registers `email` through the e-mailed link, as the registration page does, and signs in. */
export async function registerPerson(
  baseUrl: string,
  smtp: SmtpCapture,
  firstName: string,
  lastName: string,
  email: string,
  password: string,
): Promise<SignedIn> {
  const since = smtp.messages.length;
  return registerAccount(
    api(baseUrl),
    { firstName, lastName, email },
    async () => linkIn(await smtp.waitFor(email, { since }), '/complete-registration'),
    password,
  );
}

export interface ProgrammeProduct {
  readonly product: RunningProduct;
  /**
   * Stops the product and starts it again on the same data folder and address; `daysAhead` moves
   * its clock that many days on (shifted-clock.mjs), as if it were started later.
   */
  restart(options?: { daysAhead?: number }): Promise<void>;
  /** Stops the product and removes its data folder. */
  stop(): Promise<void>;
}

/** The programme's first staff member, whom the operator makes (startWithProgrammeStaff). */
export const PROGRAMME_STAFF = {
  firstName: 'Sam',
  lastName: 'Steward',
  email: 'sam.steward@programme.example',
  password: 'Green fairway 18',
} as const;

/**
 * Makes PROGRAMME_STAFF the programme's staff in a new data folder as the README's operator does:
 * start the product, register them, stop the server, `npm run provider -- add-admin <e-mail>` on
 * its data folder. Returns the folder, its server stopped.
 */
async function makeStaffDataDir(smtp: SmtpCapture): Promise<string> {
  const dataDir = await newDataDir('oncourse-programme-');
  const product = await startProduct({ SMTP_URL: smtp.url }, { dataDir });
  const { firstName, lastName, email, password } = PROGRAMME_STAFF;
  await registerPerson(product.baseUrl, smtp, firstName, lastName, email, password);
  await product.stop();
  execFileSync('npm', ['run', '--silent', 'provider', '--', 'add-admin', email], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'pipe',
  });
  return dataDir;
}

/**
 * A data folder whose database has PROGRAMME_STAFF as staff. The run makes it once (two starts of
 * the product and the provider script took about 15 s of each file that needed it on a loaded
 * 2-core machine): the first file to ask makes it and keeps a copy of its database beside the first
 * start's (global-setup.ts removes that folder after the run); a file asking meanwhile, in the other
 * worker, waits for that copy; later ones start on a copy of it, as data-folder.ts does.
 */
async function staffDataDir(smtp: SmtpCapture): Promise<string> {
  const firstStart: string | undefined = inject('pgdataTemplate');
  if (!firstStart) return makeStaffDataDir(smtp);
  const template = join(dirname(firstStart), 'programme-pgdata');
  let maker = true;
  try {
    mkdirSync(`${template}.making`);
  } catch {
    maker = false;
  }
  if (maker) {
    let made = '';
    await inBackground(template, async () => {
      made = await makeStaffDataDir(smtp);
      cpSync(join(made, 'pgdata'), template, { recursive: true });
    });
    await finished(template, 'The programme staff database (certification-journey.ts)');
    return made;
  }
  await finished(template, 'The programme staff database (certification-journey.ts)');
  const dataDir = mkdtempSync(join(tmpdir(), 'oncourse-programme-'));
  cpSync(template, join(dataDir, 'pgdata'), { recursive: true });
  return dataDir;
}

/**
 * The product with mail going to `smtp` and PROGRAMME_STAFF as the programme's staff, made as the
 * README's operator does (staffDataDir).
 */
export async function startWithProgrammeStaff(smtp: SmtpCapture): Promise<ProgrammeProduct> {
  const env = { SMTP_URL: smtp.url };
  const dataDir = await staffDataDir(smtp);
  let product = await startProduct(env, { dataDir });
  return {
    get product() {
      return product;
    },
    async restart({ daysAhead } = {}) {
      await product.stop();
      const clock: Record<string, string> =
        daysAhead === undefined
          ? {}
          : {
              NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${shiftedClock}`.trim(),
              ONCOURSE_TEST_CLOCK_DAYS: String(daysAhead),
            };
      product = await startProduct(
        { ...env, ...clock },
        { dataDir, port: Number(new URL(product.baseUrl).port) },
      );
    },
    async stop() {
      await product.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A verifier added by staff over the API (an existing account), accredited until `accreditedUntil`. */
export async function addVerifier(
  baseUrl: string,
  staff: SignedIn,
  verifier: { email: string; name: string; company: string; accreditedUntil: string },
): Promise<number> {
  const added = await api(baseUrl).POST('/api/certification/verifiers', {
    headers: staff.headers,
    body: { ...verifier, countries: ['GB'], languages: ['en'] },
  });
  if (!added.data) throw new Error(`Adding the verifier answered ${added.response.status}`);
  return added.data.data.id;
}

export { signIn };

/** The text of a PDF, as pdftotext lays it out. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const run = promisify(execFile);
  const child = run('pdftotext', ['-layout', '-', '-'], { encoding: 'utf8', maxBuffer: 10_000_000 });
  child.child.stdin?.end(pdf);
  return (await child).stdout;
}

/**
 * A facility's case taken from its application to a certificate over the API, as the club, staff
 * and the verifier would step it (docs/certification.md#behaviour): apply for `year`, assign,
 * record a visit, report one continual point, certify. The case as the decision leaves it.
 */
export async function certifyThroughApi(
  baseUrl: string,
  parties: {
    club: SignedIn;
    organisationId: number;
    staff: SignedIn;
    verifier: SignedIn;
    verifierId: number;
  },
  year: number,
) {
  const client = api(baseUrl);
  const { club, organisationId, staff, verifier, verifierId } = parties;
  const need = <T>(result: { data?: T; response: Response }, what: string): T => {
    if (!result.data) throw new Error(`${what} answered ${result.response.status}`);
    return result.data;
  };
  const applied = need(
    await client.POST('/api/organisation/{orgId}/certification/cases', {
      params: { path: { orgId: organisationId } },
      headers: club.headers,
      body: { year },
    }),
    'Applying',
  ).data;
  const caseId = applied.id;
  const path = { params: { path: { caseId } } };
  const assigned = need(
    await client.POST('/api/certification/cases/{caseId}/assign', {
      ...path,
      headers: staff.headers,
      body: { version: applied.version, verifierId },
    }),
    'Assigning',
  ).data;
  need(
    await client.PUT('/api/certification/cases/{caseId}/visit', {
      ...path,
      headers: verifier.headers,
      body: { date: new Date().toISOString().slice(0, 10), mode: 'on-site' },
    }),
    'Recording the visit',
  );
  const reported = need(
    await client.POST('/api/certification/cases/{caseId}/report', {
      ...path,
      headers: verifier.headers,
      body: {
        version: assigned.version,
        recommendation: 'certify',
        findings: [
          {
            questionSetId: assigned.submitted[0]!.questionSetId,
            kind: 'continual',
            text: 'Meter every irrigation well.',
            dueDate: `${new Date().getUTCFullYear() + 1}-06-30`,
          },
        ],
      },
    }),
    'Reporting',
  ).data;
  return need(
    await client.POST('/api/certification/cases/{caseId}/decision', {
      ...path,
      headers: staff.headers,
      body: { version: reported.version, outcome: 'certified' },
    }),
    'Certifying',
  ).data;
}
