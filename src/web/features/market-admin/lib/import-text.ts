// The import form's helpers: example files per entity, the format a file name suggests, the size
// limit, and whether a dry run covered exactly what would now be imported.
import type { MarketImportEntity } from '@/contract/market-admin';
import { IMPORT_MAX_BYTES } from './limits';

export type ImportFormat = 'csv' | 'json';
export const importFormats: readonly ImportFormat[] = ['csv', 'json'];
// the contract's `marketImportEntities`, repeated: importing it would bring zod into the page
export const importEntities: readonly MarketImportEntity[] = ['companies', 'trends', 'signals', 'earnings'];

/** The spec's field names, in the order an example header lists them. */
export const importFields: Record<MarketImportEntity, readonly string[]> = {
  companies: [
    'european_id',
    'name',
    'industry',
    'location',
    'regions',
    'languages',
    'transformation_focus',
    'cultural_values',
    'regulatory_context',
    'reputation_highlights',
    'trend_insights',
    'opportunities_forecast',
    'cross_border',
    'executive_summary',
    'remote_policy',
  ],
  trends: ['industry', 'region', 'growth_rate', 'emerging_skills', 'declining_skills', 'forecast_summary', 'transformation_drivers'],
  signals: ['type', 'message', 'region', 'languages', 'link'],
  // earnings by ISCO-08 major group and country (src/engine/market/earnings.ts)
  earnings: ['country', 'isco_group', 'measure', 'value', 'currency', 'period', 'source', 'url'],
};

export const requiredImportFields: Record<MarketImportEntity, readonly string[]> = {
  companies: ['european_id', 'name', 'industry', 'location'],
  trends: ['industry', 'region', 'growth_rate'],
  signals: ['type', 'message', 'region'],
  earnings: ['country', 'isco_group', 'measure', 'value', 'currency', 'period', 'source'],
};

/** One example record per entity, with real lists, booleans and numbers (the JSON shape). */
const exampleRecords: Record<MarketImportEntity, Record<string, string | number | boolean | string[]>> = {
  companies: {
    european_id: 'DE-HRB-000001',
    name: 'Example Energie GmbH',
    industry: 'Energy',
    location: 'Hamburg, Germany',
    regions: ['Germany', 'Denmark'],
    languages: ['German', 'English'],
    transformation_focus: ['Renewables', 'Grid digitalisation'],
    cross_border: true,
    remote_policy: 'Hybrid',
  },
  trends: {
    industry: 'Heat pump installation',
    region: 'Germany',
    growth_rate: 12.5,
    emerging_skills: ['Heat pumps', 'Building automation'],
    declining_skills: ['Oil boiler servicing'],
    forecast_summary: 'Installer demand keeps rising with the energy transition.',
    transformation_drivers: ['Energy transition'],
  },
  signals: {
    type: 'skill_shortage',
    message: 'Heat pump installers are in short supply in Bavaria',
    region: 'Germany',
    languages: ['German'],
    link: 'https://example.org/report',
  },
  earnings: {
    country: 'DE',
    isco_group: 'OC2',
    measure: 'median_annual_gross',
    value: 58000,
    currency: 'EUR',
    period: '2022',
    source: 'Eurostat earn_ses22_28',
    url: 'https://ec.europa.eu/eurostat/databrowser/view/earn_ses22_28/default/table',
  },
};

// growth_rate is a percent; other numbers (earnings) are plain
function csvCell(field: string, value: string | number | boolean | string[] | undefined): string {
  if (value === undefined) return '';
  const text = Array.isArray(value) ? value.join(';') : typeof value === 'number' && field === 'growth_rate' ? `${value}%` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The header row every CSV of this entity needs (all field names; empty cells are allowed). */
export function exampleCsvHeader(entity: MarketImportEntity): string {
  return importFields[entity].join(',');
}

/** A header and one valid row: what a file for this entity looks like. */
export function exampleCsv(entity: MarketImportEntity): string {
  const record = exampleRecords[entity];
  return `${exampleCsvHeader(entity)}\n${importFields[entity].map((f) => csvCell(f, record[f])).join(',')}\n`;
}

export function exampleJson(entity: MarketImportEntity): string {
  return JSON.stringify([exampleRecords[entity]], null, 2);
}

/** 'trends.json' → 'json'; null when the name does not say. */
export function formatFromFileName(name: string): ImportFormat | null {
  const extension = name.toLowerCase().split('.').pop();
  if (extension === 'json') return 'json';
  if (extension === 'csv' || extension === 'txt') return 'csv';
  return null;
}

/** The size the server counts: UTF-8 bytes. */
export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

export function isTooLarge(bytes: number): boolean {
  return bytes > IMPORT_MAX_BYTES;
}

export interface ImportInput {
  entity: MarketImportEntity;
  format: ImportFormat;
  content: string;
}

/** The Import button needs a dry run of exactly this entity, format and text. */
export function sameImport(a: ImportInput | null, b: ImportInput): boolean {
  return a !== null && a.entity === b.entity && a.format === b.format && a.content === b.content;
}

/** '' or blanks only count as no content at all. */
export function hasContent(text: string): boolean {
  return text.trim() !== '';
}
