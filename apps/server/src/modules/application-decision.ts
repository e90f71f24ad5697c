/**
 * Applications (to serve on a team, to open a campus) are decided once: the UPDATE that decides
 * one only matches a Pending row, so of two admins deciding at once one wins and the other is
 * told it is too late.
 */
import { conflict, notFound } from '../http/app-error';

export const APPLICATION_DECIDED = 'This application has already been decided.';

/** The application after a decision attempt: 404 when there is none, 409 when it was not Pending. */
export function afterDecision<Row>(
  row: Row | undefined,
  decided: boolean,
  notFoundMessage: string,
): Row {
  if (!row) throw notFound(notFoundMessage);
  if (!decided) throw conflict(APPLICATION_DECIDED);
  return row;
}
