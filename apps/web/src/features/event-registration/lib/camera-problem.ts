/**
 * Why the camera did not open, in the terms a volunteer at the door can act on
 * (docs/events.md#check-in): each calls for something different, so one "allow camera
 * access" for all of them would send them after a setting that is not theirs to change.
 */
export type CameraProblem =
  /** The person (or their browser's site settings) said no. */
  | 'refused'
  /** The page's Permissions-Policy does not let it use the camera. */
  | 'blocked'
  /** Not a secure (https) page: browsers offer no camera at all there. */
  | 'insecure'
  | 'no-camera'
  /** Another app or tab holds the camera, or the device would not start it. */
  | 'in-use'
  | 'unknown';

interface PolicyReader {
  allowsFeature(feature: string): boolean;
}

/** Chromium tells a page whether its policy allows a feature; other browsers do not say. */
function policyAllowsCamera(): boolean | undefined {
  const doc = document as Document & {
    permissionsPolicy?: PolicyReader;
    featurePolicy?: PolicyReader;
  };
  const reader = doc.permissionsPolicy ?? doc.featurePolicy;
  return reader ? reader.allowsFeature('camera') : undefined;
}

/** What stands in the way before the camera is even asked for, if anything. */
export function cameraUnavailable(): CameraProblem | null {
  if (!window.isSecureContext || !navigator.mediaDevices?.getUserMedia) return 'insecure';
  if (policyAllowsCamera() === false) return 'blocked';
  return null;
}

/** The reason getUserMedia gave, by the DOMException names browsers use. */
export function cameraProblem(error: unknown): CameraProblem {
  // A DOMException, which not every engine makes an instance of Error.
  const { name = '', message = '' } = (error ?? {}) as { name?: string; message?: string };
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      // The same name for a policy's refusal and a person's; the policy is asked first.
      return policyAllowsCamera() === false || /polic/i.test(message) ? 'blocked' : 'refused';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'no-camera';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'in-use';
    default:
      return 'unknown';
  }
}
