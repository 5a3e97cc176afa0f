// The load generator of reads.bench.ts, in a worker thread so that the clients and the server do
// not share one event loop (plain JavaScript: a worker does not go through tsx). Each client asks
// for a "page": its paths together, as the app's loader starts them, and the page's latency is the
// time until the last of them has answered; node:http with kept-alive connections, as in
// http-load.mjs. Any answer but 200 fails the worker.
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { url, token, clients, requests, warmup, rounds, paths, tally } = workerData;
const agent = new Agent({ keepAlive: true, maxSockets: clients * paths.length });

function get(path) {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${url}${path}`,
      { method: 'GET', agent, headers: { authorization: `Bearer ${token}` } },
      (response) => {
        response.resume();
        response.on('end', () =>
          response.statusCode === 200
            ? resolve()
            : reject(new Error(`GET ${path} answered ${response.statusCode}`)),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function client(count, latencies) {
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    await Promise.all(paths.map(get));
    latencies?.push(performance.now() - started);
    // Background load (the bench's report downloads) says what it got done, one message a page.
    if (tally) parentPort.postMessage('answered');
  }
}

const run = async (count, latencies) => {
  const perClient = Math.ceil(count / clients);
  await Promise.all(Array.from({ length: clients }, () => client(perClient, latencies)));
  return perClient * clients;
};

await run(warmup, null);
const measured = [];
for (let round = 0; round < rounds; round++) {
  const latencies = [];
  const started = performance.now();
  const count = await run(requests, latencies);
  measured.push({ count, seconds: (performance.now() - started) / 1000, latencies });
}
parentPort.postMessage(measured);
