/** The mail the server wrote to its outbox (.eml files, docs/configuration.md#mail). */
import fs from 'node:fs/promises';
import path from 'node:path';
import { outboxDir } from './env';

/** A message's raw text with quoted-printable soft line breaks and `=3D` undone. */
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replaceAll('=3D', '=');

/** Waits for a message to `to` whose subject contains `subject`; returns its decoded text. */
export async function waitForMail(to: string, subject: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = await fs.readdir(outboxDir).catch(() => [] as string[]);
    for (const file of files.filter((name) => name.endsWith('.eml'))) {
      const text = decoded(await fs.readFile(path.join(outboxDir, file), 'utf8'));
      if (text.includes(`To: ${to}`) && text.includes(subject)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail to ${to} about "${subject}" in ${outboxDir}`);
}

/** The first address in a mail's text that contains `fragment`. */
export function linkIn(mail: string, fragment: string): string {
  const link = mail.match(/https?:\/\/[^\s"<>]+/g)?.find((url) => url.includes(fragment));
  if (!link) throw new Error(`No link with ${fragment} in the mail`);
  return link;
}
