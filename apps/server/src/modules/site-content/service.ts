/**
 * Editable page texts: Home, Give and Contact (docs/product.md#site-content) and the Torch Stars
 * page (/admin/torch-kids). A page nobody has edited shows its defaults from the contract.
 */
import {
  siteContentDefaults,
  torchKidsDefaults,
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

  async savePage(page: SiteContentPage, elements: Record<string, string>): Promise<SiteContent> {
    const stored = await this.mergeElements(page, elements);
    return { page, elements: { ...siteContentDefaults[page], ...stored } };
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

/** Only the six known fields ever leave the server, whatever the row holds. */
function pickTorchKids(elements: Record<string, string>): Partial<TorchKidsContent> {
  const picked: Partial<TorchKidsContent> = {};
  for (const key of Object.keys(torchKidsDefaults) as (keyof TorchKidsContent)[]) {
    if (typeof elements[key] === 'string') picked[key] = elements[key];
  }
  return picked;
}
