// The server over real HTTP for API tests: startServer on PGlite in a temp folder, mail through a
// local SMTP capture, and a client typed by the contract. One per test file, stopped after it.
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll } from 'vitest';
import createClient from 'openapi-fetch';
import type { paths } from '@oncourse/openapi';
import { startServer, type RunningServer } from '@oncourse/server';
import { newDataDir } from './data-folder.ts';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture.ts';

export type ApiClient = ReturnType<typeof createClient<paths>>;

export interface TestServer {
  readonly url: string;
  readonly api: ApiClient;
  readonly smtp: SmtpCapture;
  readonly dataDir: string;
  /** Stops the server and starts it again on the same data folder: what a restart keeps. */
  restart(): Promise<void>;
}

interface Running {
  smtp: SmtpCapture;
  dataDir: string;
  server: RunningServer;
  api: ApiClient;
}

/**
 * Starts a server before the file's tests and stops it (and removes its data folder) after them.
 * `env` adds to or overrides the test environment (APP_URL, PROVIDER_EMAIL…).
 */
export function useTestServer(name: string, env: Record<string, string> = {}): TestServer {
  let running: Partial<Running> = {};
  const started = (): Running => {
    const { smtp, dataDir, server, api } = running;
    if (!smtp || !dataDir || !server || !api) throw new Error('The test server is not running (beforeAll)');
    return { smtp, dataDir, server, api };
  };
  const boot = async (smtp: SmtpCapture, dataDir: string) => {
    const server = await startServer({
      env: {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        APP_URL: 'http://oncourse.test',
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        ...env,
      },
      logger: false,
    });
    running.server = server;
    running.api = createClient<paths>({ baseUrl: server.url });
  };

  beforeAll(async () => {
    running.smtp = await startSmtpCapture();
    running.dataDir = await newDataDir(`oncourse-${name}-`);
    await boot(running.smtp, running.dataDir);
  });

  afterAll(async () => {
    await running.server?.close();
    await running.smtp?.close();
    if (running.dataDir) await rm(running.dataDir, { recursive: true, force: true });
    running = {};
  });

  return {
    get url() {
      return started().server.url;
    },
    get api() {
      return started().api;
    },
    get smtp() {
      return started().smtp;
    },
    get dataDir() {
      return started().dataDir;
    },
    async restart() {
      const { smtp, dataDir, server } = started();
      await server.close();
      await boot(smtp, dataDir);
    },
  };
}
