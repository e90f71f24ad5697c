/**
 * The OpenAPI 3.1 document of the API, generated from the route declarations in the contract:
 * paths, parameters, bodies and answers come from the same zod schemas the server parses with,
 * so the reference cannot drift from what the server does.
 */
import { errorResponseSchema, pageHeaders, type RouteDeclaration } from '@torch/contract';
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

/** `/api/leaders/:id` → `/api/leaders/{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function parameters(route: RouteDeclaration): JsonSchema[] {
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
      list.push({ name, in: where, required, schema: property });
    }
  }
  return list;
}

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
  if (route.body || route.query) answers['400'] = failure('The request is not valid');
  if (route.access !== 'anyone' || route.optionalViewer) answers['401'] = failure('Not signed in');
  if (route.access === 'admin') answers['403'] = failure('Admins only');
  if (route.access === 'super-admin') answers['403'] = failure('The Super-Admin only');
  if (route.params) answers['404'] = failure(route.notFoundMessage ?? 'Not found');
  if (route.rateLimit) answers['429'] = failure('Too many requests (see Retry-After)');
  return answers;
}

export function buildOpenApiDocument(routes: readonly RouteDeclaration[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const operation: JsonSchema = {
      summary: route.summary,
      tags: [route.tag],
      operationId: `${route.method.toLowerCase()} ${route.path}`,
      parameters: parameters(route),
      responses: responses(route),
      'x-access': route.access,
    };
    const body = requestBody(route);
    if (body) operation.requestBody = body;
    if (route.access !== 'anyone') operation.security = [{ bearer: [] }];
    else if (route.optionalViewer) operation.security = [{}, { bearer: [] }];
    if (route.rateLimit) operation['x-rate-limit'] = route.rateLimit;
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = operation;
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
