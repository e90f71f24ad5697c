/**
 * Zod compiles fast object parsers with `new Function` unless told not to, and probes whether it
 * may by calling `Function('')` once. Our CSP forbids eval (`script-src` has no 'unsafe-eval'),
 * so the probe fails harmlessly but still fires a `securitypolicyviolation` on every page, which
 * a `report-uri` would turn into a report per visit. Jitless mode skips both the probe and the
 * compiled parsers.
 *
 * It must be set before any schema is built, and the contract's schemas arrive with lazily
 * loaded pages, so the entry (main.tsx) imports this first. Calling `z.config` here would pull
 * zod's core into the entry (4 KB gzipped on the first screen's critical path); zod keeps that
 * same global config on `globalThis.__zod_globalConfig` (zod/v4/core/core.js, shared by every
 * copy of zod on the page), so it is set there. zod-jitless.test.ts checks that `z.config()`
 * sees it, so an upgrade that moves the config fails a test instead of going quiet.
 */
import type { $ZodConfig } from 'zod/v4/core';

const zodGlobal = globalThis as { __zod_globalConfig?: $ZodConfig };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
