import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, configVariables, loadConfig, repoRoot } from './config.ts';

const secret = 'x'.repeat(40);
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'oncourse-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: null,
      dataDir,
      smtpUrl: null,
      appUrl: 'http://localhost:3000',
      accessTokenTtl: 900,
      refreshTokenTtl: 30 * 24 * 3600,
      logLevel: 'info',
      appDist: join(repoRoot, 'app', 'dist'),
      uploadMaxBytes: 5 * 1024 * 1024,
    });
    expect(config.mailFrom).toContain('@');
    expect(config.reportWorkers).toBe(Math.max(1, availableParallelism() - 1));
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u:p@db:5432/oncourse',
      DATA_DIR: '/var/lib/oncourse',
      SMTP_URL: 'smtp://mail:25',
      APP_URL: 'https://oncourse.example.org/',
      JWT_SECRET: secret,
      ACCESS_TOKEN_TTL: '60',
      REFRESH_TOKEN_TTL: '3600',
      LOG_LEVEL: 'warn',
      APP_DIST: '/srv/app',
      UPLOAD_MAX_BYTES: '2048',
      REPORT_WORKERS: '3',
      MAIL_FROM: 'Team <team@example.org>',
      PROVIDER_EMAIL: 'help@foundation.example.org',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u:p@db:5432/oncourse',
      dataDir: '/var/lib/oncourse',
      smtpUrl: 'smtp://mail:25',
      appUrl: 'https://oncourse.example.org',
      jwtSecret: secret,
      accessTokenTtl: 60,
      refreshTokenTtl: 3600,
      logLevel: 'warn',
      appDist: '/srv/app',
      uploadMaxBytes: 2048,
      reportWorkers: 3,
      mailFrom: 'Team <team@example.org>',
      providerEmail: 'help@foundation.example.org',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be between/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must use postgres/],
    [{ SMTP_URL: 'not a url' }, /SMTP_URL is not a valid URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET must be at least 32/],
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN must be at least 16/],
    [{ ACCESS_TOKEN_TTL: '-5' }, /ACCESS_TOKEN_TTL must be a whole number/],
    [{ UPLOAD_MAX_BYTES: '1.5' }, /UPLOAD_MAX_BYTES must be a whole number/],
    [{ MAIL_FROM: 'nobody' }, /MAIL_FROM must contain an e-mail address/],
    [{ REPORT_WORKERS: '0' }, /REPORT_WORKERS must be between 1 and 256/],
    [{ PROVIDER_EMAIL: 'helpdesk' }, /PROVIDER_EMAIL must be an e-mail address/],
  ])('fails fast on %o', (env, message) => {
    expect(() => loadConfig({ JWT_SECRET: secret, DATA_DIR: tempDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ JWT_SECRET: secret, DATA_DIR: tempDir(), ...env })).toThrow(message);
  });

  it('generates the JWT secret into DATA_DIR/secrets.json once and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const stored = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as { jwtSecret: string };
    expect(stored.jwtSecret).toBe(first.jwtSecret);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('keeps uploads in the data folder unless S3_BUCKET names object storage', () => {
    const base = { DATA_DIR: tempDir(), JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(base).s3).toBeNull();
    expect(
      loadConfig({
        ...base,
        S3_BUCKET: 'oncourse-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      bucket: 'oncourse-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });

  it('trusts no proxy unless TRUST_PROXY says which', () => {
    const base = { DATA_DIR: tempDir(), JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8,127.0.0.1',
    );
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });

  it('lists every variable it reads in the documentation table', () => {
    expect(configVariables.map((variable) => variable.name)).toEqual([
      'PORT',
      'HOST',
      'DATABASE_URL',
      'DATA_DIR',
      'SMTP_URL',
      'APP_URL',
      'JWT_SECRET',
      'ACCESS_TOKEN_TTL',
      'REFRESH_TOKEN_TTL',
      'LOG_LEVEL',
      'APP_DIST',
      'S3_BUCKET',
      'S3_ENDPOINT',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'UPLOAD_MAX_BYTES',
      'TRUST_PROXY',
      'METRICS_TOKEN',
      'REPORT_WORKERS',
      'MAIL_FROM',
      'PROVIDER_EMAIL',
    ]);
  });
});
