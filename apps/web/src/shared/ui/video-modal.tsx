import { useState } from 'react';
import { youtubePageUrl } from '../lib/youtube';
import { Modal } from './modal';
import { VideoUnavailable } from './video-unavailable';
import { YouTubePlayer } from './youtube-player';

export interface PlayableVideo {
  title: string;
  /** The 11-character YouTube id, or null when the saved link holds none. */
  videoId: string | null;
  /** The link as saved, offered on YouTube when it holds no id but points there. */
  link: string;
}

export interface VideoModalProps {
  /** The video to show; null keeps the dialog closed. */
  video: PlayableVideo | null;
  /** Said in the dialog when the link holds no video id. */
  invalidMessage: string;
  onClose: () => void;
}

/**
 * A YouTube video playing in a dialog, at 16:9 whatever the screen width; a link that holds no
 * video, or a video YouTube refuses to play, shows a card with a way to YouTube instead.
 */
export function VideoModal({ video, invalidMessage, onClose }: VideoModalProps) {
  return (
    <Modal open={video !== null} onClose={onClose} title={video?.title ?? ''} size="xl">
      {video && (
        // A new video starts with a fresh player and no error left over from the last one.
        <VideoStage
          key={`${video.videoId ?? ''} ${video.link}`}
          video={video}
          invalidMessage={invalidMessage}
        />
      )}
    </Modal>
  );
}

function VideoStage({ video, invalidMessage }: { video: PlayableVideo; invalidMessage: string }) {
  const [failed, setFailed] = useState(false);
  if (!video.videoId || failed) {
    return (
      <div className="-mx-6 -my-5 flex min-h-64 sm:aspect-video sm:min-h-0">
        <VideoUnavailable
          announce
          watchUrl={youtubePageUrl(video.videoId, video.link)}
          reason={video.videoId ? undefined : invalidMessage}
        />
      </div>
    );
  }
  return (
    <div className="-mx-6 -my-5 aspect-video bg-ink-900">
      <YouTubePlayer videoId={video.videoId} title={video.title} onError={() => setFailed(true)} />
    </div>
  );
}
