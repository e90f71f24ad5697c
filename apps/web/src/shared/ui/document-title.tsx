import { documentTitle } from '../lib/document-title';

/** Sets the tab title; React 19 hoists a rendered <title> into the document head. */
export function DocumentTitle({ title }: { title: string }) {
  return <title>{documentTitle(title)}</title>;
}
