/** The create and update mutations an admin form modal saves with. */
interface SaveMutations<I, R> {
  create: { mutateAsync: (input: I) => Promise<R> };
  update: { mutateAsync: (change: { id: string; body: I }) => Promise<R> };
}

/** Saves a form's request: an update of the entity being edited, or a create when there is none. */
export function saveEntity<I, R>(
  entity: { _id: string } | null,
  { create, update }: SaveMutations<I, R>,
): (input: I) => Promise<R> {
  return (input) =>
    entity ? update.mutateAsync({ id: entity._id, body: input }) : create.mutateAsync(input);
}
