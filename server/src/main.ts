// Entry point: `tsx server/src/main.ts` (npm start). Configuration comes from the environment.
import { ConfigError } from './config.ts';
import { DatabaseLockedError } from './db/lock.ts';
import { SchemaNewerError } from './db/migrate.ts';
import { startServer, type StartStep } from './server.ts';

// Plain lines before the server's log starts: a first start is quiet for tens of seconds otherwise.
const STEPS: Record<StartStep, string> = {
  'open-database': 'Opening the database…',
  'prepare-database':
    'Bringing the database up to date (on a first start: creating the tables and the reference data, about a minute)…',
  'start-web-server': 'Starting the web server…',
};

async function main(): Promise<void> {
  let server;
  try {
    server = await startServer({ onStep: (step) => console.log(STEPS[step]) });
  } catch (error) {
    if (
      error instanceof ConfigError ||
      error instanceof DatabaseLockedError ||
      error instanceof SchemaNewerError
    ) {
      console.error(`OnCourse server did not start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const { app, url, timings, startup, db } = server;
  app.log.info({ database: db.kind, ...startup, ...timings }, `OnCourse is running at ${url}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal} received: finishing in-flight requests and closing the database`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
