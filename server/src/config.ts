import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isEmailAddress } from '@oncourse/engine';
import { defaultPoolSize } from './workers/pool.ts';

/** The repository root: the folder above `server/`, so defaults do not depend on the working directory. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; null means the embedded PGlite database in `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  /** SMTP connection URL; null keeps mails in the outbox table and logs their links. */
  smtpUrl: string | null;
  appUrl: string;
  jwtSecret: string;
  /** Seconds. */
  accessTokenTtl: number;
  /** Seconds. */
  refreshTokenTtl: number;
  logLevel: LogLevel;
  appDist: string;
  uploadMaxBytes: number;
  mailFrom: string;
  /** Where helpdesk messages and join requests go: the programme provider's inbox. */
  providerEmail: string;
  /** Validate every response against the contract (tests and development); a mismatch answers 500 and is logged. */
  validateResponses: boolean;
  /** PGlite only: `memory://` keeps the database in memory (tests). */
  pgliteDataDir?: string;
  /** S3-compatible object storage for uploaded files; null keeps them in `filesDir`. */
  s3: S3Config | null;
  /** Folder for uploaded files when S3 is not configured (default DATA_DIR/files); `memory://` for tests. */
  filesDir?: string;
  /**
   * Fastify's trustProxy: false (the socket's address is the client), true (trust every proxy), a
   * number of proxy hops, or the proxies' addresses and CIDR ranges, comma-separated.
   */
  trustProxy: boolean | number | string;
  /** The bearer token GET /metrics requires; null: /metrics is open. */
  metricsToken: string | null;
  /** Worker threads that render PDF reports (at least 1). */
  reportWorkers: number;
}

export interface S3Config {
  /** Null: AWS itself; otherwise the S3-compatible server's URL. */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** Both null: the SDK's own credential chain (environment, instance role). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
}

export interface ConfigVariable {
  name: string;
  default: string;
  meaning: string;
}

/** Every environment variable the server reads; README's configuration table is checked against this list. */
export const configVariables: readonly ConfigVariable[] = [
  { name: 'PORT', default: '3000', meaning: 'HTTP port to listen on (0 picks a free port).' },
  { name: 'HOST', default: '0.0.0.0', meaning: 'Interface to listen on.' },
  {
    name: 'DATABASE_URL',
    default: '(unset)',
    meaning: 'PostgreSQL connection string. Unset: the embedded PGlite database in DATA_DIR/pgdata.',
  },
  {
    name: 'DATA_DIR',
    default: './data',
    meaning: 'Folder for the embedded database, its lock file and generated secrets.',
  },
  {
    name: 'SMTP_URL',
    default: '(unset)',
    meaning:
      'SMTP server URL (smtp://user:pass@host:587). Unset: mails are kept in the mail_outbox table and their links logged.',
  },
  {
    name: 'APP_URL',
    default: 'http://localhost:<PORT>',
    meaning: 'Public URL of the app, used in e-mailed links.',
  },
  {
    name: 'JWT_SECRET',
    default: '(generated)',
    meaning:
      'Secret that signs access tokens (at least 32 characters). Unset: generated into DATA_DIR/secrets.json on first start.',
  },
  { name: 'ACCESS_TOKEN_TTL', default: '900', meaning: 'Access token lifetime in seconds.' },
  { name: 'REFRESH_TOKEN_TTL', default: '2592000', meaning: 'Refresh token lifetime in seconds (30 days).' },
  { name: 'LOG_LEVEL', default: 'info', meaning: 'fatal, error, warn, info, debug, trace or silent.' },
  {
    name: 'APP_DIST',
    default: 'app/dist',
    meaning: 'Folder of the built app, served with SPA fallback (relative to the repository root).',
  },
  {
    name: 'S3_BUCKET',
    default: '(unset)',
    meaning:
      'Bucket for uploaded files (documents, logos, images) in S3-compatible object storage. Unset: files are kept in DATA_DIR/files.',
  },
  {
    name: 'S3_ENDPOINT',
    default: '(unset)',
    meaning: 'URL of the S3-compatible server (MinIO, Ceph, ...). Unset: AWS S3.',
  },
  { name: 'S3_REGION', default: 'us-east-1', meaning: 'Region of the bucket.' },
  {
    name: 'S3_ACCESS_KEY_ID',
    default: '(unset)',
    meaning: "Access key for the bucket. Unset (with S3_SECRET_ACCESS_KEY): the SDK's own credential chain.",
  },
  { name: 'S3_SECRET_ACCESS_KEY', default: '(unset)', meaning: 'Secret of S3_ACCESS_KEY_ID.' },
  { name: 'UPLOAD_MAX_BYTES', default: '5242880', meaning: 'Largest accepted upload in bytes (5 MiB).' },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    meaning:
      "Behind a load balancer: true, the number of proxy hops, or the proxies' addresses/CIDRs (comma-separated), so limits and logs see the client address from X-Forwarded-For.",
  },
  {
    name: 'METRICS_TOKEN',
    default: '(unset)',
    meaning:
      'When set, GET /metrics answers only requests carrying Authorization: Bearer <this token> (at least 16 characters); others get 404. Unset: open, so block it at the load balancer.',
  },
  {
    name: 'REPORT_WORKERS',
    default: 'cores − 1 (at least 1)',
    meaning:
      'Worker threads that render PDF reports, off the event loop that answers every other request; they start with the first report.',
  },
  {
    name: 'MAIL_FROM',
    default: 'OnCourse <no-reply@oncourse.local>',
    meaning: 'Sender address of outgoing mail.',
  },
  {
    name: 'PROVIDER_EMAIL',
    default: 'helpdesk@oncourse.local',
    meaning: "The programme provider's address: helpdesk messages and join requests are e-mailed here.",
  },
];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

const logLevels: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max)
    throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

function url(env: Env, name: string, protocols: readonly string[]): string | undefined {
  const raw = text(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL: "${raw}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')}, got "${parsed.protocol}"`);
  }
  return raw;
}

function folder(env: Env, name: string, fallback: string, base: string): string {
  const raw = text(env, name) ?? fallback;
  return isAbsolute(raw) ? raw : resolve(base, raw);
}

/**
 * Reads the JWT secret from DATA_DIR/secrets.json, creating it on first start so tokens
 * survive restarts without the operator having to invent a secret.
 */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { jwtSecret?: unknown };
    if (typeof stored.jwtSecret === 'string' && stored.jwtSecret.length >= 32) return stored.jwtSecret;
    throw new ConfigError(`${file} has no usable jwtSecret; delete it to generate a new one`);
  }
  mkdirSync(dataDir, { recursive: true });
  const jwtSecret = randomBytes(48).toString('base64url');
  writeFileSync(file, JSON.stringify({ jwtSecret }, null, 2) + '\n', { mode: 0o600 });
  return jwtSecret;
}

function s3Config(env: Env): S3Config | null {
  const bucket = text(env, 'S3_BUCKET');
  const endpoint = url(env, 'S3_ENDPOINT', ['http:', 'https:']) ?? null;
  const accessKeyId = text(env, 'S3_ACCESS_KEY_ID') ?? null;
  const secretAccessKey = text(env, 'S3_SECRET_ACCESS_KEY') ?? null;
  if (bucket === undefined) {
    if (endpoint || accessKeyId || secretAccessKey)
      throw new ConfigError('S3_BUCKET must be set when S3_ENDPOINT or S3 credentials are');
    return null;
  }
  if ((accessKeyId === null) !== (secretAccessKey === null))
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  return { bucket, endpoint, region: text(env, 'S3_REGION') ?? 'us-east-1', accessKeyId, secretAccessKey };
}

/** TRUST_PROXY: off unless set; `true`, a hop count, or a list of proxy addresses and CIDR ranges. */
function trustProxy(env: Env): boolean | number | string {
  const raw = text(env, 'TRUST_PROXY');
  if (raw === undefined || raw.toLowerCase() === 'false') return false;
  if (raw.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(raw)) return integer(env, 'TRUST_PROXY', 0, 0, 100);
  const entries = raw.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(entry)))
    throw new ConfigError(
      `TRUST_PROXY must be true, false, a number of hops or comma-separated addresses/CIDRs, got "${raw}"`,
    );
  return entries.join(',');
}

/** Builds the typed configuration from environment variables; invalid values throw a ConfigError naming the variable. */
export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const port = integer(env, 'PORT', 3000, 0, 65_535);
  const host = text(env, 'HOST') ?? '0.0.0.0';
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']) ?? null;
  const dataDir = overrides.dataDir ?? folder(env, 'DATA_DIR', './data', process.cwd());
  const smtpUrl = url(env, 'SMTP_URL', ['smtp:', 'smtps:']) ?? null;
  const appUrl = (url(env, 'APP_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const logLevel = (text(env, 'LOG_LEVEL') ?? 'info') as LogLevel;
  if (!logLevels.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${logLevel}"`);
  }
  const explicitSecret = text(env, 'JWT_SECRET');
  if (explicitSecret !== undefined && explicitSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters long');
  }
  const metricsToken = text(env, 'METRICS_TOKEN') ?? null;
  if (metricsToken !== null && metricsToken.length < 16) {
    throw new ConfigError('METRICS_TOKEN must be at least 16 characters long');
  }
  const mailFrom = text(env, 'MAIL_FROM') ?? 'OnCourse <no-reply@oncourse.local>';
  if (!/@/.test(mailFrom))
    throw new ConfigError(`MAIL_FROM must contain an e-mail address, got "${mailFrom}"`);
  const providerEmail = text(env, 'PROVIDER_EMAIL') ?? 'helpdesk@oncourse.local';
  if (!isEmailAddress(providerEmail))
    throw new ConfigError(`PROVIDER_EMAIL must be an e-mail address, got "${providerEmail}"`);

  return {
    port,
    host,
    databaseUrl,
    dataDir,
    smtpUrl,
    appUrl,
    jwtSecret: overrides.jwtSecret ?? explicitSecret ?? persistedSecret(dataDir),
    accessTokenTtl: integer(env, 'ACCESS_TOKEN_TTL', 900, 1, 86_400),
    refreshTokenTtl: integer(env, 'REFRESH_TOKEN_TTL', 30 * 24 * 3600, 60, 365 * 24 * 3600),
    logLevel,
    appDist: folder(env, 'APP_DIST', 'app/dist', repoRoot),
    uploadMaxBytes: integer(env, 'UPLOAD_MAX_BYTES', 5 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
    mailFrom,
    providerEmail,
    validateResponses: env.NODE_ENV === 'development' || env.NODE_ENV === 'test',
    s3: s3Config(env),
    trustProxy: trustProxy(env),
    metricsToken,
    reportWorkers: integer(env, 'REPORT_WORKERS', defaultPoolSize(), 1, 256),
    ...overrides,
  };
}
