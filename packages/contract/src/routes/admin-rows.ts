/**
 * The admins' edits of one kind of row, declared the same way in every area: a new row is
 * POSTed to the collection's path (201), a row is changed with PUT and deleted with DELETE
 * (204) at `<path>/:id`, and an id that names no row is a 404 with the area's own message.
 */
import type { z } from 'zod';
import { defineRoute } from '../http/route';
import { idParamsSchema } from './params';

export interface AdminRowsSection<Tag extends string, Path extends string> {
  /** The reference's section. */
  tag: Tag;
  /** The collection's path; a row is at `${path}/:id`. */
  path: Path;
  /** The 404 message for an id that names no row (e.g. "Leader not found"). */
  notFoundMessage: string;
}

/** Declares the admins' create, update and remove routes of one kind of row. */
export function adminRows<const Tag extends string, const Path extends string>({
  tag,
  path,
  notFoundMessage,
}: AdminRowsSection<Tag, Path>) {
  const byId = { tag, access: 'admin', params: idParamsSchema, notFoundMessage } as const;
  const rowPath = `${path}/:id` as const;
  return {
    create: <const Body extends z.ZodType, const Response extends z.ZodType>(
      summary: string,
      body: Body,
      response: Response,
    ) =>
      defineRoute({
        method: 'POST',
        path,
        summary,
        tag,
        access: 'admin',
        body,
        response,
        status: 201,
      }),
    update: <const Body extends z.ZodType, const Response extends z.ZodType>(
      summary: string,
      body: Body,
      response: Response,
    ) => defineRoute({ method: 'PUT', path: rowPath, summary, ...byId, body, response }),
    remove: (summary: string) =>
      defineRoute({
        method: 'DELETE',
        path: rowPath,
        summary,
        ...byId,
        response: null,
        status: 204,
      }),
  };
}
