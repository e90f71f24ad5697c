import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { useTranslation } from 'react-i18next';

/** The browser's own decoder (Chromium on Android, Safari 17+); jsQR reads frames elsewhere. */
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

const SCAN_EVERY_MS = 250;
/** A code just read is ignored for a moment, so one ticket held up is one check-in. */
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

/** The phone's back camera reading ticket QR codes until stopped. */
export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [on, setOn] = useState(false);
  const [problem, setProblem] = useState(false);
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
        if (code && (code !== last.code || now - last.at > SAME_CODE_PAUSE_MS)) {
          last = { code, at: now };
          latest.current(code);
        }
        timer = window.setTimeout(() => void scan(), SCAN_EVERY_MS);
      };
      void scan();
    };
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
        });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        scanWith(await makeDecoder());
      } catch {
        setProblem(true);
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
          setProblem(false);
          setOn(!on);
        }}
      >
        {on ? t('stopScanning', 'Stop scanning') : t('scanATicket', 'Scan a ticket')}
      </Button>
      {problem && (
        <p role="alert" className="text-sm text-red-800">
          {t(
            'cameraCouldNotBeOpened',
            'The camera could not be opened. Allow camera access, or find the name below.',
          )}
        </p>
      )}
    </div>
  );
}
