/**
 * A CSV file as a download: named for the church and the day ('grace-subscribers-2026-12-02.csv'),
 * never cached (an export lists people's addresses). The admin exports (subscribers, event
 * registrations, gifts) answer through here.
 */
import { churchFileName, type ChurchSettings } from '@torch/contract';
import type { FastifyReply } from 'fastify';

/** The church's names, read when an export is asked for (a rename names the next file). */
export type ChurchNames = () => Promise<Pick<ChurchSettings, 'shortName' | 'name'>>;

export function sendCsvDownload(
  reply: FastifyReply,
  {
    church,
    name,
    csv,
    now,
  }: { church: Pick<ChurchSettings, 'shortName' | 'name'>; name: string; csv: string; now: Date },
): FastifyReply {
  const day = now.toISOString().slice(0, 10);
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header(
      'Content-Disposition',
      `attachment; filename="${churchFileName(church, name)}-${day}.csv"`,
    )
    .header('Cache-Control', 'no-store')
    .send(csv);
}
