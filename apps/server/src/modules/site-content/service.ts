/**
 * Editable page texts of every public page (docs/product.md#site-content) and the Torch Stars
 * page (/admin/torch-kids). A page nobody has edited shows its defaults from the contract.
 */
import {
  siteContentDefaults,
  siteContentFields,
  siteContentPages,
  type SiteContentRename,
  type SiteContentRenameResult,
  torchKidsDefaults,
  torchKidsFormerAboutText,
  type SiteContent,
  type SiteContentPage,
  type TorchKidsContent,
} from '@torch/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { siteContent } from '../../db/schema';

const TORCH_KIDS_PAGE = 'torch-kids';

export class SiteContentService {
  constructor(private readonly db: Database) {}

  private async storedElements(page: string): Promise<Record<string, string>> {
    const [row] = await this.db
      .select({ elements: siteContent.elements })
      .from(siteContent)
      .where(eq(siteContent.page, page));
    return row?.elements ?? {};
  }

  /** Merges new texts into a page in one statement, so two admins saving different fields both win. */
  private async mergeElements(
    page: string,
    elements: Record<string, string>,
  ): Promise<Record<string, string>> {
    const [row] = await this.db
      .insert(siteContent)
      .values({ page, elements })
      .onConflictDoUpdate({
        target: siteContent.page,
        set: { elements: sql`${siteContent.elements} || excluded.elements`, updatedAt: new Date() },
      })
      .returning({ elements: siteContent.elements });
    return row!.elements;
  }

  async getPage(page: SiteContentPage): Promise<SiteContent> {
    return {
      page,
      elements: { ...siteContentDefaults[page], ...(await this.storedElements(page)) },
    };
  }

  /**
   * Every page's texts, each as `getPage` answers for it, in one read: the server renders the
   * landing pages' first screens with them (plugins/static-files.ts).
   */
  async allPages(): Promise<SiteContent[]> {
    const rows = await this.db
      .select({ page: siteContent.page, elements: siteContent.elements })
      .from(siteContent);
    const stored = new Map(rows.map((row) => [row.page, row.elements]));
    return siteContentPages.map((page) => ({
      page,
      elements: { ...siteContentDefaults[page], ...stored.get(page) },
    }));
  }

  async savePage(page: SiteContentPage, elements: Record<string, string>): Promise<SiteContent> {
    const stored = await this.mergeElements(page, elements);
    return { page, elements: { ...siteContentDefaults[page], ...stored } };
  }

  /** Every page's texts as visitors read them: saved ones, blank ones showing the default. */
  private async shownTexts(): Promise<Map<SiteContentPage, Record<string, string>>> {
    const rows = await this.db
      .select({ page: siteContent.page, elements: siteContent.elements })
      .from(siteContent);
    const stored = new Map(rows.map((row) => [row.page, row.elements]));
    const shown = new Map<SiteContentPage, Record<string, string>>();
    for (const page of siteContentPages) {
      const saved = stored.get(page) ?? {};
      const texts: Record<string, string> = {};
      for (const field of siteContentFields[page] as readonly string[]) {
        const value = saved[field];
        texts[field] = value?.trim() ? value : (siteContentDefaults[page][field] ?? '');
      }
      shown.set(page, texts);
    }
    return shown;
  }

  /**
   * The texts a change of the church's name would rewrite: those that still hold an old name,
   * whether a default or saved (docs/product.md#site-content). With `apply`, each is saved with
   * the new names in, in one pass, so a new name holding an old one is not replaced again.
   */
  async renameChurch(
    { renames }: SiteContentRename,
    apply: boolean,
  ): Promise<SiteContentRenameResult> {
    // A name that stays is kept in the search, so that a short name inside it is left alone
    // ("Torch" → "Grace" must not touch an unchanged "Torch Fellowship").
    const pairs = renames
      .map(({ from, to }) => ({ from: from.trim(), to: to.trim() }))
      .filter(({ from }) => from)
      .sort((a, b) => b.from.length - a.from.length);
    const result: SiteContentRenameResult = { count: 0, texts: [] };
    if (pairs.every(({ from, to }) => from === to)) return result;
    const anyName = new RegExp(pairs.map(({ from }) => escapeRegExp(from)).join('|'), 'g');
    const newName = new Map(pairs.map(({ from, to }) => [from, to]));
    for (const [page, texts] of await this.shownTexts()) {
      const changed: Record<string, string> = {};
      for (const [field, text] of Object.entries(texts)) {
        const renamed = text.replace(anyName, (found) => newName.get(found) ?? found);
        if (renamed === text) continue;
        changed[field] = renamed;
        result.texts.push({ page, field });
      }
      if (apply && Object.keys(changed).length > 0) await this.mergeElements(page, changed);
    }
    result.count = result.texts.length;
    return result;
  }

  async getTorchKids(): Promise<TorchKidsContent> {
    return { ...torchKidsDefaults, ...pickTorchKids(await this.storedElements(TORCH_KIDS_PAGE)) };
  }

  async saveTorchKids(content: TorchKidsContent): Promise<TorchKidsContent> {
    return {
      ...torchKidsDefaults,
      ...pickTorchKids(await this.mergeElements(TORCH_KIDS_PAGE, { ...content })),
    };
  }
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Only the six known fields ever leave the server, whatever the row holds. */
function pickTorchKids(elements: Record<string, string>): Partial<TorchKidsContent> {
  const picked: Partial<TorchKidsContent> = {};
  for (const key of Object.keys(torchKidsDefaults) as (keyof TorchKidsContent)[]) {
    if (typeof elements[key] === 'string') picked[key] = elements[key];
  }
  // The seed's former about text named Torch Fellowship's Tuesday: unedited, it reads as today's
  // default, which names no weekday (docs/configuration.md#church-settings).
  if (picked.aboutText === torchKidsFormerAboutText) delete picked.aboutText;
  return picked;
}
