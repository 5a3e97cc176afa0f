// A screen reads its data one way (docs/engineering.md#feature-folders): from its route loader as
// props, or on a person's action through the submit hook, never in an effect.
// scripts/eslint/api-not-in-effect.mjs flags an effect that reaches the API client; this plants each
// way an effect can reach it and each way a screen reads properly, so the rule cannot silently rot.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RULE = 'oncourse/api-not-in-effect';
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === RULE,
});

async function flagged(code: string, file = 'app/src/reviews/Planted.tsx'): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

const IN_EFFECT: [string, string][] = [
  [
    'api.GET in the effect',
    `export function Screen({ id }) {
  const api = useApi();
  useEffect(() => {
    void api.GET('/api/organisation/{id}', { params: { path: { id } } }).then(({ data }) => show(data));
  }, [api, id]);
}`,
  ],
  [
    'services.api.POST in React.useEffect',
    `export function Screen() {
  const services = useServices();
  React.useEffect(() => {
    void services.api.POST('/api/things', { body: {} });
  }, [services]);
}`,
  ],
  [
    'the client handed to a loader helper',
    `export function Panel({ id }) {
  const api = useApi();
  useEffect(() => {
    loadBenchmarks(api, id).then(setLoaded, () => setLoaded('failed'));
  }, [api, id]);
}`,
  ],
  [
    'a useCallback of the same file that calls the client',
    `export function Dialog({ isOpen, id }) {
  const api = useApi();
  const load = useCallback(async () => setChanges((await api.GET('/api/history', {})).data), [api]);
  useEffect(() => {
    if (isOpen) void load();
  }, [isOpen, load]);
}`,
  ],
  [
    'a function declared in the file that calls the client',
    `async function read(client) {
  return client.GET('/api/setting', {});
}
export function Setting() {
  useLayoutEffect(() => {
    void read(useApi());
  }, []);
}`,
  ],
];

const READ_PROPERLY: [string, string][] = [
  [
    'loader data as props',
    `export function Setting({ initial }) {
  const [value, setValue] = useState(initial);
  useEffect(() => document.title = String(value), [value]);
}`,
  ],
  [
    'a read on a press, through the submit hook',
    `export function HistoryButton({ id }) {
  const api = useApi();
  const read = useSubmit(() => api.GET('/api/history', {}), { onSuccess: setChanges });
  useEffect(() => () => read.clear(), [read]);
  return <Button onPress={() => void read.submit()}>History</Button>;
}`,
  ],
  [
    'an effect that only names a key api',
    `export function Shell({ services }) {
  useEffect(() => register({ api: null, store: services.store }), [services]);
}`,
  ],
];

describe('an effect never calls the API client', () => {
  it.each(IN_EFFECT)('flags %s', async (_label, code) => {
    expect(await flagged(code), code).toEqual([RULE]);
  });

  it.each(READ_PROPERLY)('passes %s', async (_label, code) => {
    expect(await flagged(code), code).toEqual([]);
  });

  it('leaves the client, the submit hook and tests alone', async () => {
    const code = IN_EFFECT[0]![1];
    for (const file of [
      'app/src/api/Planted.tsx',
      'app/src/forms/Planted.tsx',
      'app/src/reviews/Planted.test.tsx',
    ])
      expect(await flagged(code, file), file).toEqual([]);
  });
});
