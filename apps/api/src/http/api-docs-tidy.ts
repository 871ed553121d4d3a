import { STATUS_CODES } from 'node:http';
import { isDeepStrictEqual } from 'node:util';

/** The parts of an OpenAPI document read here. */
interface Doc {
  paths: unknown;
  components?: { schemas?: Record<string, unknown> };
}
const REF = '#/components/schemas/';
type Operations = Record<string, Record<string, Record<string, unknown>>>;

/** Every `$ref` string under `node`, and a way to rewrite them. */
function walkRefs(node: unknown, visit: (ref: string) => string | undefined) {
  if (Array.isArray(node)) {
    for (const item of node) walkRefs(item, visit);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    if (key === '$ref' && typeof value === 'string') {
      const next = visit(value);
      if (next !== undefined) record[key] = next;
    } else walkRefs(value, visit);
  }
}

/** The component names the operations use, directly or through other components. */
function usedComponents(doc: Doc): Set<string> {
  const schemas = doc.components?.schemas ?? {};
  const used = new Set<string>();
  const queue: string[] = [];
  const see = (ref: string) => {
    const name = ref.startsWith(REF) ? ref.slice(REF.length) : undefined;
    if (name && !used.has(name)) {
      used.add(name);
      queue.push(name);
    }
    return undefined;
  };
  walkRefs(doc.paths, see);
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) walkRefs(schemas[name], see);
  return used;
}

/**
 * fastify-type-provider-zod writes every named shape twice, as read (`Product`) and as written
 * (`ProductInput`), used or not. Keeps one per use: an input that is the same as its output becomes the
 * output, an input without a used output takes the plain name, and unused components go.
 */
function tidyComponents(doc: Doc) {
  const schemas = doc.components?.schemas;
  if (!schemas) return;
  const used = usedComponents(doc);
  const renames = new Map<string, string>();
  for (const name of used) {
    if (!name.endsWith('Input')) continue;
    const plain = name.slice(0, -'Input'.length);
    if (!(plain in schemas)) continue;
    if (!used.has(plain) || isDeepStrictEqual(schemas[name], schemas[plain])) renames.set(name, plain);
  }
  for (const [from, to] of renames) {
    if (!used.has(to)) schemas[to] = schemas[from];
  }
  const rewrite = (ref: string) => {
    const to = renames.get(ref.slice(REF.length));
    return to === undefined ? undefined : `${REF}${to}`;
  };
  walkRefs(doc.paths, rewrite);
  walkRefs(schemas, rewrite);
  const kept = usedComponents(doc);
  for (const name of Object.keys(schemas)) if (!kept.has(name)) delete schemas[name];
}

/** A success answer without a description of its own is described by its status ('OK', 'Created'). */
function describeSuccesses(doc: Doc) {
  for (const operations of Object.values(doc.paths as Operations)) {
    for (const operation of Object.values(operations)) {
      const responses = (operation.responses ?? {}) as Record<string, { description?: string }>;
      for (const [status, response] of Object.entries(responses)) {
        if (response.description === 'Default Response')
          response.description = STATUS_CODES[status] ?? status;
      }
    }
  }
}

/**
 * A body schema that may be null (`Schema.nullish()`, e.g. 'Bayar' sends none) is an optional body of
 * that schema, as OpenAPI says it, not a required body that is "object or null".
 */
function optionalBodies(doc: Doc) {
  for (const operations of Object.values(doc.paths as Operations)) {
    for (const operation of Object.values(operations)) {
      const body = operation.requestBody as
        | { required?: boolean; content?: Record<string, { schema?: { anyOf?: unknown[] } }> }
        | undefined;
      const json = body?.content?.['application/json'];
      const branches = json?.schema?.anyOf;
      if (!body || !json || branches?.length !== 2) continue;
      const rest = branches.filter((branch) => !isDeepStrictEqual(branch, { type: 'null' }));
      if (rest.length !== 1) continue;
      json.schema = rest[0] as { anyOf?: unknown[] };
      body.required = false;
    }
  }
}

/** The last touches on the generated document (docs/decisions/058-openapi-contract.md). */
export function tidyDocument<T>(document: T): T {
  const doc = document as unknown as Doc;
  tidyComponents(doc);
  describeSuccesses(doc);
  optionalBodies(doc);
  return document;
}
