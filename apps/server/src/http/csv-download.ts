/**
 * A CSV export as the browser saves it: named for the day it was taken, and never cached, since
 * every export lists people's details.
 */
import type { FastifyReply } from 'fastify';

export function sendCsv(reply: FastifyReply, csv: string, name: string, now: Date): FastifyReply {
  const day = now.toISOString().slice(0, 10);
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name}-${day}.csv"`)
    .header('Cache-Control', 'no-store')
    .send(csv);
}
