import { DATA_QUALITY_OPTIONS, DATA_QUALITY_QUESTIONS } from './annual-data-map.ts';
import type { AnswerReader } from './answer-values.ts';
import type { DataQuality, FootprintDataQuality, FootprintLine } from './footprint-types.ts';

/** From the strongest to the weakest: a line resting on several figures is as strong as its weakest. */
const RANK: readonly DataQuality[] = ['measured', 'estimated', 'spend', 'notStated'];

/**
 * Where a footprint line's figures come from (docs/carbon-method.md#data-quality): measured (meter
 * or invoice), estimated or calculated from spend, as the facility marked each figure it rests on;
 * `notStated` when a figure is unmarked, never silently "measured". A line resting on figures marked
 * differently takes the weakest mark.
 */
export function lineQuality(read: AnswerReader, questionIds: readonly number[]): DataQuality {
  const marks = questionIds.flatMap((id): DataQuality[] => {
    const marking = DATA_QUALITY_QUESTIONS[id];
    if (marking === undefined) return [];
    const option = read.choice(marking);
    return [(option === null ? undefined : DATA_QUALITY_OPTIONS[option]) ?? 'notStated'];
  });
  if (marks.length === 0) return 'notStated';
  return RANK[Math.max(...marks.map((mark) => RANK.indexOf(mark)))] ?? 'notStated';
}

/**
 * The tonnes of a method's total by where their figures come from, and the share (0–1) resting on
 * measured data (docs/carbon-method.md#data-quality); the share is null for a total of zero.
 */
export function dataQualityOf(
  lines: readonly Pick<FootprintLine, 'scope' | 'method' | 'tonnes' | 'quality'>[],
  method: 'location' | 'market',
): FootprintDataQuality {
  const tonnes: Record<DataQuality, number> = { measured: 0, estimated: 0, spend: 0, notStated: 0 };
  for (const line of lines)
    if (line.method === undefined || line.method === method) tonnes[line.quality] += line.tonnes;
  const total = RANK.reduce((sum, quality) => sum + tonnes[quality], 0);
  return { ...tonnes, measuredShare: total > 0 ? tonnes.measured / total : null };
}
