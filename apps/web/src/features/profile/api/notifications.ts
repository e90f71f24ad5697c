/** The member's notification switches and this device's push subscription (docs/notifications.md). */
import { useQuery } from '@tanstack/react-query';
import { notificationRoutes } from '@torch/contract';
import { routeQuery, useBodyMutation } from '../../../shared/api/route-client';

export const notificationKeys = {
  preferences: ['profile', 'notifications'] as const,
};

export function useNotificationPreferences() {
  return useQuery(routeQuery(notificationKeys.preferences, notificationRoutes.preferences));
}

/** Turns kinds on or off; the switches are read again when the server has answered. */
export function useUpdateNotificationPreferences() {
  return useBodyMutation(notificationRoutes.updatePreferences, notificationKeys.preferences);
}
