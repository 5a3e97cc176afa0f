// The contract offers every call the Calls sections of docs/ list, spelled as they spell
// them, plus the implied calls the screens need, and each one follows the shared conventions.
import { describe, expect, it } from 'vitest';
import { openapiDocument as doc, type OperationObject, type Schemas } from './index.ts';
import { listOperations, resolveRef } from './operations.ts';

/** docs/api.md, one row per call ("METHOD path"), `{provider}` and `{c}` as written there. */
const SPEC_000_CALLS = [
  'POST /api/auth/login',
  'POST /api/auth/token-exchange',
  'POST /api/auth/request-password-reset',
  'POST /api/auth/new-password',
  'GET /api/auth/validate-password-reset-token',
  'POST /api/registration/new-registration',
  'GET /api/registration/validate-token',
  'POST /api/registration/complete-registration',
  'POST /api/registration/re-send-email',
  'GET /api/string/strings-by-code',
  'GET /api/language/supported-languages',
  'GET /api/language/countires',
  'GET /api/country/countries',
  'GET /api/country/countries/{lookupId}',
  'PATCH /api/app-user/{id}',
  'GET /api/app-user/{id}/organisation',
  'POST /api/app-user/change-password/{id}',
  'POST /api/app-user/{id}/profile',
  'GET /api/app-user/profile/{imageId}',
  'GET /api/organisation/user-in-organisation/{userId}',
  'GET /api/organisation/profile/{id}',
  'GET /api/organisation/partner-logo/{id}',
  'GET /api/organisation/footer-logo/{id}',
  'GET /api/organisation/{provider}-logo/{id}',
  'GET /api/reviews/icon/{id}',
  'GET /api/organisation/{id}/partner-logos/country/{c}',
  'GET /api/organisation/{id}/{provider}-logos/country/{c}',
  'GET /api/organisation/{id}/footer-logos/country/{c}',
  'GET /api/content/sections/languages/{lang}',
  'GET /api/tiles/languages/{lang}',
  'GET /api/documents/content/{page}/position/{position}/languages/{lang}',
  'GET /api/maintenance',
  'GET /api/healthcheck',
];

/** docs/team.md#calls: Reviews, Organisation, Team, Documents, Content, Other. */
const SPEC_001_CALLS = [
  'GET /api/reviews/questions/{setId}/organisation/{orgId}',
  'GET /api/reviews/questions/reference-data',
  'POST /api/reviews/answers/organisation/{orgId}',
  'GET /api/reviews/answers/question/{questionId}/organisation/{orgId}',
  'POST /api/reviews/answers/question/{questionId}/organisation/{orgId}/new',
  'PATCH /api/reviews/answers/{answerSetId}/organisation/{orgId}',
  'POST /api/reviews/answers/{id}/organisation/{orgId}/notes',
  'PATCH /api/reviews/answers/{id}/organisation/{orgId}/question/{qId}/note/{noteId}',
  'DELETE /api/reviews/answers/{id}/organisation/{orgId}/question/{qId}/note/{noteId}',
  'GET /api/reviews/annual-data/facilities/year',
  'GET /api/reviews/annual-data/tournaments/year',
  'GET /api/reviews/icon/{id}',
  'GET /api/organisation/user-in-organisation/{userId}',
  'GET /api/organisation/{id}',
  'PATCH /api/organisation/{id}',
  'GET /api/organisation/{id}/details',
  'PATCH /api/organisation/{id}/details',
  'POST /api/organisation/add/{userId}',
  'GET /api/organisation/organisation-groups',
  'POST /api/organisation/{id}/logo',
  'POST /api/organisation/{id}/profile',
  'GET /api/organisation/profile/{id}',
  'GET /api/organisation/{id}/users',
  'POST /api/organisation/{id}/user/add',
  'DELETE /api/organisation/{id}/user/{userId}',
  'POST /api/organisation/{id}/user/{userId}/re-invite',
  'GET /api/organisation/{id}/user/{userId}/update-invited-status',
  'POST /api/organisation/{id}/user/{userId}/switch-owner',
  'GET /api/organisation/{id}/documents',
  'POST /api/organisation/{id}/documents',
  'GET /api/organisation/{id}/documents/{docId}',
  'GET /api/documents/{docId}/data',
  'PATCH /api/organisation/{id}/document/{docId}',
  'DELETE /api/organisation/{id}/documents/{docId}',
  'GET /api/organisation/document/{docId}',
  'GET /api/documents/document/{mediaId}',
  'GET /api/documents/content/{page}/position/{position}/languages/{lang}',
  'GET /api/content/slug/{slug}/languages/{lang}/countries/{country}/section/{sectionId}/organisation/{orgId}',
  'GET /api/content/sections/languages/{lang}',
  'GET /api/tiles/languages/{lang}',
  'GET /api/country/countries',
  'GET /api/country/countries/{lookupId}',
  'POST /api/app-user/contact-helpdesk/{id}',
  'GET /api/tournaments/',
  'GET /api/maintenance',
  'GET /api/healthcheck',
];

/** Calls the docs/ pages need but do not name; each says "Implied by …" in its description. */
const IMPLIED_CALLS = [
  'POST /api/auth/logout',
  'POST /api/organisation/join-request',
  'GET /api/organisation/logo/{id}',
  'GET /api/app-user/{id}/helpdesk/badge',
  'GET /api/reviews/questions/best-practice/{bestPracticeId}/organisation/{orgId}/languages/{lang}',
  'GET /api/reviews/answers/organisation/{orgId}/best-practice/{bestPracticeId}',
  'GET /api/reviews/links/organisation/{orgId}',
  'POST /api/reviews/annual-data/organisation/{orgId}/year',
  'GET /api/reviews/annual-data/organisation/{orgId}/years',
  'GET /api/reviews/progress/organisation/{orgId}',
  'GET /api/app-user/{id}',
  'PATCH /api/app-user/{id}/organisation/{orgId}',
  'GET /api/organisation/role-types',
  'PATCH /api/organisation/{id}/user/{userId}',
  'GET /api/content/section/{sectionId}/languages/{lang}/organisation/{orgId}',
  'GET /api/content/image/{id}',
];

/** Calls added beyond the original API; each cites the docs/ page that describes it. */
const ISSUE_CALLS = [
  'GET /api/insights/organisation/{orgId}/footprint',
  'GET /api/insights/organisation/{orgId}/footprint/basis',
  'GET /api/insights/organisation/{orgId}/series',
  'GET /api/insights/organisation/{orgId}/footprints',
  'GET /api/insights/organisation/{orgId}/readiness',
  'GET /api/insights/organisation/{orgId}/report',
  'GET /api/insights/organisation/{orgId}/answers.csv',
  'GET /api/readiness',
  'GET /api/reviews/questions/best-practice/slug/{slug}/organisation/{orgId}/languages/{lang}',
  'GET /api/reviews/annual-data/organisation/{orgId}/questions',
  'GET /api/reviews/annual-data/organisation/{orgId}/years/{year}/answers',
  'GET /api/content/section/slug/{sectionSlug}/languages/{lang}/organisation/{orgId}',
  'GET /api/app-user/{id}/notices/languages/{lang}',
  'PATCH /api/app-user/{id}/notices/{noticeId}',
  'GET /api/organisation/{id}/helpdesk/messages',
  'GET /api/insights/organisation/{orgId}/benchmarks',
  'GET /api/insights/organisation/{orgId}/benchmarks/sharing',
  'PUT /api/insights/organisation/{orgId}/benchmarks/sharing',
  'GET /api/insights/organisation/{orgId}/targets',
  'POST /api/insights/organisation/{orgId}/targets',
  'PUT /api/insights/organisation/{orgId}/targets/{targetId}',
  'DELETE /api/insights/organisation/{orgId}/targets/{targetId}',
  'DELETE /api/app-user/{id}',
  'GET /api/app-user/{id}/personal-data',
  'GET /api/organisation/{id}/archive',
  'GET /api/reviews/answers/{answerSetId}/organisation/{orgId}/history',
  'GET /api/reviews/answers/{answerSetId}/organisation/{orgId}/question/{questionId}/history',
  'GET /api/reviews/answers/{answerSetId}/organisation/{orgId}/history/latest',
  'GET /api/organisation/{id}/public-profile',
  'PUT /api/organisation/{id}/public-profile',
  // docs/registration.md#screens: who invited the person to what, for the registration page.
  'GET /api/registration/invitation',
];

/**
 * The certification calls: their page says what each does (docs/certification.md#calls), and each
 * declares who may make it, as an organisation's activity or a programme role.
 */
const CERTIFICATION_CALLS = [
  'GET /api/organisation/{orgId}/certification/cases',
  'POST /api/organisation/{orgId}/certification/cases',
  'GET /api/organisation/{orgId}/certification/cases/{caseId}',
  'POST /api/organisation/{orgId}/certification/cases/{caseId}/resubmit',
  'POST /api/organisation/{orgId}/certification/cases/{caseId}/withdraw',
  'POST /api/organisation/{orgId}/certification/cases/{caseId}/requests/{requestId}/replies',
  'POST /api/organisation/{orgId}/certification/cases/{caseId}/findings/{findingId}/close',
  'GET /api/certification/me',
  'GET /api/certification/cases',
  'GET /api/certification/cases/{caseId}',
  'POST /api/certification/cases/{caseId}/return',
  'POST /api/certification/cases/{caseId}/assign',
  'POST /api/certification/cases/{caseId}/decision',
  'GET /api/certification/verifier/cases',
  'POST /api/certification/cases/{caseId}/requests',
  'POST /api/certification/cases/{caseId}/requests/{requestId}/replies',
  'POST /api/certification/cases/{caseId}/requests/{requestId}/close',
  'PUT /api/certification/cases/{caseId}/visit',
  'POST /api/certification/cases/{caseId}/report',
  'GET /api/certification/verifiers',
  'POST /api/certification/verifiers',
  'POST /api/certification/staff',
  'GET /api/organisation/{orgId}/certification/cases/{caseId}/certificate',
  'GET /api/certification/cases/{caseId}/certificate',
  'GET /api/certification/cases/{caseId}/checks',
  'GET /api/certification/cases/{caseId}/verifier-options',
  'POST /api/certification/cases/{caseId}/notes',
  'GET /api/certification/cases/{caseId}/submission',
  'GET /api/certification/cases/{caseId}/documents/{docId}',
  'GET /api/certification/staff',
  'GET /api/certification/invitations',
  'POST /api/certification/invitations',
  'DELETE /api/certification/invitations/{invitationId}',
  'POST /api/certification/invitations/accept',
];

/**
 * The programme console's calls: their page says what each does (docs/programme-console.md#calls),
 * and each declares who may make it, as an organisation's activity or a programme role.
 */
const CONSOLE_CALLS = [
  'GET /api/console/maintenance',
  'POST /api/console/maintenance',
  'PUT /api/console/maintenance/{maintenanceId}',
  'PATCH /api/console/maintenance/{maintenanceId}',
  'GET /api/console/announcements',
  'POST /api/console/announcements',
  'PUT /api/console/announcements/{announcementId}',
  'POST /api/console/announcements/{announcementId}/publish',
  'DELETE /api/console/announcements/{announcementId}/publication',
  'GET /api/console/notices/preview',
  'GET /api/console/join-requests',
  'POST /api/console/join-requests/{requestId}/approve',
  'POST /api/console/join-requests/{requestId}/decline',
  'GET /api/organisation/{id}/join-requests',
  'POST /api/organisation/{id}/join-requests/{requestId}/approve',
  'POST /api/organisation/{id}/join-requests/{requestId}/decline',
  'GET /api/console/helpdesk/messages',
  'PATCH /api/console/helpdesk/messages/{messageId}',
  'POST /api/console/helpdesk/messages/{messageId}/replies',
  'POST /api/console/tournaments',
  'GET /api/console/audit',
  'GET /api/console/figures',
  'GET /api/console/figures/{table}.csv',
  'GET /api/console/federations',
  'GET /api/console/programme-documents',
  'POST /api/console/programme-documents',
  'DELETE /api/console/programme-documents/{documentId}',
  'GET /api/console/programme-documents/{documentId}/file',
  'PUT /api/console/programme-documents/{documentId}/file',
  'GET /api/console/content',
  'GET /api/console/content/{contentKind}/{contentId}',
  'PUT /api/console/content/{contentKind}/{contentId}/draft',
  'DELETE /api/console/content/{contentKind}/{contentId}/draft',
  'POST /api/console/content/{contentKind}/{contentId}/publish',
  'POST /api/console/content/{contentKind}/{contentId}/versions/{version}/restore',
  'PUT /api/console/content/{contentKind}/{contentId}/picture',
  'POST /api/console/content/images',
];

/**
 * A national federation's calls and the facility's switch that lets it in: their page says what
 * each does (docs/programme-console.md#federations), and each declares its access rule.
 */
const FEDERATION_CALLS = [
  'GET /api/federation/figures',
  'GET /api/federation/figures/{table}.csv',
  'GET /api/federation/facilities',
  'GET /api/federation/facilities/{facilityId}',
  'GET /api/organisation/{orgId}/federation-sharing',
  'PUT /api/organisation/{orgId}/federation-sharing',
];

/** The only operations anyone may call without an access token. */
const PUBLIC_OPERATIONS = [
  'login',
  'tokenExchange',
  'logout',
  'requestPasswordReset',
  'newPassword',
  'validatePasswordResetToken',
  'newRegistration',
  'validateRegistrationToken',
  'getRegistrationInvitation',
  'completeRegistration',
  'resendRegistrationEmail',
  'getStringsByCode',
  'getSupportedLanguages',
  'getLanguageCountries',
  'getCountries',
  'getCountry',
  'healthcheck',
  'readiness',
  'getMaintenance',
  'getPartnerLogo',
  'getFooterLogo',
  'getProviderLogo',
  'getReviewIcon',
  'getContentImage',
  'getPageContent',
];

/** Calls about an organisation that are deliberately not activity-checked (with the reason). */
const ORG_CALLS_WITHOUT_ACTIVITY: Record<string, string> = {
  updateInvitedStatus: 'the invitee accepts before being a joined member',
  updateUserOrganisationRole: 'users edit their own job role in any organisation they are linked to',
};

const BINARY_TYPES = [
  'image/png',
  'image/jpeg',
  'application/octet-stream',
  'application/pdf',
  'text/csv',
  'application/zip',
  // A download under the file's own type (FileDownload).
  '*/*',
];
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const operations = listOperations(doc);
const key = (method: string, path: string): string => `${method.toUpperCase()} ${path}`;
const byKey = new Map(operations.map((entry) => [key(entry.method, entry.path), entry]));

type Json = Record<string, unknown>;
const schemaOf = (media: unknown): Json => resolveRef<Json>(doc, (media as { schema?: unknown }).schema);
const responsesOf = (operation: OperationObject): [string, Json][] =>
  Object.entries(operation.responses).map(([status, response]) => [status, resolveRef<Json>(doc, response)]);
const contentOf = (container: Json): Record<string, unknown> =>
  (container.content ?? {}) as Record<string, unknown>;
const parametersOf = (operation: OperationObject): Json[] =>
  (operation.parameters ?? []).map((parameter) => resolveRef<Json>(doc, parameter));
const activities = (doc.components.schemas?.Activity as { enum: Schemas['Activity'][] }).enum;

describe('every call of the original API is in the contract', () => {
  it.each([...new Set([...SPEC_000_CALLS, ...SPEC_001_CALLS])])('%s', (call) => {
    expect(byKey.has(call), `${call} is missing`).toBe(true);
  });

  it.each(IMPLIED_CALLS)('implied: %s, documented as implied', (call) => {
    const entry = byKey.get(call);
    expect(entry, `${call} is missing`).toBeDefined();
    expect(entry?.operation.description ?? '').toMatch(/Implied by docs\/[a-z-]+\.md#[a-z-]+/);
  });

  it.each(ISSUE_CALLS)('added: %s, citing its docs/ page', (call) => {
    expect(byKey.get(call)?.operation.description ?? '').toMatch(/docs\/[a-z-]+\.md/);
  });

  it.each(CERTIFICATION_CALLS)('certification: %s, tagged and with its access rule', (call) => {
    const entry = byKey.get(call);
    expect(entry?.tags).toEqual(['certification']);
    const rules = [entry?.activity, entry?.programmeRole].filter((rule) => rule !== null);
    expect(rules, `${call} declares exactly one of x-activity and x-programme-role`).toHaveLength(1);
  });

  it.each(CONSOLE_CALLS)('console: %s, citing its page and with its access rule', (call) => {
    const entry = byKey.get(call);
    expect(entry, `${call} is missing`).toBeDefined();
    expect(entry?.path.startsWith('/api/console/') ? entry.tags : ['console']).toEqual(['console']);
    const rules = [entry?.activity, entry?.programmeRole].filter((rule) => rule !== null);
    expect(rules, `${call} declares exactly one of x-activity and x-programme-role`).toHaveLength(1);
  });

  it.each(FEDERATION_CALLS)('federation: %s, citing its page and with its access rule', (call) => {
    const entry = byKey.get(call);
    expect(entry, `${call} is missing`).toBeDefined();
    expect(entry?.operation.description ?? '').toContain('docs/programme-console.md#federations');
    expect(entry?.path.startsWith('/api/federation/') ? entry.tags : ['federation']).toEqual(['federation']);
    const rules = [entry?.activity, entry?.programmeRole].filter((rule) => rule !== null);
    expect(rules, `${call} declares exactly one of x-activity and x-programme-role`).toHaveLength(1);
  });

  it('has no call outside the original, implied, added, certification, console and federation lists (the lists above are the whole surface)', () => {
    const listed = new Set([
      ...SPEC_000_CALLS,
      ...SPEC_001_CALLS,
      ...IMPLIED_CALLS,
      ...ISSUE_CALLS,
      ...CERTIFICATION_CALLS,
      ...CONSOLE_CALLS,
      ...FEDERATION_CALLS,
    ]);
    expect(
      operations.map((entry) => key(entry.method, entry.path)).filter((call) => !listed.has(call)),
    ).toEqual([]);
  });

  it('keeps the original API spellings the lint rules would otherwise "fix"', () => {
    expect(byKey.has('GET /api/language/countires')).toBe(true);
    expect(byKey.has('GET /api/tournaments/')).toBe(true);
    expect(Object.keys(doc.paths).every((path) => path.startsWith('/api/'))).toBe(true);
  });
});

describe('each operation follows the shared conventions', () => {
  it('has a unique camelCase operationId, a declared tag and a summary', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const tags = new Set((doc.tags as { name: string }[]).map((tag) => tag.name));
    for (const { method, path, operation } of operations) {
      const where = key(method, path);
      expect(operation.operationId, where).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(operation.tags.length, where).toBeGreaterThan(0);
      for (const tag of operation.tags) expect(tags.has(tag), `${where} tag ${tag}`).toBe(true);
      expect(operation.summary, where).toBeTruthy();
    }
  });

  it('answers the success envelope with a typed data, or a binary body', () => {
    for (const { method, path, operation } of operations) {
      const where = key(method, path);
      const success = resolveRef<Json>(doc, operation.responses['200']);
      expect(success, `${where} has no 200`).toBeDefined();
      const content = contentOf(success);
      const json = content['application/json'];
      if (json) {
        const envelope = schemaOf(json);
        expect(envelope.required, where).toEqual(['ok', 'status', 'data']);
        expect(envelope.additionalProperties, where).toBe(false);
        const properties = envelope.properties as Record<string, Json>;
        expect(properties.ok, where).toEqual({ type: 'boolean', const: true });
        expect(properties.status, where).toEqual({ type: 'integer', const: 200 });
        expect(Object.keys(properties.data ?? {}).length, `${where} data is untyped`).toBeGreaterThan(0);
      } else {
        const types = Object.keys(content);
        expect(types.length, `${where} has no success body`).toBeGreaterThan(0);
        for (const type of types) {
          expect(BINARY_TYPES, where).toContain(type);
          expect(schemaOf(content[type]), where).toEqual({ type: 'string', format: 'binary' });
        }
      }
    }
  });

  it('gives every failure the one ErrorResponse shape', () => {
    for (const { method, path, operation } of operations) {
      for (const [status, response] of responsesOf(operation)) {
        if (Number(status) < 400) continue;
        expect(Object.keys(contentOf(response)), `${key(method, path)} ${status}`).toEqual([
          'application/json',
        ]);
        expect(
          (contentOf(response)['application/json'] as Json).schema,
          `${key(method, path)} ${status}`,
        ).toEqual({ $ref: '#/components/schemas/ErrorResponse' });
      }
    }
  });

  it('is public only when listed as public; every other call needs the bearer token and may answer 401', () => {
    const publicIds = operations
      .filter(({ auth }) => auth === 'public')
      .map(({ operation }) => operation.operationId);
    expect(publicIds.sort()).toEqual([...PUBLIC_OPERATIONS].sort());
    for (const { method, path, operation } of operations) {
      if (operation.security?.length === 0) continue;
      expect(operation.security, key(method, path)).toEqual([{ bearerAuth: [] }]);
      expect(operation.responses['401'], key(method, path)).toBeDefined();
    }
  });

  it('checks an activity on every call about one organisation, and says where its id comes from', () => {
    const orgScopedPath = /\{orgId\}|^\/api\/organisation\/\{id\}(\/|$)/;
    for (const { method, path, operation } of operations) {
      const where = key(method, path);
      const activity = operation['x-activity'];
      if (orgScopedPath.test(path) && !(operation.operationId in ORG_CALLS_WITHOUT_ACTIVITY)) {
        expect(activity, `${where} lacks x-activity`).toBeDefined();
      }
      if (activity === undefined) {
        expect(operation['x-organisation-param'], where).toBeUndefined();
        continue;
      }
      expect(activities, where).toContain(activity);
      expect(operation.security, where).toEqual([{ bearerAuth: [] }]);
      expect(operation.responses['403'], `${where} must answer 403`).toBeDefined();
      const parameter = parametersOf(operation).find((p) => p.name === operation['x-organisation-param']);
      expect(parameter, `${where} x-organisation-param names no parameter`).toBeDefined();
      // Only a parameter declared x-organisation-optional may be left out (the call is then about no organisation).
      expect(parameter?.required === true, where).toBe(operation['x-organisation-optional'] !== true);
      expect(resolveRef<Json>(doc, parameter?.schema).type, where).toBe('integer');
      if (operation['x-organisation-of'] !== undefined) expect(parameter?.in, where).toBe('path');
    }
  });

  it('declares every path template parameter, with integer schemas for ids', () => {
    for (const { method, path, operation } of operations) {
      const declared = parametersOf(operation).filter((p) => p.in === 'path');
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      expect(declared.map((p) => p.name).sort(), key(method, path)).toEqual(templated.sort());
      for (const parameter of declared) {
        expect(parameter.required, key(method, path)).toBe(true);
        if (/^(id|\w+Id|c|country)$/.test(String(parameter.name))) {
          expect(
            resolveRef<Json>(doc, parameter.schema).type,
            `${key(method, path)} ${String(parameter.name)}`,
          ).toBe('integer');
        }
      }
    }
  });

  it('says on every organisation call whether it reads or writes; no PUT, PATCH or DELETE claims to read', () => {
    const scoped = operations.filter(({ activity }) => activity !== null);
    for (const { method, path, access } of scoped) {
      expect(access, `${key(method, path)} lacks x-access`).toMatch(/^(read|write)$/);
      if (method === 'GET') expect(access, key(method, path)).toBe('read');
      if (method !== 'GET' && method !== 'POST') expect(access, key(method, path)).toBe('write');
    }
    const readsByBody = scoped
      .filter(({ method, access }) => method === 'POST' && access === 'read')
      .map(({ operationId }) => operationId);
    expect(readsByBody).toEqual(['getAnswerSetsBySlugs']);
    const undeclared = operations.filter(({ activity, access }) => activity === null && access !== null);
    expect(undeclared.map(({ operationId }) => operationId)).toEqual([]);
  });

  it("names the own-account parameter of every call about a user's account", () => {
    const ownAccount = (operation: OperationObject) =>
      (operation.parameters ?? []).some(
        (parameter) => '$ref' in parameter && parameter.$ref === '#/components/parameters/AppUserIdPath',
      );
    for (const { method, path, operation, selfParam, auth } of operations) {
      if (ownAccount(operation)) expect(selfParam, `${key(method, path)} lacks x-self-param`).toBe('id');
      if (selfParam === null) continue;
      expect(auth, key(method, path)).toBe('bearer');
      expect(
        parametersOf(operation).map((p) => p.name),
        key(method, path),
      ).toContain(selfParam);
      expect(operation.responses['403'], `${key(method, path)} must answer 403`).toBeDefined();
    }
    expect(operations.find(({ operationId }) => operationId === 'getUserInOrganisation')?.selfParam).toBe(
      'userId',
    );
  });

  it('marks rate-limited calls and lets them answer 429', () => {
    const limited = operations.filter(({ operation }) => operation['x-rate-limit']);
    expect(limited.map(({ operation }) => operation.operationId)).toEqual(
      expect.arrayContaining(['login', 'requestPasswordReset', 'newRegistration', 'resendRegistrationEmail']),
    );
    for (const { method, path, operation } of limited) {
      expect(operation.responses['429'], key(method, path)).toBeDefined();
      expect(operation['x-rate-limit']?.max, key(method, path)).toBeGreaterThan(0);
    }
  });
});

describe('every write operation declares its body', () => {
  const writes = operations.filter(({ method }) => WRITE_METHODS.has(method));

  it('POST and PATCH always take a required body; DELETE never does', () => {
    for (const { method, path, operation } of writes) {
      const body = operation.requestBody ? resolveRef<Json>(doc, operation.requestBody) : undefined;
      if (method === 'DELETE') expect(body, key(method, path)).toBeUndefined();
      else expect(body?.required, key(method, path)).toBe(true);
    }
  });

  it('rejects unknown fields, lists what is required, and answers 400 with the ErrorResponse', () => {
    for (const { method, path, operation } of writes) {
      if (!operation.requestBody) continue;
      const where = key(method, path);
      const content = contentOf(resolveRef<Json>(doc, operation.requestBody));
      const types = Object.keys(content);
      expect(types.length, where).toBe(1);
      expect(['application/json', 'multipart/form-data'], where).toContain(types[0]);
      const schema = schemaOf(content[types[0] ?? '']);
      expect(schema.type, where).toBe('object');
      expect(schema.additionalProperties, `${where} accepts unknown fields`).toBe(false);
      expect(operation.responses['400'], where).toEqual({ $ref: '#/components/responses/BadRequest' });
      expect(operation.responses['413'], `${where} body too large`).toBeDefined();
      expect(operation.responses['415'], `${where} wrong content type`).toBeDefined();
      if (types[0] === 'multipart/form-data') {
        expect(schema.required, where).toContain('file');
        expect(resolveRef<Json>(doc, (schema.properties as Json).file), where).toMatchObject({
          format: 'binary',
        });
      }
    }
  });

  it('names the document upload fields docs/documents.md names (file, name, section)', () => {
    const upload = byKey.get('POST /api/organisation/{id}/documents')?.operation;
    const content = contentOf(resolveRef<Json>(doc, upload?.requestBody));
    const schema = schemaOf(content['multipart/form-data']);
    expect(schema.required).toEqual(expect.arrayContaining(['file', 'name', 'section']));
  });
});
