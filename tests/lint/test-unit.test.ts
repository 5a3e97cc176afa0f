// `npm run test:unit` names the projects it runs (package.json): a project's own include and exclude
// win over the command line's, so an --exclude of the journeys once let three of them, and the app
// build, into the quick run. This keeps that list whole: every project but the journeys'.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

interface Project {
  test: { name: string; include?: string[]; exclude?: string[] };
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const scripts = (
  JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as { scripts: Record<string, string> }
).scripts;
// Read at run time, by a path TypeScript does not follow: vitest.config.ts lies outside this package's
// TypeScript project. Every project there is an inline object with a name.
const configFile = new URL('../../vitest.config.ts', import.meta.url).href;
const config = ((await import(configFile)) as { default: { test?: { projects?: Project[] } } }).default;
const projects = config.test?.projects ?? [];
const named = (name: string) => projects.find((project) => project.test.name === name);
const unitProjects = [...(scripts['test:unit'] ?? '').matchAll(/--project (\S+)/g)].map((match) => match[1]);

describe('npm run test:unit', () => {
  it('runs every project but the journeys, each named', () => {
    const all = projects.map((project) => project.test.name);
    expect(all).toContain('journeys');
    expect([...unitProjects].sort()).toEqual(all.filter((name) => !name.startsWith('journeys')).sort());
  });

  it('leaves out of the tests project the files the journeys project runs', () => {
    const journeys = named('journeys')?.test.include ?? [];
    expect(journeys.length).toBeGreaterThan(0);
    for (const pattern of journeys) expect(named('tests')?.test.exclude).toContain(pattern);
  });
});
