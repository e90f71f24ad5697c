/** Sets the tab title; React 19 hoists a rendered <title> into the document head. */
export function DocumentTitle({ title }: { title: string }) {
  return <title>{title === 'Torch' ? 'Torch · Spreading light & love' : `${title} · Torch`}</title>;
}
