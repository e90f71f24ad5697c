/** The Applications tab's name, with how many still wait for a decision: "Applications (2)". */
export function applicationsTabLabel(applications: readonly { status: string }[] = []): string {
  const pending = applications.filter((application) => application.status === 'Pending').length;
  return `Applications (${pending})`;
}
