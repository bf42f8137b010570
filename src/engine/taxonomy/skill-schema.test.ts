import { describe, expect, it } from 'vitest';
import { TaxonomyValidationError, validateTaxonomy } from './skill-schema';

const skill = (over: Record<string, unknown> = {}) => ({ id: 'python', name: 'Python', category: 'software', aliases: [], ...over });

function issuesOf(data: unknown[], source = 'software.json'): readonly string[] {
  try {
    validateTaxonomy([{ source, data }]);
  } catch (error) {
    expect(error).toBeInstanceOf(TaxonomyValidationError);
    return (error as TaxonomyValidationError).issues;
  }
  return [];
}

describe('validateTaxonomy', () => {
  it('accepts valid data and fills defaults', () => {
    const [python] = validateTaxonomy([{ source: 'software.json', data: [skill({ aliases: ['py3'], matchCase: true })] }]);
    expect(python.matchCase).toEqual(['Python', 'py3']);
    expect(python.related).toEqual([]);
  });

  it('rejects a duplicate id', () => {
    const issues = issuesOf([skill(), skill({ name: 'Python 3' })]);
    expect(issues).toEqual([expect.stringContaining('duplicate id "python"')]);
  });

  it('rejects an unknown category and names the valid ones', () => {
    const issues = issuesOf([skill({ category: 'cooking' })], 'extra.json');
    expect(issues[0]).toMatch(/unknown category "cooking" \(expected one of: software, data,/);
  });

  it('rejects an unknown related id', () => {
    expect(issuesOf([skill({ related: ['snake-charming'] })])).toEqual([expect.stringContaining('unknown related id "snake-charming"')]);
  });

  it('rejects an alias that two skills share unless both declare it', () => {
    const data = [skill({ aliases: ['Py'] }), skill({ id: 'pyret', name: 'Pyret', aliases: ['PY'] })];
    expect(issuesOf(data)[0]).toMatch(/"PY" is ambiguous: it normalises to "py" like "Py" of software.json #0/);
    const shared = [
      skill({ aliases: ['Py'], sharedAliases: ['Py'] }),
      skill({ id: 'pyret', name: 'Pyret', aliases: ['PY'], sharedAliases: ['PY'] }),
    ];
    expect(issuesOf(shared)).toEqual([]);
  });

  it('reports schema mistakes with their place', () => {
    const issues = issuesOf([skill({ id: 'Not Kebab', nmae: 'x' })]);
    expect(issues.some((i) => i.startsWith('software.json #0 (id "Not Kebab"): id: id must be kebab-case'))).toBe(true);
    expect(issues.some((i) => /Unrecognized key.*nmae/i.test(i))).toBe(true);
  });

  it('rejects a skill filed under the wrong category file', () => {
    expect(issuesOf([skill({ category: 'data' })])[0]).toMatch(/does not match its file software.json/);
  });
});
