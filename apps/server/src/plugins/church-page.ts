/**
 * The web app's page and manifest as the church's settings say now
 * (docs/decisions/040-church-settings-everywhere.md): the build writes them with Torch
 * Fellowship's values (defaultChurchSettings); the server fills in the current name, tagline,
 * contacts and colour on every answer, so a saved change shows on the next load without a
 * rebuild. Inline scripts are never touched: the CSP allows them by the hash of the built file.
 */
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import {
  brandColourRule,
  defaultChurchSettings,
  type ChurchSettings,
  type SiteContent,
} from '@torch/contract';

/** As React writes text and attributes, so a built value is found as the build wrote it. */
const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!,
  );
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const dialled = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;

/** What the build wrote for each setting shown as text, and what to write instead. */
function textSwaps(church: ChurchSettings, built: ChurchSettings): Map<string, string> {
  const swaps = new Map<string, string>();
  const swap = (from: string, to: string) => {
    if (from && from !== to) {
      swaps.set(escapeHtml(from), escapeHtml(to));
      swaps.set(escapeHtml(from).replaceAll('&#x27;', '&#39;'), escapeHtml(to));
    }
  };
  for (const key of ['name', 'tagline', 'mission', 'address', 'email', 'phone'] as const)
    swap(built[key], church[key]);
  swap(dialled(built.phone), dialled(church.phone));
  swap(built.brandColour, church.brandColour);
  return swaps;
}

/** "Events · Torch" → "Events · Ntinda"; the home page's "Torch · tagline" as a whole. */
function titleFor(title: string, church: ChurchSettings, built: ChurchSettings): string {
  const [first, ...rest] = title.split(' · ');
  const builtShort = escapeHtml(built.shortName);
  if (first === builtShort && rest.length <= 1)
    return rest.length === 0
      ? escapeHtml(church.shortName)
      : `${escapeHtml(church.shortName)} · ${escapeHtml(church.tagline)}`;
  if (rest.at(-1) === builtShort)
    return [first, ...rest.slice(0, -1), escapeHtml(church.shortName)].join(' · ');
  return title;
}

/**
 * The built page with the church's current values; identical when they are the built ones.
 * `firstScreensRendered`: the first screens were rendered again for the church already (the web
 * build's renderer, ./church-renderer.ts), so only the head is filled in here; otherwise each
 * value the build wrote as a whole is swapped for the current one.
 */
export function fillChurchPage(
  page: string,
  church: ChurchSettings,
  built: ChurchSettings = defaultChurchSettings,
  firstScreensRendered = false,
): string {
  const swaps = firstScreensRendered ? new Map<string, string>() : textSwaps(church, built);
  const anyText =
    swaps.size > 0
      ? new RegExp(
          [...swaps.keys()]
            .sort((a, b) => b.length - a.length)
            .map(escapeRegExp)
            .join('|'),
          'g',
        )
      : null;
  const identityChanged = (['name', 'shortName', 'tagline'] as const).some(
    (key) => church[key] !== built[key],
  );
  // The app starts from the same values the page shows (features/church/lib/served-settings.ts),
  // and draws the page afresh instead of hydrating text the build did not write.
  // The brand colour, for the first screen's buttons and links before the app sets it (the
  // same variables the web app sets, from the contract's one list).
  const colour =
    church.brandColour === built.brandColour
      ? ''
      : `<style>${brandColourRule(church.brandColour)}</style>`;
  const served =
    JSON.stringify(church) === JSON.stringify(built)
      ? ''
      : `<meta name="torch-church" content="${escapeHtml(JSON.stringify(church))}">${colour}`;
  // Scripts stay byte for byte what the build wrote (their hashes are in the CSP).
  return page
    .split(/(<script\b[\s\S]*?<\/script>)/)
    .map((part) => {
      if (part.startsWith('<script')) return part;
      let filled = anyText ? part.replace(anyText, (found) => swaps.get(found) ?? found) : part;
      filled = filled
        .replace(
          /<title>([^<]*)<\/title>/g,
          (_all, title: string) => `<title>${titleFor(title, church, built)}</title>`,
        )
        .replace(/data-title="([^"]*)"/g, (all, title: string) =>
          firstScreensRendered ? all : `data-title="${titleFor(title, church, built)}"`,
        )
        .replace(/(<html lang=")[^"]*"/, (all, start: string) =>
          church.locale === built.locale ? all : `${start}${church.locale}"`,
        )
        .replace(
          /(<meta name="theme-color" content=")[^"]*"/g,
          (_all, start: string) => `${start}${church.brandColour}"`,
        );
      if (identityChanged)
        filled = filled.replace(
          /(<meta name="description" content=")[^"]*"/g,
          (_all, start: string) => `${start}${escapeHtml(`${church.name}: ${church.tagline}.`)}"`,
        );
      return served ? filled.replace('</head>', `${served}</head>`) : filled;
    })
    .join('');
}

/**
 * The page texts that differ from the defaults, written into the head for the app to start
 * from (features/site-content/lib/served-texts.ts), as the settings are in `torch-church`.
 */
export function fillSiteTexts(page: string, edited: SiteContent[]): string {
  if (edited.length === 0) return page;
  const meta = `<meta name="torch-site-texts" content="${escapeHtml(JSON.stringify(edited))}">`;
  let written = false;
  // Scripts stay byte for byte what the build wrote (their hashes are in the CSP).
  return page
    .split(/(<script\b[\s\S]*?<\/script>)/)
    .map((part) => {
      if (written || part.startsWith('<script') || !part.includes('</head>')) return part;
      written = true;
      return part.replace('</head>', `${meta}</head>`);
    })
    .join('');
}

/** The web manifest with the church's name and colour (vite-plugin-pwa writes Torch's). */
export function fillManifest(manifest: string, church: ChurchSettings): string {
  const parsed = JSON.parse(manifest) as Record<string, unknown>;
  return JSON.stringify({
    ...parsed,
    name: church.name,
    short_name: church.shortName,
    description: `${church.name}: ${church.tagline}.`,
    theme_color: church.brandColour,
  });
}

/** One body in the encodings a browser may ask for, compressed once per settings version. */
export interface Encoded {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The last filled body, kept while the settings stay the same: a change of any setting makes a
 * new body, and with it a new ETag (computed from the body by @fastify/etag).
 */
export class FilledBodies<Data = ChurchSettings> {
  private last: { key: string; body: Promise<Encoded> } | null = null;

  constructor(private readonly fill: (data: Data) => string | Promise<string>) {}

  /** The body for `data` (the settings, and for the page the saved page texts too). */
  for(data: Data): Promise<Encoded> {
    const key = crypto.createHash('sha256').update(JSON.stringify(data)).digest('base64');
    if (this.last?.key !== key) {
      // Requests that come while the body is made share it.
      const body = Promise.resolve(this.fill(data)).then((filled) => {
        const identity = Buffer.from(filled);
        return {
          identity,
          br: zlib.brotliCompressSync(identity, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
          }),
          gzip: zlib.gzipSync(identity, { level: 9 }),
        };
      });
      this.last = { key, body };
      body.catch(() => {
        if (this.last?.body === body) this.last = null;
      });
    }
    return this.last.body;
  }
}

/** The encoding to send: brotli, then gzip, as the browser accepts them. */
export function chosenEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}
