import { describe, expect, it } from 'vitest';
import { droppedTokens, glossaryMisses, glossaryTermsIn, invariantTokens, missingKeys, staleKeys } from './translation-checks.ts';

describe('missingKeys and staleKeys', () => {
  it('list keys a translation lacks or leaves empty, and keys its source no longer has', () => {
    const source = { 'a.title': 'Water', 'b.title': 'Energy', 'c.title': 'Waste' };
    const translated = { 'a.title': 'Wasser', 'b.title': '', 'x.title': 'Alt' };
    expect(missingKeys(source, translated)).toEqual(['b.title', 'c.title']);
    expect(staleKeys(source, translated)).toEqual(['x.title']);
  });
});

describe('droppedTokens', () => {
  it('finds a dropped placeholder, unit or percentage', () => {
    expect(droppedTokens('Water used in {year} (m³)', 'Wasserverbrauch (m³)')).toEqual(['{year}']);
    expect(droppedTokens('Hello {{name}}', 'Hallo {{ name }}')).toEqual([]);
    expect(droppedTokens('Electricity (kWh)', 'Strom')).toEqual(['kWh']);
    expect(droppedTokens('Up to 20% less', 'Bis zu 20 weniger')).toEqual(['%']);
    expect(droppedTokens('Tonnes of CO2e', 'Tonnen CO₂e')).toEqual(['CO2e']);
    expect(droppedTokens('Below 5 °C', 'Unter 5 Grad')).toEqual(['°C']);
  });

  it('reads a number by its digits, however the language groups and points it', () => {
    expect(droppedTokens('More than 3,000 facilities', 'Über 3.000 Anlagen')).toEqual([]);
    expect(droppedTokens('More than 3,000 facilities', 'Plus de 3 000 installations')).toEqual([]);
    expect(droppedTokens('2.5 kg per ha', '2,5 kg pro ha')).toEqual([]);
    expect(droppedTokens('More than 3,000 facilities', 'Über 300 Anlagen')).toEqual(['3000']);
    expect(droppedTokens('9am to 5pm GMT', '9 bis 17 Uhr GMT')).toEqual([]);
    expect(droppedTokens('9am to 5.30pm', '9 bis 5.30 Uhr')).toEqual(['1730']);
  });

  it('counts short units only after a number, so words keep their letters', () => {
    expect(invariantTokens('12 l of diesel and 5kg of seed on the green')).toEqual(['12', '5', 'kg', 'l']);
    expect(droppedTokens('12 l of diesel', '12 Liter Diesel')).toEqual(['l']);
  });

  it('keeps HTML tags and link targets', () => {
    const english = '<p>Read <a href="https://example.org/guide">the guide</a>.</p>';
    expect(droppedTokens(english, '<p>Lesen Sie <a href="https://example.org/guide">den Leitfaden</a>.</p>')).toEqual([]);
    expect(droppedTokens(english, '<p>Lesen Sie den Leitfaden.</p>')).toEqual(['</a>', '<a>', 'href="https://example.org/guide"']);
  });
});

describe('glossary', () => {
  const terms = ['green', 'greenkeeper', 'fairway', 'annual data', 'best practice', 'biodiversity'];
  const german = {
    green: ['Grün', 'Grüns'],
    greenkeeper: ['Greenkeeper'],
    fairway: ['Fairway'],
    'annual data': ['Jahresdaten'],
    'best practice': ['Best Practice'],
  };

  it('finds terms word-bounded, in any case and in the plural, the longest first', () => {
    expect(glossaryTermsIn('Greenkeepers mow the greens and fairways', terms).sort()).toEqual(['fairway', 'green', 'greenkeeper']);
    expect(glossaryTermsIn('Enter your Annual Data', terms)).toEqual(['annual data']);
    expect(glossaryTermsIn('A greenhouse for best practices', terms)).toEqual(['best practice']);
    expect(glossaryTermsIn('Biodiversities of the site', terms)).toEqual(['biodiversity']);
  });

  it('wants one accepted form in the translation, compounds and any case allowed', () => {
    expect(glossaryMisses('Mowing the greens', 'Das Mähen der Grüns', german, terms)).toEqual([]);
    expect(glossaryMisses('Fairway mowing', 'Fairwaypflege', german, terms)).toEqual([]);
    expect(glossaryMisses('Mowing the greens', 'Das Mähen der Putting-Flächen', german, terms)).toEqual(['green']);
    // A term the glossary has no forms for is a miss: the glossary lacks it.
    expect(glossaryMisses('Biodiversity', 'Biodiversität', german, terms)).toEqual(['biodiversity']);
  });
});
