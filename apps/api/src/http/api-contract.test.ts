import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/app.ts';

// The OpenAPI document is a product (docs/decisions/058-openapi-contract.md). The walk reads every
// operation of the document the app builds, so a route added later is held to the same rules without
// editing this file.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

type Schema = Record<string, unknown>;
interface Operation {
  route: string;
  operationId?: string;
  summary?: string;
  tags?: string[];
  access: string;
  rateLimited: boolean;
  hasInput: boolean;
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
interface Document {
  tags: { name: string }[];
  paths: Record<string, Record<string, Schema>>;
  components: { schemas: Record<string, Schema> };
}

const document = () => t.app.swagger() as unknown as Document;

function operations(): Operation[] {
  return Object.entries(document().paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      route: `${method.toUpperCase()} ${path}`,
      operationId: op.operationId as string | undefined,
      summary: op.summary as string | undefined,
      tags: op.tags as string[] | undefined,
      access: String(op['x-access']),
      rateLimited: op['x-rate-limit'] !== undefined,
      // Parameters, a body, or a method whose JSON body is parsed whatever the route expects.
      hasInput:
        op.requestBody !== undefined ||
        (Array.isArray(op.parameters) && op.parameters.length > 0) ||
        ['post', 'put', 'patch', 'delete'].includes(method),
      responses: op.responses as Operation['responses'],
    })),
  );
}

// One tag per API module (apps/api/src/modules/<module>).
const MODULES = [
  'addresses',
  'arisan',
  'arisan-barang',
  'auth',
  'backup',
  'cart',
  'catalog',
  'dashboard',
  'favorites',
  'images',
  'newsletter',
  'notifications',
  'orders',
  'payments',
  'regions',
  'returns',
  'reviews',
  'settings',
  'users',
  'vouchers',
];

// Public and without input: nothing a client sends can be refused, so no 4xx is claimed (ADR 058).
const NOTHING_TO_REFUSE = ['GET /api/delivery-area', 'GET /api/payment-info', 'GET /api/product-types'];

describe('the OpenAPI document', () => {
  it('gives every operation a unique verbNoun operationId, an English summary and its module as tag', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(90);
    const ids = new Map<string, string>();
    for (const op of ops) {
      expect(op.operationId, op.route).toMatch(/^[a-z]+[A-Z][A-Za-z]*$/);
      const id = op.operationId as string;
      expect(ids.get(id), `${op.route} and ${ids.get(id)} share ${id}`).toBeUndefined();
      ids.set(id, op.route);
      // A sentence in English, short enough to read in a list; no full stop.
      expect(op.summary, op.route).toMatch(/^[A-Z][^.]{8,79}$/);
      expect(op.tags, op.route).toHaveLength(1);
      expect(MODULES, op.route).toContain(op.tags?.[0]);
    }
    expect(
      document()
        .tags.map((tag) => tag.name)
        .sort(),
    ).toEqual(MODULES);
  });

  it('lists the errors each operation can answer, as the one error body', () => {
    for (const op of operations()) {
      const statuses = Object.keys(op.responses);
      const errors = statuses.filter((status) => status >= '400');
      if (NOTHING_TO_REFUSE.includes(op.route)) {
        expect(errors, op.route).toEqual(['500', '503']);
      } else {
        expect(errors.filter((status) => status < '500').length, op.route).toBeGreaterThan(0);
      }
      // What the route's declaration implies: the guard, its input, a rate limit, and failures.
      const implied = [
        ...(op.hasInput ? ['400'] : []),
        ...(op.access !== 'public' ? ['401'] : []),
        ...(op.access === 'admin' || op.access === 'customer' ? ['403'] : []),
        ...(op.rateLimited ? ['429'] : []),
        '500',
        '503',
      ];
      expect(statuses, op.route).toEqual(expect.arrayContaining(implied));
      for (const status of errors) {
        // GET /auth/verify answers its own `{ valid: false, message }` for a refused token (docs/product.md 7).
        if (op.route === 'GET /api/auth/verify' && status === '401') continue;
        expect(op.responses[status]?.content?.['application/json']?.schema, `${op.route} ${status}`).toEqual({
          $ref: '#/components/schemas/Error',
        });
      }
    }
  });

  it('writes every JSON body as an object of its fields, optional where the route may go without', () => {
    const bodies = Object.entries(document().paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op.requestBody !== undefined)
        .map(([method, op]) => {
          const body = op.requestBody as { required?: boolean; content: Record<string, { schema: Schema }> };
          const schema = body.content['application/json']?.schema;
          return { route: `${method.toUpperCase()} ${path}`, required: body.required, schema };
        }),
    );
    expect(bodies.length).toBeGreaterThan(30);
    for (const body of bodies) {
      // The walks of input.test.ts send junk in each field they find here.
      expect(body.schema, body.route).toMatchObject({ type: 'object', properties: expect.any(Object) });
      // 'Bayar' sends no body for the cycles due now.
      expect(body.required, body.route).toBe(body.route !== 'POST /api/arisan-barang/{id}/transfers');
    }
  });

  it('names the shapes answers share, so no large shape is repeated inline', () => {
    const doc = document();
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'Error',
        'Product',
        'ProductCard',
        'Category',
        'Cart',
        'Address',
        'Order',
        'User',
      ]),
    );
    expect(doc.components.schemas.Error).toMatchObject({ required: ['message', 'code'] });
    // Every object of three or more properties written out in the operations: one seen twice is a
    // shape that should have a name (api-components.ts). Request bodies are each route's own.
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    const visit = (node: unknown, where: string) => {
      if (Array.isArray(node)) {
        for (const item of node) visit(item, where);
        return;
      }
      if (node === null || typeof node !== 'object') return;
      const schema = node as Schema;
      const properties = schema.properties as Schema | undefined;
      if (properties && Object.keys(properties).length >= 3) {
        const key = JSON.stringify(schema);
        const first = seen.get(key);
        if (first && first !== where)
          repeated.push(`${Object.keys(properties).join(',')} in ${first} and ${where}`);
        else seen.set(key, where);
      }
      for (const value of Object.values(schema)) visit(value, where);
    };
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) visit(op.responses, `${method} ${path}`);
    }
    expect(repeated).toEqual([]);
  });

  it('points every $ref at a component that exists, and keeps no unused component', () => {
    const doc = document();
    expect(Object.keys(doc.components.schemas).length).toBeGreaterThan(40);
    const refs = new Set<string>();
    JSON.stringify(doc, (key, value) => {
      if (key === '$ref') refs.add(String(value).replace('#/components/schemas/', ''));
      return value;
    });
    expect([...refs].filter((name) => !(name in doc.components.schemas))).toEqual([]);
    expect(Object.keys(doc.components.schemas).filter((name) => !refs.has(name))).toEqual([]);
  });
});
