/** The one place a Light Campus row becomes the API's campus shape (document 2 §3). */
import type { CampusImage, LightCampus } from '@torch/contract';
import type { lightCampuses, StoredCampusImage } from '../../db/schema';

/** Only the keys the contract knows leave the server, and absent ones stay absent. */
function toCampusImageDto(image: StoredCampusImage): CampusImage {
  return {
    url: image.url,
    ...(image.publicId !== undefined ? { publicId: image.publicId } : {}),
    ...(image.alt !== undefined ? { alt: image.alt } : {}),
    ...(image.uploadedAt !== undefined ? { uploadedAt: image.uploadedAt } : {}),
    ...(image.uploadedBy !== undefined ? { uploadedBy: image.uploadedBy } : {}),
  };
}

export function toLightCampusDto(row: typeof lightCampuses.$inferSelect): LightCampus {
  return {
    _id: row.id,
    name: row.name,
    location: row.location,
    leaderName: row.leaderName,
    contactInfo: row.contactInfo,
    meetingSchedule: row.meetingSchedule,
    isActive: row.isActive,
    images: row.images.map(toCampusImageDto),
  };
}
