import { describe, expect, it } from 'vitest';
import {
  growthAfter,
  percentile,
  readGauges,
  serverTimed,
  settledAt,
  summariseLatencies,
} from './summary.ts';

describe('percentile', () => {
  const hundred = Array.from({ length: 100 }, (_, index) => 100 - index);

  it('answers the nearest-rank sample, whatever the order', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
  });

  it('answers NaN without samples rather than a made-up zero', () => {
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('summariseLatencies', () => {
  it('gives the rate over the run and the slowest answer', () => {
    const summary = summariseLatencies([5, 1, 3, 40], 2);
    expect(summary).toMatchObject({ count: 4, rate: 2, p50: 3, max: 40 });
    expect(summary.p99).toBe(40);
  });
});

describe('growthAfter', () => {
  const at = (values: number[], from = 0) => values.map((value, index) => ({ at: from + index * 5, value }));

  it('leaves out the warm-up before settling', () => {
    const samples = [...at([10, 50, 90]), ...at([100, 100, 100, 100, 100, 100, 100, 100], 60)];
    expect(growthAfter(samples, 60)!.growth).toBe(0);
  });

  it('tells a steady climb after settling', () => {
    const growth = growthAfter(at([100, 102, 104, 106, 108, 110, 112, 114], 60), 60)!;
    // Windows of two samples each end; the median of two by nearest rank is the lower.
    expect(growth.settled).toBe(100);
    expect(growth.final).toBe(112);
    expect(growth.growth).toBeCloseTo(0.12, 10);
  });

  it('is not fooled by one garbage collection at the end', () => {
    const samples = at([100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 60], 60);
    expect(growthAfter(samples, 60)!.growth).toBe(0);
  });

  it('answers null when the run ended before there was anything to compare', () => {
    expect(growthAfter(at([100, 200]), 60)).toBeNull();
  });
});

describe('settledAt', () => {
  const workers = (counts: number[]) => counts.map((value, index) => ({ at: index * 100, value }));

  it('compares memory from the settling time when the report pool never changed size', () => {
    expect(settledAt(workers([1, 1, 1, 1]), 60)).toBe(60);
  });

  it('compares memory from the last time a report worker started, not counting its heap as growth', () => {
    // Workers started at 100 s and 400 s: memory is compared from 400 s on.
    expect(settledAt(workers([0, 1, 1, 1, 2, 2, 2]), 60)).toBe(400);
  });
});

describe('readGauges', () => {
  it('reads unlabelled samples of the metrics text and skips comments and labelled ones', () => {
    const text = [
      '# HELP oncourse_process_resident_memory_bytes Resident memory size in bytes.',
      '# TYPE oncourse_process_resident_memory_bytes gauge',
      'oncourse_process_resident_memory_bytes 123456789',
      'oncourse_nodejs_eventloop_lag_p99_seconds 0.012',
      'oncourse_http_requests_total{operation="login",method="POST",status="200"} 4',
    ].join('\n');
    expect(
      readGauges(text, [
        'oncourse_process_resident_memory_bytes',
        'oncourse_nodejs_eventloop_lag_p99_seconds',
        'oncourse_nodejs_heap_size_used_bytes',
      ]),
    ).toEqual({
      oncourse_process_resident_memory_bytes: 123456789,
      oncourse_nodejs_eventloop_lag_p99_seconds: 0.012,
    });
  });
});

describe('serverTimed', () => {
  const metrics = [
    '# HELP oncourse_http_request_duration_seconds Time to answer an HTTP request, by contract operation.',
    'oncourse_http_request_duration_seconds_bucket{le="0.05",operation="updateAnswers"} 90',
    'oncourse_http_request_duration_seconds_bucket{le="0.1",operation="updateAnswers"} 97',
    'oncourse_http_request_duration_seconds_bucket{le="+Inf",operation="updateAnswers"} 100',
    'oncourse_http_request_duration_seconds_count{operation="updateAnswers"} 100',
    'oncourse_http_request_duration_seconds_bucket{le="0.1",operation="getAnswers"} 3',
    'oncourse_http_request_duration_seconds_count{operation="getAnswers"} 50',
    'oncourse_http_request_duration_seconds_bucket{operation="createNote",le="0.1"} 10',
    'oncourse_http_request_duration_seconds_count{operation="createNote"} 10',
  ].join('\n');

  it("counts the named operations' answers and those within the bound, whatever the label order", () => {
    const histogram = 'oncourse_http_request_duration_seconds';
    expect(serverTimed(metrics, histogram, ['updateAnswers'], '0.1')).toEqual({ count: 100, within: 97 });
    expect(serverTimed(metrics, histogram, ['updateAnswers', 'createNote'], '0.1')).toEqual({
      count: 110,
      within: 107,
    });
    expect(serverTimed(metrics, histogram, ['updateAnswers'], '0.25')).toEqual({ count: 100, within: 0 });
  });
});
