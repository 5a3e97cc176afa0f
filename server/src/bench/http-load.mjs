// The load generator of update-answers.bench.ts, in a worker thread so that the clients and the
// server do not share one event loop. Plain JavaScript: a worker does not go through tsx.
/* global fetch */
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { url, clients, requests, warmup } = workerData;

/** One client: its own answer set, each save based on the version the previous one returned. */
async function client(target, count, latencies) {
  let version = target.version;
  for (let index = 0; index < count; index++) {
    const body = JSON.stringify({
      baseVersion: version,
      answers: {
        [target.questionId]: {
          complete: false,
          savelater: true,
          value: (version % 1000) + index / 100,
          unitMeasurementType: 'metric',
          nestedValues: {},
          facilityAddedAnswers: [],
          rows: [],
        },
      },
    });
    const started = performance.now();
    const response = await fetch(
      `${url}/api/reviews/answers/${target.answerSetId}/organisation/${target.organisationId}`,
      {
        method: 'PATCH',
        headers: { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' },
        body,
      },
    );
    const payload = await response.json();
    latencies?.push(performance.now() - started);
    if (response.status !== 200)
      throw new Error(`updateAnswers answered ${response.status}: ${JSON.stringify(payload)}`);
    version = payload.data.version;
  }
  target.version = version;
}

const run = async (count, latencies) => {
  const perClient = Math.ceil(count / clients.length);
  await Promise.all(clients.map((target) => client(target, perClient, latencies)));
  return perClient * clients.length;
};

await run(warmup, null);
const latencies = [];
const started = performance.now();
const done = await run(requests, latencies);
parentPort.postMessage({ count: done, seconds: (performance.now() - started) / 1000, latencies });
