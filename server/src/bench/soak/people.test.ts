import { EventEmitter } from 'node:events';
import type { Client, Request } from 'autocannon';
import { describe, expect, it } from 'vitest';
import type { StepKind } from './mix.ts';
import { attachPeople, personState, type PersonState } from './people.ts';

const person = (index: number): PersonState =>
  personState(
    { email: `p${index}@example.test`, organisationId: index, reviewSetId: index, annualSetId: index },
    index,
  );

/** A request that, answered, says which person and step it was. */
const step = (who: PersonState, kind: StepKind, log: string[]): Request => ({
  method: 'GET',
  path: `/${who.index}/${kind}`,
  onResponse: () => {
    who.lastKind = kind;
    log.push(`${who.index} ${kind}`);
  },
});

class FakeClient extends EventEmitter {
  requests: Request[] = [];
  setRequests(requests: Request[]) {
    this.requests = requests;
  }
  /** Answers the client's `n`-th request as autocannon does: onResponse, then the response event. */
  answer(n: number, ms: number) {
    (this.requests[n]!.onResponse as (status: number, body: string) => void)(200, '');
    this.emit('response', 200, 0, ms);
  }
}

describe('people sharing a connection', () => {
  it('take turns, each walking their own plan in order', () => {
    const [a, b] = [person(1), person(2)];
    const log: string[] = [];
    const client = new FakeClient();
    attachPeople(
      client as unknown as Client,
      [
        { person: a, requests: [step(a, 'sign in', log), step(a, 'dashboard: readiness', log)] },
        { person: b, requests: [step(b, 'sign in', log), step(b, 'dashboard: readiness', log)] },
      ],
      () => undefined,
    );
    expect(client.requests.map((request) => request.path)).toEqual([
      '/1/sign in',
      '/2/sign in',
      '/1/dashboard: readiness',
      '/2/dashboard: readiness',
    ]);
  });

  it("record each answer's latency under the kind of the person it answered", () => {
    const [a, b] = [person(1), person(2)];
    const log: string[] = [];
    const recorded: string[] = [];
    const client = new FakeClient();
    attachPeople(
      client as unknown as Client,
      [
        { person: a, requests: [step(a, 'sign in', log), step(a, 'save annual data', log)] },
        { person: b, requests: [step(b, 'review progress', log), step(b, 'add note', log)] },
      ],
      (kind, _status, ms) => recorded.push(`${kind} ${ms}`),
    );
    client.answer(0, 5);
    client.answer(1, 7);
    client.answer(2, 9);
    expect(recorded).toEqual(['sign in 5', 'review progress 7', 'save annual data 9']);
    expect(log).toEqual(['1 sign in', '2 review progress', '1 save annual data']);
  });
});
