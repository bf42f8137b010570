/**
 * The attack suite's view of the OpenAPI document: every operation with its declared access
 * (`x-kairos-access`), its path parameters and a sample JSON body built from its request schema,
 * so routes added later are attacked without anybody writing a test for them.
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number | boolean;
  maximum?: number;
  minItems?: number;
  pattern?: string;
  default?: unknown;
  nullable?: boolean;
};

type Parameter = { name: string; in: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  'x-kairos-access'?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, JsonSchema> } };

export type Access = 'public' | 'signed-webhook' | 'user' | 'owner' | 'admin';

export type Op = {
  method: string;
  /** the OpenAPI path, e.g. /api/cvs/{id} */
  path: string;
  access: Access | 'missing';
  pathParams: string[];
  /** the JSON request body schema, when the operation takes JSON */
  jsonBody?: JsonSchema;
  /** content types of the request body */
  bodyTypes: string[];
  label: string;
};

export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function operationsOf(doc: OpenApiDocument): Op[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => {
      const content = op.requestBody?.content ?? {};
      return {
        method: method.toUpperCase(),
        path,
        access: (op['x-kairos-access'] as Access | undefined) ?? 'missing',
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!),
        jsonBody: content['application/json']?.schema,
        bodyTypes: Object.keys(content),
        label: `${method.toUpperCase()} ${path}`,
      };
    }),
  );
}

/** `/api/cvs/{id}` with `{ id: 'abc' }` → `/api/cvs/abc`; throws on a parameter without a value. */
export function fillPath(op: Op, values: Record<string, string>): string {
  return op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} of ${op.label}`);
    return encodeURIComponent(value);
  });
}

/** A small body the schema accepts (required fields only, first enum values, minimal lengths). */
export function sampleOf(schema: JsonSchema | undefined, doc: OpenApiDocument, depth = 0): unknown {
  if (!schema || depth > 12) return undefined;
  if (schema.$ref) return sampleOf(doc.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')], doc, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) {
    const nonNull = alternatives.find((s) => s.type !== 'null') ?? alternatives[0];
    return sampleOf(nonNull, doc, depth + 1);
  }
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((s) => sampleOf(s, doc, depth + 1) as object));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = sampleOf(schema.properties?.[key], doc, depth + 1);
      // all optional (a partial update, often refined to 'at least one field'): send the first field
      const first = Object.entries(schema.properties ?? {})[0];
      if (!Object.keys(out).length && first) out[first[0]] = sampleOf(first[1], doc, depth + 1);
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items, doc, depth + 1));
    case 'integer':
    case 'number': {
      const min = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : (schema.minimum ?? 1);
      return schema.maximum !== undefined ? Math.min(min, schema.maximum) : min;
    }
    case 'boolean':
      return false;
    case 'string':
      return sampleString(schema);
    default:
      return undefined;
  }
}

function sampleString(schema: JsonSchema): string {
  switch (schema.format) {
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
    case 'email':
      return 'someone@example.com';
    case 'date':
      return '2030-01-15';
    case 'date-time':
      return '2030-01-15T10:00:00.000Z';
    case 'uri':
    case 'url':
      return 'https://example.com/';
    default: {
      const text = 'Sample text';
      const min = schema.minLength ?? 1;
      const out = text.length >= min ? text : text.padEnd(min, 'x');
      return schema.maxLength !== undefined ? out.slice(0, schema.maxLength) : out;
    }
  }
}

/** Signs of a leaked stack trace, SQL or server path in a response body. */
export function leaks(body: string): string | null {
  const patterns: [string, RegExp][] = [
    ['stack frame', /\bat [\w.<>$]+ \(|\bat (file:\/\/|\/|node:)/],
    ['SQL', /\b(SELECT|INSERT INTO|UPDATE \w+ SET|DELETE FROM)\b|\bsyntax error at or near\b|\brelation "\w+"/],
    ['database name', /postgres|pglite|drizzle/i],
    ['server path', /\/work\/|\/home\/|node_modules|\/src\/server\/|\.ts:\d+/],
  ];
  for (const [what, re] of patterns) if (re.test(body)) return what;
  return null;
}
