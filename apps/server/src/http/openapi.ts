/**
 * The OpenAPI 3.1 document of the API, generated from the route declarations in the contract:
 * paths, parameters, bodies and answers come from the same zod schemas the server parses with,
 * so the reference cannot drift from what the server does.
 */
import {
  errorResponseSchema,
  pageHeaders,
  routeOperationIds,
  type RouteDeclaration,
} from '@torch/contract';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** JSON Schema 2020-12 is OpenAPI 3.1's own dialect, so zod's output is used as it is. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/**
 * Each route's path in the document. `/api/leaders/:id` → `/api/leaders/{id}`; where routes
 * share a path but name its parameter differently (`GET /api/blog/:slug`, `PUT /api/blog/:id`),
 * a client sees one path, so the document names the parameter once (`{slugOrId}`) and each
 * operation says how it reads it. The URLs clients call are unchanged.
 */
export function documentPaths(routes: readonly RouteDeclaration[]): Map<RouteDeclaration, string> {
  const shape = (path: string) => path.replace(/:\w+/g, ':');
  const namesAt = new Map<string, Set<string>[]>();
  for (const route of routes) {
    const names = paramNames(route.path);
    const seen = namesAt.get(shape(route.path)) ?? names.map(() => new Set<string>());
    names.forEach((name, index) => seen[index]?.add(name));
    namesAt.set(shape(route.path), seen);
  }
  const paths = new Map<RouteDeclaration, string>();
  for (const route of routes) {
    const merged = (namesAt.get(shape(route.path)) ?? []).map(mergedName);
    let index = 0;
    paths.set(
      route,
      route.path.replace(/:(\w+)/g, (_match, name: string) => `{${merged[index++] ?? name}}`),
    );
  }
  return paths;
}

const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
const mergedName = (names: Set<string>) =>
  [...names].map((name, index) => (index === 0 ? name : capitalised(name))).join('Or');
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What a merged path parameter means to each operation: "`slug` for GET; `id` for PUT, DELETE".
 */
function mergedReadings(
  routes: readonly RouteDeclaration[],
  documentPathOf: Map<RouteDeclaration, string>,
): Map<string, string> {
  const byParameter = new Map<string, Map<string, string[]>>();
  for (const route of routes) {
    const documentPath = documentPathOf.get(route)!;
    const documentNames = [...documentPath.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
    paramNames(route.path).forEach((own, index) => {
      const key = `${documentPath} ${documentNames[index]}`;
      const methods = byParameter.get(key) ?? new Map<string, string[]>();
      methods.set(own, [...(methods.get(own) ?? []), route.method]);
      byParameter.set(key, methods);
    });
  }
  const readings = new Map<string, string>();
  for (const [key, methods] of byParameter) {
    if (methods.size < 2) continue;
    const each = [...methods].map(([own, list]) => `\`${own}\` for ${list.join(', ')}`);
    readings.set(key, `One path, read by each operation its own way: ${each.join('; ')}`);
  }
  return readings;
}

function parameters(
  route: RouteDeclaration,
  documentPath: string,
  readings: Map<string, string>,
): JsonSchema[] {
  const ownNames = paramNames(route.path);
  const documentNames = [...documentPath.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const list: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const object = jsonSchema(schema, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      const required = where === 'path' || (object.required ?? []).includes(name);
      const parameter: JsonSchema = { name, in: where, required, schema: property };
      const documentName = where === 'path' ? documentNames[ownNames.indexOf(name)] : undefined;
      if (documentName && documentName !== name) {
        parameter.name = documentName;
        parameter.description = readings.get(`${documentPath} ${documentName}`);
      }
      list.push(parameter);
    }
  }
  return list;
}

/** Camel case from the route's method and path, for a route outside the contract's groups. */
const operationIdFromPath = (route: RouteDeclaration) =>
  [route.method.toLowerCase(), ...route.path.split(/[^A-Za-z0-9]+/).filter(Boolean)]
    .map((word, index) => (index === 0 ? word : capitalised(word)))
    .join('');

function requestBody(route: RouteDeclaration): JsonSchema | undefined {
  if (!route.body) return undefined;
  if (route.body === 'multipart') {
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { file: { type: 'string', contentEncoding: 'binary' } },
          },
        },
      },
    };
  }
  return {
    required: true,
    content: { 'application/json': { schema: jsonSchema(route.body, 'input') } },
  };
}

/** A paged list's answer is one page; these say where the next one is and how many there are. */
const pageHeaderDescriptions = {
  [pageHeaders.next]: {
    description: 'The next page\'s address, as `<…>; rel="next"`; absent on the last page',
    schema: { type: 'string' },
  },
  [pageHeaders.total]: {
    description: 'How many items the filters match, across every page',
    schema: { type: 'integer', minimum: 0 },
  },
};

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };

function responses(route: RouteDeclaration): JsonSchema {
  const status = String(route.status ?? (route.response === null ? 204 : 200));
  const contentType = route.contentType ?? 'application/json';
  const success: JsonSchema = { description: 'Success' };
  if (route.response) {
    success.content = {
      [contentType]:
        contentType === 'application/json'
          ? { schema: jsonSchema(route.response, 'output') }
          : { schema: { type: 'string' } },
    };
  }
  if (route.paged) success.headers = pageHeaderDescriptions;
  const answers: JsonSchema = { [status]: success };
  const failure = (description: string) => ({ description, content: errorContent });
  // Fastify reads a body sent with these methods whatever the route declares, so each may meet
  // malformed JSON (400), a body over the limit (413) or a type the API does not read (415).
  const readsBody = route.method !== 'GET';
  if (route.body || route.query || route.params || readsBody) {
    answers['400'] = failure(
      'The request is not valid (see `field`), or its address or JSON is malformed',
    );
  }
  if (route.access !== 'anyone' || route.optionalViewer) answers['401'] = failure('Not signed in');
  if (route.access === 'admin') answers['403'] = failure('Admins only');
  if (route.access === 'super-admin') answers['403'] = failure('The Super-Admin only');
  if (route.params) answers['404'] = failure(route.notFoundMessage ?? 'Not found');
  if (readsBody) {
    answers['413'] = failure('The request body is too large');
    answers['415'] = failure(
      route.body === 'multipart'
        ? 'Not a multipart upload, or not an image the API takes'
        : 'Not JSON',
    );
  }
  if (route.rateLimit) answers['429'] = failure('Too many requests (see Retry-After)');
  for (const [code, description] of Object.entries(route.refusals ?? {})) {
    const known = answers[code] as { description: string } | undefined;
    answers[code] = failure(known ? `${known.description}; or ${description}` : description);
  }
  return answers;
}

export function buildOpenApiDocument(routes: readonly RouteDeclaration[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const documentPathOf = documentPaths(routes);
  const operationIds = routeOperationIds();
  const readings = mergedReadings(routes, documentPathOf);
  for (const route of routes) {
    const documentPath = documentPathOf.get(route)!;
    const operation: JsonSchema = {
      summary: route.summary,
      tags: [route.tag],
      operationId: operationIds.get(route) ?? operationIdFromPath(route),
      parameters: parameters(route, documentPath, readings),
      responses: responses(route),
      'x-access': route.access,
    };
    const body = requestBody(route);
    if (body) operation.requestBody = body;
    // Said outright for an open route too: no security at all is a choice, not an omission.
    if (route.access !== 'anyone') operation.security = [{ bearer: [] }];
    else if (route.optionalViewer) operation.security = [{}, { bearer: [] }];
    else operation.security = [];
    if (route.rateLimit) operation['x-rate-limit'] = route.rateLimit;
    (paths[documentPath] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Torch API',
      version: '1',
      description:
        'The HTTP API of Torch, generated from the route declarations in packages/contract. ' +
        'Sign in with POST /api/auth/login and send the token as `Authorization: Bearer …`.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { Error: jsonSchema(errorResponseSchema, 'output') },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
