// The load generator of update-answers.bench.ts, in a worker thread so that the clients and the
// server do not share one event loop. Each client PATCHes its own target: an answer set (`answers`,
// each save on the version the previous one returned) or its own profile (`profile`, the names and
// e-mail the profile form sends). Plain JavaScript: a worker does not go through tsx.
// node:http with kept-alive connections rather than fetch: against a route that does nothing,
// fetch's clients top out near 3,000 requests/s on this machine and took a core to get there,
// node:http's at over 11,000/s; the bench measures the server, not the client.
// The bench asks for one round at a time (a message with its number of requests), so that rounds of
// the server and of its floor can take turns; each answer says how many ran, in how long, and
// each one's latency.
import { Buffer } from 'node:buffer';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { url, clients } = workerData;
const agent = new Agent({ keepAlive: true, maxSockets: clients.length });

/** PATCHes `body` to `path`; resolves with the status and the parsed JSON answer. */
function patch(path, token, body) {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${url}${path}`,
      {
        method: 'PATCH',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, payload: JSON.parse(text) }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The path and body of a client's next PATCH. */
function nextRequest(target, version, index) {
  if (target.kind === 'profile') {
    return {
      path: `/api/app-user/${target.userId}`,
      body: JSON.stringify({
        first_name: 'Bench',
        last_name: `Client ${index % 7}`,
        email_address: target.email,
      }),
    };
  }
  return {
    path: `/api/reviews/answers/${target.answerSetId}/organisation/${target.organisationId}`,
    body: JSON.stringify({
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
    }),
  };
}

/** One client: its own target, each answer save based on the version the previous one returned. */
async function client(target, count, latencies) {
  let version = target.version ?? 0;
  for (let index = 0; index < count; index++) {
    const { path, body } = nextRequest(target, version, index);
    const started = performance.now();
    const { status, payload } = await patch(path, target.token, body);
    latencies.push(performance.now() - started);
    if (status !== 200) throw new Error(`PATCH ${path} answered ${status}: ${JSON.stringify(payload)}`);
    if (target.kind !== 'profile') version = payload.data.version;
  }
  target.version = version;
}

parentPort.on('message', async (requests) => {
  const perClient = Math.ceil(requests / clients.length);
  const latencies = [];
  const started = performance.now();
  await Promise.all(clients.map((target) => client(target, perClient, latencies)));
  const seconds = (performance.now() - started) / 1000;
  parentPort.postMessage({ count: perClient * clients.length, seconds, latencies });
});
