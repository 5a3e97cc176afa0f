import { describe, expect, it } from 'vitest';
import type { Question } from '../model.ts';
import {
  DATA_QUALITY_OPTIONS,
  DATA_QUALITY_QUESTIONS,
  ANNUAL_DATA_OPTIONS,
  ANNUAL_DATA_QUESTIONS,
  TOURNAMENT_DATA_OPTIONS,
  TOURNAMENT_DATA_QUESTIONS,
} from './annual-data-map.ts';
import { annualDataSet, tournamentDataSet } from '../../test/insights-fixtures.ts';

const topLevel = new Map<number, Question>(
  [annualDataSet, tournamentDataSet].flatMap((set) =>
    set.sections.flatMap((section) =>
      section.subsections.flatMap((subsection) =>
        subsection.fieldSets.flatMap((fieldSet) => fieldSet.questions.map((q) => [q.id, q] as const)),
      ),
    ),
  ),
);
const question = (id: number): Question => {
  const found = topLevel.get(id);
  if (!found) throw new Error(`Question ${id} is not in annual-data-facility.json`);
  return found;
};
const rowQuestion = (grid: number, id: number): Question => {
  const found = question(grid).rowQuestions.find((row) => row.id === id);
  if (!found) throw new Error(`Row question ${id} is not in grid ${grid}`);
  return found;
};
const optionIds = (q: Question): number[] => q.answers.map((option) => option.id);

describe('the annual-data mapping matches the fixture question set', () => {
  const Q = ANNUAL_DATA_QUESTIONS;

  it('reads numbers from numeric questions with the expected quantities', () => {
    expect(question(Q.electricity.grid)).toMatchObject({ fieldType: 'number', unitType: 'electricity' });
    expect(question(Q.electricity.renewableShare)).toMatchObject({ fieldType: 'percentage' });
    expect(question(Q.naturalGas)).toMatchObject({ fieldType: 'number', unitType: 'gasEnergy' });
    expect(question(Q.heatingOil)).toMatchObject({
      fieldType: 'number',
      unitType: 'fuelVolume',
      active: true,
    });
    expect(question(Q.heatingOil).title).toMatch(/kerosene/);
    expect(question(Q.lpg)).toMatchObject({ fieldType: 'number', unitType: 'fuelVolume', active: true });
    expect(question(Q.lpg).title).toMatch(/LPG/);
    // Gas in ccf (US bills) is a plain number the engine converts with its unit table.
    expect(question(Q.naturalGasCcf)).toMatchObject({ fieldType: 'number', unitType: null, optional: true });
    expect(question(Q.naturalGasCcf).title).toMatch(/ccf/);
    expect(question(Q.pesticides.applied).uiType).toBe('CHOICE');
    expect(question(Q.rounds)).toMatchObject({ fieldType: 'number' });
    for (const id of Object.values(Q.staff)) expect(question(id).fieldType).toBe('number');
  });

  it('reads travel from optional distances in the distance unit, percentage shares and a yes/no choice', () => {
    const T = Q.travel;
    for (const id of [T.visitorDistance, T.staffDistance])
      expect(question(id)).toMatchObject({ fieldType: 'number', unitType: 'distance', optional: true });
    for (const id of [...Object.values(T.visitorShares), ...Object.values(T.staffShares)])
      expect(question(id)).toMatchObject({ fieldType: 'percentage', optional: true });
    for (const id of [T.sharedCarOccupancy, T.staff, T.staffDays])
      expect(question(id)).toMatchObject({ fieldType: 'number', unitType: null, optional: true });
    const choice = question(T.includeInHeadline);
    expect(choice).toMatchObject({ uiType: 'CHOICE', optional: true });
    expect(choice.answers.map((option) => [option.id, option.title])).toEqual([
      [ANNUAL_DATA_OPTIONS.includeTravel.yes, 'Yes'],
      [ANNUAL_DATA_OPTIONS.includeTravel.no, 'No'],
    ]);
  });

  it('reads grid columns that exist in their grids', () => {
    expect(rowQuestion(Q.water.grid, Q.water.volume).unitType).toBe('volume');
    expect(rowQuestion(Q.fuel.grid, Q.fuel.litres)).toMatchObject({
      fieldType: 'number',
      unitType: 'fuelVolume',
    });
    for (const column of [Q.nutrients.nitrogen, Q.nutrients.phosphate, Q.nutrients.potash])
      expect(rowQuestion(Q.nutrients.grid, column).unitType).toBe('mass');
    expect(rowQuestion(Q.pesticides.grid, Q.pesticides.activeIngredient).unitType).toBe('mass');
    expect(rowQuestion(Q.waste.grid, Q.waste.weight).unitType).toBe('mass');
  });

  it('maps every option of the fuel, water source, waste stream and destination lists', () => {
    const O = ANNUAL_DATA_OPTIONS;
    const keys = (table: object) => Object.keys(table).map(Number).sort();
    expect(keys(O.fuel)).toEqual(optionIds(rowQuestion(Q.fuel.grid, Q.fuel.type)).sort());
    expect(keys(O.waterSource)).toEqual(optionIds(rowQuestion(Q.water.grid, Q.water.source)).sort());
    expect(keys(O.wasteStream)).toEqual(optionIds(rowQuestion(Q.waste.grid, Q.waste.stream)).sort());
    expect(keys(O.wasteDestination)).toEqual(
      optionIds(rowQuestion(Q.waste.grid, Q.waste.destination)).sort(),
    );
    expect(optionIds(rowQuestion(Q.water.grid, Q.water.use))).toEqual(
      expect.arrayContaining([...O.waterUseToSewer]),
    );
    expect(O.waterSource[O.mainsWater]).toBe('mains');
    const gasOil = rowQuestion(Q.fuel.grid, Q.fuel.type).answers.find(
      (o) => O.fuel[o.id as keyof typeof O.fuel] === 'gasOil',
    );
    expect(gasOil?.title).toBe('Gas oil (red diesel)');
    expect(optionIds(question(Q.electricity.contract)).sort()).toEqual(Object.values(O.contract).sort());
    expect(question(Q.electricity.contract).answers.find((o) => o.id === O.contract.ppa)?.title).toBe(
      'Power purchase agreement',
    );
  });

  it('keeps the retired combined heating-oil question, inactive, so its stored answers stay readable', () => {
    expect(question(Q.combinedHeatingOil)).toMatchObject({
      title: 'Heating oil or LPG used (litres)',
      fieldType: 'number',
      active: false,
    });
  });

  it('has no CALCULATING question of its own for the carbon footprint (the engine computes it)', () => {
    const calculating = [...topLevel.values()].filter((q) => q.uiType === 'CALCULATING');
    expect(calculating.map((q) => q.title).filter((title) => /carbon/i.test(title))).toEqual([]);
    expect(topLevel.has(15019)).toBe(false);
    expect(topLevel.has(16010)).toBe(false);
  });
});

describe('the tournament mapping matches the tournament question set', () => {
  const T = TOURNAMENT_DATA_QUESTIONS;

  it('reads electricity, fuel and mains water from questions of the right kind', () => {
    expect(question(T.electricity)).toMatchObject({ fieldType: 'number', unitType: 'electricity' });
    expect(question(T.water)).toMatchObject({ fieldType: 'number', unitType: 'volume' });
    expect(rowQuestion(T.fuel.grid, T.fuel.litres).fieldType).toBe('number');
    const fuelOptions = rowQuestion(T.fuel.grid, T.fuel.type).answers;
    expect(Object.keys(TOURNAMENT_DATA_OPTIONS.fuel).map(Number).sort()).toEqual(
      fuelOptions.map((o) => o.id).sort(),
    );
    expect(fuelOptions.map((o) => o.title)).toEqual([
      'Diesel (average biofuel blend)',
      'Petrol (average biofuel blend)',
    ]);
  });
});

describe('the data-quality marks match the fixture question sets', () => {
  it('marks each figure with a choice question whose every option says measured, estimated or spend', () => {
    for (const [figure, marking] of Object.entries(DATA_QUALITY_QUESTIONS)) {
      expect(question(Number(figure)).id).toBe(Number(figure));
      const options = optionIds(question(marking));
      expect(options.length).toBeGreaterThan(1);
      for (const option of options) expect(DATA_QUALITY_OPTIONS[option]).toBeDefined();
    }
  });

  it('reads the certificate questions and their types from the set', () => {
    const C = ANNUAL_DATA_QUESTIONS.electricity.certificates;
    expect(question(C.volume)).toMatchObject({
      fieldType: 'number',
      unitType: 'electricity',
      optional: true,
    });
    expect(optionIds(question(C.type))).toEqual(Object.keys(ANNUAL_DATA_OPTIONS.certificateType).map(Number));
    expect(question(C.country).fieldType).toBe('text');
    expect(question(C.document).fieldType).toBe('text');
  });
});
