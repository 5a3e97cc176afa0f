// The contract's schemas work as runtime validators (ajv 2020, strict — what the server wires), accept
// what the product really sends and stores, and reject what docs/ forbids.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listOperations, openapiDocument as doc, resolveRef, type Schemas } from './index.ts';

// The root `ajv` is v6 (an ESLint dependency); ajv 8 with the 2020 dialect sits beside ajv-formats.
// Loaded through require, so it is typed here by the few members the test uses.
interface ValidateFunction {
  (data: unknown): boolean;
  errors?: { instancePath: string; keyword: string; message?: string }[] | null;
}
interface Ajv {
  addSchema(schema: object): Ajv;
  addFormat(name: string, format: true): Ajv;
  addVocabulary(keywords: string[]): Ajv;
  getSchema(ref: string): ValidateFunction | undefined;
  compile(schema: object): ValidateFunction;
}
const requireBesideFormats = createRequire(createRequire(import.meta.url).resolve('ajv-formats'));
const Ajv2020 = (requireBesideFormats('ajv/dist/2020') as { default: new (options: object) => Ajv }).default;
const addFormats = (requireBesideFormats('ajv-formats') as { default: (ajv: Ajv) => void }).default;

const CONTRACT_ID = 'https://oncourse.invalid/openapi.json';
const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
addFormats(ajv);
ajv.addFormat('binary', true);
// The document's top-level OpenAPI keys are not JSON Schema keywords; declare them so strict mode allows them.
ajv.addVocabulary(['openapi', 'info', 'servers', 'tags', 'security', 'paths', 'components']);
ajv.addSchema({ ...doc, $id: CONTRACT_ID });

function validator(name: keyof Schemas): ValidateFunction {
  const validate = ajv.getSchema(`${CONTRACT_ID}#/components/schemas/${name}`);
  if (!validate) throw new Error(`No schema ${name}`);
  return validate;
}

let compiled = 0;
/** Compiles a schema taken out of the document, pointing its local refs at the contract. */
function compileInContract(schema: object): ValidateFunction {
  const rebased = JSON.stringify(schema).replaceAll('"#/components/', `"${CONTRACT_ID}#/components/`);
  compiled += 1;
  return ajv.compile({ ...(JSON.parse(rebased) as object), $id: `${CONTRACT_ID}/fragment/${compiled}` });
}

function expectValid(name: keyof Schemas, value: unknown): void {
  const validate = validator(name);
  const valid = validate(value);
  expect(valid, `${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
}

function expectInvalid(name: keyof Schemas, value: unknown, keyword?: string): void {
  const validate = validator(name);
  expect(validate(value), `${name} accepted ${JSON.stringify(value)}`).toBe(false);
  if (keyword) expect(validate.errors?.map((error) => error.keyword)).toContain(keyword);
}

const question: Schemas['Question'] = {
  id: 10001,
  title: 'Total water used for irrigation',
  uiType: 'DATAGRID',
  questionType: 'QUESTIONLIST',
  active: true,
  sortOrder: 1,
  instructions: null,
  summary: 'Water by source',
  answers: [
    { id: 50001, title: 'Mains', active: true, sortOrder: 1, facilityAddedAnswer: false, preselected: false },
  ],
  rowQuestions: [],
  nestedQuestions: [],
  nestedQuestionsId: null,
  unitType: 'volume',
  optional: false,
  fieldType: 'number',
  requiredForCertification: true,
  allowAddMore: false,
  isMultiple: false,
  verticalTableLayout: false,
  placeholder: null,
  guidance: { default: 'Meter readings', GB: 'Use Environment Agency returns' },
  guidanceTourGroups: {},
  guidanceOrgGroups: {},
  notes: true,
  calculation: null,
};

const calculating: Schemas['Question'] = {
  ...question,
  id: 10002,
  uiType: 'CALCULATING',
  questionType: 'CALCULATING',
  calculation: {
    unit: 'kg CO2e',
    source: 'UK Government GHG Conversion Factors for Company Reporting 2024 (DESNZ)',
    tables: { fuel: { '50010': 2.51279 } },
    decimals: 1,
    expression: {
      op: '+',
      args: [
        { op: '*', args: [{ answer: 10003, quantity: 'volume', in: 'metric' }, 2.51279] },
        {
          sumRows: 10001,
          each: { op: '*', args: [{ cell: 10004 }, { lookup: 'fuel', key: { cell: 10005 }, default: 0 }] },
        },
        { sumRows: 10001, column: 10004 },
        { round: { convert: 3, quantity: 'area', from: 'british imperial', to: 'metric' }, decimals: 2 },
        { lookup: 'fuel', key: 'diesel' },
      ],
    },
  },
};

const questionSet: Schemas['QuestionSet'] = {
  id: 1,
  slug: 'annual-data-facility',
  title: 'Annual data',
  kind: 'ANNUAL_DATA',
  reviewType: null,
  organisationType: 'FACILITY',
  language: 'en',
  sections: [
    {
      id: 100,
      title: 'Water',
      slug: 'water',
      description: null,
      colour: null,
      iconId: 3,
      active: true,
      sortOrder: 1,
      subsections: [
        {
          id: 1000,
          title: 'Sources',
          sortOrder: 1,
          fieldSets: [
            {
              id: 5000,
              title: 'Irrigation',
              sortOrder: 1,
              questions: [{ ...question, rowQuestions: [question] }, calculating],
            },
          ],
        },
      ],
    },
  ],
};

const answerSet: Schemas['AnswerSet'] = {
  id: 7,
  questionSetId: 1,
  organisationId: 1,
  year: 2025,
  complete: false,
  answers: {
    '10001': {
      complete: false,
      savelater: true,
      value: [50001],
      unitMeasurementType: 'metric',
      nestedValues: { '10010': 'yes' },
      facilityAddedAnswers: [{ id: -1, title: 'Borehole' }],
      rows: [{ id: 'r1', values: { '10004': 120.5, '10005': null } }],
      notes: [
        {
          id: 1,
          questionId: 10001,
          type: 'notes',
          createDate: '2025-03-01T10:00:00Z',
          value: '<p>Read in March</p>',
        },
      ],
    },
  },
};

function jsonFiles(folder: string): string[] {
  const dir = fileURLToPath(new URL(`../../fixtures/${folder}/`, import.meta.url));
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json') && name !== 'index.json')
    .map((name) => `${dir}${name}`);
}

/** Every entity and enumeration docs/ describes (docs/api.md#shapes), by the name the app and server import. */
const NAMED_SCHEMAS = [
  'User',
  'RegistrationPayload',
  'UserOrganisationLink',
  'OrganisationSummary',
  'OrganisationDetails',
  'FacilityDetails',
  'Course',
  'Country',
  'LanguageOption',
  'SupportedLanguage',
  'Tile',
  'ContentSection',
  'Content',
  'ReviewLinks',
  'NotificationBanner',
  'TeamUser',
  'InvitePayload',
  'Document',
  'DocumentLocation',
  'HelpdeskMessage',
  'QuestionSet',
  'Section',
  'Subsection',
  'FieldSet',
  'Question',
  'AnswerOption',
  'AnswerSet',
  'Answer',
  'GridRow',
  'Note',
  'Calculation',
  'YearOption',
  'MeasurementUnit',
  'HearAboutUs',
  'FacilityRole',
  'TournamentRole',
  'AccessType',
  'Activity',
  'FacilityType',
  'GreenFee',
  'AnnualFee',
  'MaintenanceBudget',
  'HistoricLandUse',
  'Surroundings',
  'HelpdeskReason',
  'ReviewType',
  'UiType',
  'QuestionType',
  'ErrorCode',
  'ErrorResponse',
  'Envelope',
];

describe('the contract as runtime validators', () => {
  it('names every entity and enumeration docs/ describes (docs/api.md#shapes)', () => {
    const names = Object.keys(doc.components.schemas ?? {});
    expect(NAMED_SCHEMAS.filter((name) => !names.includes(name))).toEqual([]);
  });

  it('compiles every named schema in strict mode', () => {
    for (const name of Object.keys(doc.components.schemas ?? {})) {
      expect(() => validator(name as keyof Schemas), name).not.toThrow();
    }
  });

  it('compiles every request body and JSON success schema', () => {
    for (const { method, path, operation } of listOperations(doc)) {
      const bodies = [operation.requestBody, operation.responses['200']].map((part) =>
        part ? resolveRef<{ content?: Record<string, { schema: object }> }>(doc, part) : undefined,
      );
      for (const media of bodies.flatMap((part) => Object.values(part?.content ?? {}))) {
        expect(() => compileInContract(media.schema), `${method} ${path}`).not.toThrow();
      }
    }
  });
});

describe('question sets and answer sets', () => {
  it('accepts a question set using nesting, data-grid rows and every calculation node', () => {
    expectValid('QuestionSet', questionSet);
  });

  it('accepts an answer set with choices, nested values, added answers, rows and notes', () => {
    expectValid('AnswerSet', answerSet);
  });

  it('rejects an unknown uiType and an expression node the engine cannot evaluate', () => {
    expectInvalid('Question', { ...question, uiType: 'SLIDER' });
    expectInvalid('Question', { ...calculating, calculation: { expression: { pow: [2, 3] } } });
  });

  it('accepts every question-set fixture as the API returns it', () => {
    for (const file of jsonFiles('question-sets'))
      expectValid('QuestionSet', JSON.parse(readFileSync(file, 'utf8')));
  });

  it('accepts every answer-set fixture as the API returns it', () => {
    for (const file of jsonFiles('answer-sets')) {
      expectValid('AnswerSet', JSON.parse(readFileSync(file, 'utf8')));
    }
  });

  it('takes saved answers keyed by question id only, without notes', () => {
    const { notes: _notes, ...input } = answerSet.answers['10001'] ?? question;
    expectValid('AnswersPatch', { baseVersion: 3, answers: { '10001': input } });
    expectInvalid('AnswersPatch', { baseVersion: 3, answers: { water: input } });
    expectInvalid(
      'AnswersPatch',
      { baseVersion: 3, answers: { '10001': { ...input, notes: [] } } },
      'additionalProperties',
    );
    expectInvalid('AnswersPatch', { baseVersion: 3, answers: {} }, 'minProperties');
    // Without the version it was based on, a save could silently overwrite another person's.
    expectInvalid('AnswersPatch', { answers: { '10001': input } }, 'required');
  });

  it('limits a facility-added answer to 250 characters', () => {
    expectValid('FacilityAddedAnswer', { id: 1, title: 'x'.repeat(250) });
    expectInvalid('FacilityAddedAnswer', { id: 1, title: 'x'.repeat(251) }, 'maxLength');
  });
});

describe('account payloads', () => {
  const registration: Schemas['RegistrationPayload'] = {
    first_name: 'Ana',
    last_name: 'Silva',
    email: 'ana@example.org',
    language: 'en',
    status: 'commitee',
    hear_about_us: null,
    allow_correspondence: true,
    email_notifications: false,
    introductory_tour: false,
    measurement_unit: 'metric',
  };

  it('accepts the registration payload the app sends, for facility, tournament and generic roles', () => {
    expectValid('RegistrationPayload', registration);
    expectValid('RegistrationPayload', {
      ...registration,
      status: 'tournament director',
      hear_about_us: 'webSearch',
    });
    expectValid('RegistrationPayload', { ...registration, status: 'USER' });
  });

  it('rejects a bad e-mail, an over-long name, an unknown role and unknown fields', () => {
    expectInvalid('RegistrationPayload', { ...registration, email: 'not-an-email' }, 'format');
    expectInvalid('RegistrationPayload', { ...registration, first_name: 'x'.repeat(501) }, 'maxLength');
    expectInvalid('RegistrationPayload', { ...registration, status: 'Committee/Volunteer' });
    expectInvalid('RegistrationPayload', { ...registration, is_admin: true }, 'additionalProperties');
    expectInvalid('RegistrationPayload', { ...registration, first_name: undefined }, 'required');
  });

  it('does not judge password complexity (the server answers 422 PASSWORD_COMPLEXITY instead)', () => {
    expectValid('CompleteRegistrationRequest', { token: 't', password: 'short' });
  });

  it('accepts an empty token-exchange body so the refresh cookie is used', () => {
    expectValid('TokenExchangeRequest', {});
  });

  it('limits the helpdesk message to 2000 characters and the reasons to the two docs/helpdesk.md names', () => {
    expectValid('HelpdeskMessage', { reason: 'CALL', message: 'x'.repeat(2000) });
    expectInvalid('HelpdeskMessage', { reason: 'CALL', message: 'x'.repeat(2001) }, 'maxLength');
    expectInvalid('HelpdeskMessage', { reason: 'EMAIL', message: 'Hi' }, 'enum');
  });
});

describe('organisation payloads', () => {
  it('limits a phone number to 15 digits, spaces and plus', () => {
    expectValid('OrganisationUpdate', { phone_number: '+44 1234 567890' });
    expectInvalid('OrganisationUpdate', { phone_number: '+44 (0) 1234 567' }, 'pattern');
    expectInvalid('OrganisationUpdate', { phone_number: '1234567890123456' }, 'maxLength');
    expectInvalid('OrganisationUpdate', {}, 'minProperties');
  });

  it('limits the re-invite message to 200 characters', () => {
    expectValid('ReInviteRequest', { message: 'x'.repeat(200) });
    expectInvalid('ReInviteRequest', { message: 'x'.repeat(201) }, 'maxLength');
  });

  it('files documents only in the locations of docs/documents.md#what-is-stored', () => {
    expectValid('DocumentUpdate', { location: 'POLLUTION_PREVENTION', filename: 'plan.pdf' });
    expectInvalid('DocumentUpdate', { location: 'Pollution Prevention', filename: 'plan.pdf' }, 'enum');
  });

  it('accepts complete facility details with bands and courses', () => {
    const details: Schemas['FacilityDetails'] = {
      types: [{ value: 'RESORT', selected: true }],
      management_group: ['OTHER'],
      organisation_owner_other: 'Family trust',
      tournament_organiser: [],
      tournament_host_other: null,
      historic_land_use: 'CROPLAND',
      surroundings: 'NATLITDEV',
      areas: {
        total_area: 62.5,
        club_house_area: 0.4,
        maintenance_area: 0.2,
        practice_area: 3,
        indoor_area: null,
        other_area: null,
      },
      courses: [
        {
          id: null,
          name: 'Championship',
          length: 6450,
          number_of_holes: 18,
          year_opened: 1927,
          par: 72,
          rounds_per_year: 31000,
          unit: 'metric',
        },
      ],
      green_fee: 'BET_30_100',
      annual_fee: 'BET_1K_5K',
      maintenance_budget: 'BET_500K_1.5M',
      petrol_costs: null,
      labour_hourly: 18.5,
      fertiliser_budget: null,
      pesticide_budget: null,
      turnover: 1_850_000,
    };
    expectValid('FacilityDetails', details);
    expectValid('FacilityDetails', { ...details, turnover: null });
    expectInvalid('FacilityDetails', { ...details, turnover: -1 }, 'minimum');
    expectInvalid('FacilityDetails', { ...details, green_fee: 'CHEAP' }, 'enum');
    expectInvalid('FacilityDetails', { ...details, organisation_owner_other: 'x'.repeat(256) }, 'maxLength');
  });
});

describe('envelopes', () => {
  const loginSuccess = (): ValidateFunction => {
    const response = resolveRef<{ content: Record<string, { schema: object }> }>(
      doc,
      doc.paths['/api/auth/login']?.post?.responses['200'],
    );
    return compileInContract(response.content['application/json']?.schema ?? {});
  };

  it('accepts an error in the one ErrorResponse shape, and nothing else as an error', () => {
    expectValid('ErrorResponse', {
      ok: false,
      status: 409,
      data: { field: 'email_address', code: 'NOT_UNIQUE', number: 102, message: 'Email not unique' },
    });
    expectInvalid('ErrorResponse', {
      ok: false,
      status: 400,
      data: { field: null, code: 'BAD', number: 1, message: '' },
    });
    expectInvalid('ErrorResponse', {
      ok: true,
      status: 400,
      data: { field: null, code: 'NOT_FOUND', number: 404, message: '' },
    });
  });

  it('holds a success answer to ok true, status 200 and the typed data', () => {
    const validate = loginSuccess();
    const user: Schemas['User'] = {
      id: 1,
      email_address: 'ana@example.org',
      first_name: 'Ana',
      last_name: 'Silva',
      language: 'en',
      image_id: null,
      email_notifications: false,
      measurement_unit: 'metric',
      introductory_tour: false,
      allow_correspondence: true,
      active_organisation_id: 1,
    };
    const data: Schemas['LoginResult'] = { user, accessToken: 'a', refresh_token: 'r' };
    expect(validate({ ok: true, status: 200, data })).toBe(true);
    expect(validate({ ok: false, status: 200, data })).toBe(false);
    expect(validate({ ok: true, status: 200, data: { ...data, user: { ...user, image_id: 'x' } } })).toBe(
      false,
    );
    expect(validate({ ok: true, status: 200, data, extra: 1 })).toBe(false);
  });
});
