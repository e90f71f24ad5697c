/**
 * Writes the API's OpenAPI document to a file, from the contract's declarations alone (no
 * server, no database): `npm run lint` checks it with redocly (redocly.yaml).
 *
 *   tsx apps/server/src/http/write-openapi.ts dist/openapi.json
 */
import fs from 'node:fs';
import path from 'node:path';
import { allRouteDeclarations } from '@torch/contract';
import { buildOpenApiDocument } from './openapi';

const target = process.argv[2];
if (!target) throw new Error('Usage: write-openapi.ts <file>');
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(
  target,
  `${JSON.stringify(buildOpenApiDocument(allRouteDeclarations()), null, 2)}\n`,
);
