/** A message's time as hour and minute (document 1 §2.15), written the way the chat writes it. */
export function messageTime(at: Date): string {
  return at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}
