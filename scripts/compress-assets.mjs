// After the web build: write .br and .gz beside every compressible file, once, at build time,
// so the server sends compressed assets without spending CPU on each request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const compressible = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest']);
let files = 0;
let before = 0;
let after = 0;

function visit(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) visit(file);
    else if (compressible.has(path.extname(entry.name))) {
      const raw = fs.readFileSync(file);
      // Tiny files gain nothing and cost a header.
      if (raw.length < 1024) continue;
      const brotli = zlib.brotliCompressSync(raw, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
      });
      fs.writeFileSync(`${file}.br`, brotli);
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(raw, { level: 9 }));
      files += 1;
      before += raw.length;
      after += brotli.length;
    }
  }
}

visit(dist);
console.log(
  `compressed ${files} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB (brotli)`,
);
