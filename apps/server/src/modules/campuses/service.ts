/** Light Campuses (home fellowships): the public page and the admins' Manage Campuses tab. */
import {
  campusNotFoundMessage,
  type LightCampus,
  type Page,
  type PageQuery,
  type lightCampusInputSchema,
} from '@torch/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { pageInOrderAdded } from '../../db/table-page';
import { updateById } from '../../db/rows-by-id';
import { lightCampuses, type StoredCampusImage } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { toLightCampusDto } from './presenter';
import { removeRow } from '../editable-rows';

type LightCampusInput = z.output<typeof lightCampusInputSchema>;

export class CampusService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Active campuses only (isActive hides one from the public page), in the order added, a
   * page at a time.
   */
  async listActive(query: PageQuery): Promise<Page<LightCampus>> {
    const active = eq(lightCampuses.isActive, true);
    return pageInOrderAdded(this.db, lightCampuses, query, toLightCampusDto, active);
  }

  /** Every campus, inactive ones included, in the order added: the admin list, by pages. */
  async listAll(query: PageQuery): Promise<Page<LightCampus>> {
    return pageInOrderAdded(this.db, lightCampuses, query, toLightCampusDto);
  }

  async create(input: LightCampusInput, admin: { id: string }): Promise<LightCampus> {
    const [row] = await this.db
      .insert(lightCampuses)
      .values({
        ...toCampusColumns(input),
        images: stampCampusImages(input.images, [], admin, this.now()),
      })
      .returning();
    return toLightCampusDto(row!);
  }

  async update(id: string, input: LightCampusInput, admin: { id: string }): Promise<LightCampus> {
    const [existing] = await this.db
      .select({ images: lightCampuses.images })
      .from(lightCampuses)
      .where(eq(lightCampuses.id, id));
    if (!existing) throw notFound(campusNotFoundMessage);
    const row = await updateById(this.db, lightCampuses, id, {
      ...toCampusColumns(input),
      images: stampCampusImages(input.images, existing.images, admin, this.now()),
      updatedAt: this.now(),
    });
    if (!row) throw notFound(campusNotFoundMessage);
    return toLightCampusDto(row);
  }

  async remove(id: string): Promise<void> {
    await removeRow(this.db, lightCampuses, id, campusNotFoundMessage);
  }
}

/**
 * The gallery as the admin sent it, each image carrying when and by whom it was added: an
 * image already stored (same url) keeps its record, a new one is stamped now by this admin,
 * unless the client sent those facts itself.
 */
export function stampCampusImages(
  images: LightCampusInput['images'],
  stored: StoredCampusImage[],
  admin: { id: string },
  now: Date,
): StoredCampusImage[] {
  const storedByUrl = new Map(stored.map((image) => [image.url, image]));
  const uploadedAt = now.toISOString();
  return images.map((image) => {
    const previous = storedByUrl.get(image.url);
    return {
      url: image.url,
      ...(image.alt !== undefined ? { alt: image.alt } : {}),
      ...(image.publicId !== undefined ? { publicId: image.publicId } : {}),
      uploadedAt: image.uploadedAt ?? previous?.uploadedAt ?? uploadedAt,
      uploadedBy: image.uploadedBy ?? previous?.uploadedBy ?? admin.id,
    };
  });
}

/** The campus columns an admin's form sets (the same names as the form's), the gallery aside. */
export function toCampusColumns(input: LightCampusInput) {
  const { images: _gallery, ...columns } = input;
  return columns;
}
