import { useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { Button } from '../../../shared/ui/button';
import { useTranslation } from 'react-i18next';
import { type CameraProblem, cameraProblem, cameraUnavailable } from '../lib/camera-problem';

/** The browser's own decoder (Chromium on Android, Safari 17+); jsQR reads frames elsewhere. */
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

const SCAN_EVERY_MS = 250;
/**
 * A code read is ignored while it stays in view and for a moment after, so one ticket held up
 * is one check-in.
 */
const SAME_CODE_PAUSE_MS = 3_000;

type Decode = (video: HTMLVideoElement) => Promise<string | null>;

async function makeDecoder(): Promise<Decode> {
  const Detector = (window as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  if (Detector) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return (video) => {
    if (!context || video.videoWidth === 0) return Promise.resolve(null);
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return Promise.resolve(jsQR(frame.data, frame.width, frame.height)?.data ?? null);
  };
}

/** What went wrong and what the volunteer can do about it; finding the name always works. */
function problemText(t: TFunction, problem: CameraProblem): { title: string; help: string } {
  const byName = t('cameraMeanwhileFindName', 'Meanwhile, find the name below.');
  switch (problem) {
    case 'refused':
      return {
        title: t('cameraRefused', 'Camera access was refused for this site.'),
        help: t(
          'cameraRefusedHelp',
          "To scan, allow the camera in the browser's site settings (the icon beside the address), then press Scan a ticket again. {{byName}}",
          { byName },
        ),
      };
    case 'blocked':
      return {
        title: t('cameraBlockedByPage', "This page isn't allowed to use the camera."),
        help: t(
          'cameraBlockedByPageHelp',
          "The site's settings block the camera, so no setting on this phone can open it: tell whoever runs the site. {{byName}}",
          { byName },
        ),
      };
    case 'insecure':
      return {
        title: t('cameraNeedsSecurePage', 'The camera only opens on a secure (https) page.'),
        help: t(
          'cameraNeedsSecurePageHelp',
          'Open the site by its https:// address to scan. {{byName}}',
          { byName },
        ),
      };
    case 'no-camera':
      return {
        title: t('noCameraFound', 'No camera was found on this device.'),
        help: byName,
      };
    case 'in-use':
      return {
        title: t('cameraInUse', 'The camera is in use by another app or tab.'),
        help: t(
          'cameraInUseHelp',
          'Close the other app or tab, then press Scan a ticket again. {{byName}}',
          { byName },
        ),
      };
    default:
      return {
        title: t('cameraCouldNotOpen', 'The camera could not be opened.'),
        help: t('cameraCouldNotOpenHelp', 'Press Scan a ticket to try again. {{byName}}', {
          byName,
        }),
      };
  }
}

/** The phone's back camera reading ticket QR codes until stopped. */
export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [on, setOn] = useState(false);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!on) return;
    let stream: MediaStream | undefined;
    let timer: number | undefined;
    let stopped = false;
    let last = { code: '', at: 0 };
    const scanWith = (decode: Decode) => {
      const scan = async () => {
        if (stopped || !video.current) return;
        const code = await decode(video.current).catch(() => null);
        const now = Date.now();
        if (code) {
          // Still in view counts as still held up: only a code away for the pause counts again.
          const held = code === last.code && now - last.at <= SAME_CODE_PAUSE_MS;
          last = { code, at: now };
          if (!held) latest.current(code);
        }
        timer = window.setTimeout(() => void scan(), SCAN_EVERY_MS);
      };
      void scan();
    };
    void (async () => {
      const unavailable = cameraUnavailable();
      if (unavailable) {
        setProblem(unavailable);
        setOn(false);
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
        });
        // Stopped while the browser was asking: the camera is let go at once, not left lit.
        if (stopped || !video.current) {
          stream.getTracks().forEach((track) => track.stop());
          return;
        }
        video.current.srcObject = stream;
        await video.current.play();
        scanWith(await makeDecoder());
      } catch (error) {
        if (stopped) return;
        setProblem(cameraProblem(error));
        setOn(false);
      }
    })();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [on]);

  return (
    <div className="grid gap-3">
      {on && (
        <video
          ref={video}
          muted
          playsInline
          aria-label={t('camera', 'Camera')}
          className="aspect-square w-full rounded-3xl bg-ink-900 object-cover"
        />
      )}
      <Button
        variant={on ? 'outline' : 'primary'}
        fullWidth
        onClick={() => {
          setProblem(null);
          setOn(!on);
        }}
      >
        {on ? t('stopScanning', 'Stop scanning') : t('scanATicket', 'Scan a ticket')}
      </Button>
      {problem && (
        <div role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-red-900">
          <p className="font-semibold">{problemText(t, problem).title}</p>
          <p className="mt-1 text-sm">{problemText(t, problem).help}</p>
        </div>
      )}
    </div>
  );
}
