/**
 * The name a download is saved under when the server's own cannot be read (a Content-Disposition
 * the browser hides from another origin): the church's name and the day, as the server names it
 * ('grace-gifts-2026-12-02.csv'), by the contract's one rule.
 */
import { churchFileName } from '@torch/contract';
import { useChurch } from './use-church';

export function useDownloadName(): (what: string, extension: string) => string {
  const church = useChurch();
  return (what, extension) =>
    `${churchFileName(church, what)}-${new Date().toISOString().slice(0, 10)}.${extension}`;
}
