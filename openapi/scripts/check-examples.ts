// Fails when a request body or a JSON 200 answer of openapi.yaml lacks an example or has one its
// schema refuses (part of `npm run lint -w openapi`).
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import type { OpenApiDocument } from '../src/document.ts';
import { exampleProblems } from '../src/examples.ts';

const document = parse(
  await readFile(new URL('../openapi.yaml', import.meta.url), 'utf8'),
) as OpenApiDocument;
const problems = exampleProblems(document);
for (const problem of problems) console.error(problem);
if (problems.length > 0) {
  console.error(`${problems.length} example(s) missing or invalid in openapi.yaml`);
  process.exit(1);
}
console.log('Every request body and JSON 200 answer has a valid example.');
