import { youtubeEmbedUrl } from '../lib/youtube';
import { Modal } from './modal';

export interface VideoModalProps {
  /** The 11-character YouTube id; null keeps the dialog closed. */
  videoId: string | null;
  title: string;
  onClose: () => void;
}

/** A YouTube video playing in a dialog, at 16:9 whatever the screen width. */
export function VideoModal({ videoId, title, onClose }: VideoModalProps) {
  return (
    <Modal open={videoId !== null} onClose={onClose} title={title} size="xl">
      {videoId && (
        <div className="-mx-6 -my-5 aspect-video bg-ink-900">
          <iframe
            src={youtubeEmbedUrl(videoId)}
            title={title}
            className="size-full"
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      )}
    </Modal>
  );
}
