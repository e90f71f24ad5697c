/**
 * A CSV file as a download: named for the day, never cached (an export lists people's
 * addresses). The admin exports (subscribers, event registrations) answer through here.
 */
import type { FastifyReply } from 'fastify';

export function sendCsvDownload(
  reply: FastifyReply,
  { name, csv, now }: { name: string; csv: string; now: Date },
): FastifyReply {
  const day = now.toISOString().slice(0, 10);
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name}-${day}.csv"`)
    .header('Cache-Control', 'no-store')
    .send(csv);
}
