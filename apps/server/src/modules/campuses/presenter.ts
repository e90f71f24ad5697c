/**
 * The one place campus and campus-application rows become the API's shapes (docs/product.md#data).
 */
import type { CampusApplication, CampusImage, LightCampus } from '@torch/contract';
import type { campusApplications, lightCampuses, StoredCampusImage } from '../../db/schema';

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

/** A proposal as the admins' Applications tab shows it; the avatar is the applicant's current one. */
export function toCampusApplicationDto(
  row: typeof campusApplications.$inferSelect,
  avatarUrl: string | null,
): CampusApplication {
  return {
    _id: row.id,
    applicantName: row.applicantName,
    avatarUrl,
    proposedLeaderName: row.proposedLeaderName,
    contactInfo: row.contactInfo,
    name: row.proposedCampusName,
    location: row.proposedLocation,
    description: row.missionStatement,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
