import { describe, expect, it } from 'vitest';
import {
  companyProfileImportSchema,
  marketTrendImportSchema,
  opportunitySignalImportSchema,
  validateCompanyProfiles,
  validateMarketTrends,
  validateOpportunitySignals,
} from '@/engine/market/admin-import';
import { marketImportEntities } from '@/contract/market-admin';
import { earningsImportSchema, validateEarnings } from '@/engine/market/earnings';
import {
  exampleCsv,
  exampleCsvHeader,
  exampleJson,
  formatFromFileName,
  hasContent,
  importEntities,
  importFields,
  isTooLarge,
  requiredImportFields,
  sameImport,
  utf8Bytes,
} from './import-text';

const validators = { companies: validateCompanyProfiles, trends: validateMarketTrends, signals: validateOpportunitySignals, earnings: validateEarnings };
const schemas = { companies: companyProfileImportSchema, trends: marketTrendImportSchema, signals: opportunitySignalImportSchema, earnings: earningsImportSchema };

describe('import examples', () => {
  it('lists the entities of the contract', () => {
    expect([...importEntities]).toEqual([...marketImportEntities]);
  });

  it.each(importEntities)('%s: the header names every field the importer knows', (entity) => {
    expect([...importFields[entity]].sort()).toEqual(Object.keys(schemas[entity].shape).sort());
    expect(exampleCsvHeader(entity)).toBe(importFields[entity].join(','));
  });

  it.each(importEntities)('%s: the required fields are the ones an empty record lacks', (entity) => {
    const result = schemas[entity].safeParse({});
    const missing = result.success ? [] : result.error.issues.map((i) => String(i.path[0])).sort();
    expect([...requiredImportFields[entity]].sort()).toEqual(missing);
  });

  it.each(importEntities)('%s: the CSV and JSON examples import without errors', (entity) => {
    const csv = validators[entity](exampleCsv(entity), 'csv');
    expect(csv.errors).toEqual([]);
    expect(csv.valid).toHaveLength(1);
    const json = validators[entity](exampleJson(entity), 'json');
    expect(json.errors).toEqual([]);
    expect(json.valid).toEqual(csv.valid);
  });

  it('quotes CSV cells with commas and writes lists with ";" and rates with "%"', () => {
    expect(exampleCsv('companies').split('\n')[1]).toContain('"Hamburg, Germany",Germany;Denmark');
    expect(exampleCsv('trends')).toBe(
      'industry,region,growth_rate,emerging_skills,declining_skills,forecast_summary,transformation_drivers\n' +
        'Heat pump installation,Germany,12.5%,Heat pumps;Building automation,Oil boiler servicing,Installer demand keeps rising with the energy transition.,Energy transition\n',
    );
  });
});

describe('import input', () => {
  it('guesses the format from the file name', () => {
    expect(formatFromFileName('Trends.JSON')).toBe('json');
    expect(formatFromFileName('companies.csv')).toBe('csv');
    expect(formatFromFileName('export.txt')).toBe('csv');
    expect(formatFromFileName('sheet.xlsx')).toBeNull();
    expect(formatFromFileName('README')).toBeNull();
  });

  it('counts UTF-8 bytes against the 5 MB limit', () => {
    expect(utf8Bytes('Bundesagentur für Arbeit')).toBe(25);
    expect(isTooLarge(5 * 1024 * 1024)).toBe(false);
    expect(isTooLarge(5 * 1024 * 1024 + 1)).toBe(true);
    expect(hasContent(' \n ')).toBe(false);
  });

  it('allows Import only for exactly what the dry run checked', () => {
    const checked = { entity: 'trends' as const, format: 'csv' as const, content: 'a' };
    expect(sameImport(checked, { ...checked })).toBe(true);
    expect(sameImport(checked, { ...checked, content: 'a ' })).toBe(false);
    expect(sameImport(checked, { ...checked, format: 'json' })).toBe(false);
    expect(sameImport(checked, { ...checked, entity: 'signals' })).toBe(false);
    expect(sameImport(null, checked)).toBe(false);
  });
});
