import { useEffect, useRef } from 'react';
import { YOUTUBE_PLAYER_ORIGINS, youtubeEmbedUrl } from '../lib/youtube';

/** How often and how long to say hello before the player answers (it may still be starting). */
const HELLO_EVERY_MS = 500;
const HELLO_TRIES = 20;

interface PlayerMessage {
  event?: unknown;
  info?: unknown;
}

function readPlayerMessage(data: unknown): PlayerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(data);
    return parsed && typeof parsed === 'object' ? parsed : null;
  } catch {
    return null;
  }
}

export interface YouTubePlayerProps {
  videoId: string;
  title: string;
  /** The player's own error (2 bad id, 5 playback, 100 removed or private, 101/150 no embedding). */
  onError: (code: number) => void;
}

/**
 * YouTube's embedded player, listening to it the way YouTube's IFrame API does (its script is
 * not loaded: the CSP allows scripts from this site only): the page says "listening" until the
 * player answers, then hears its events, of which only onError matters here.
 */
export function YouTubePlayer({ videoId, title, onError }: YouTubePlayerProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });
  const answeredRef = useRef(false);
  const helloTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const player = frameRef.current?.contentWindow;
      if (!player || event.source !== player) return;
      if (!YOUTUBE_PLAYER_ORIGINS.includes(event.origin)) return;
      answeredRef.current = true;
      const message = readPlayerMessage(event.data);
      if (message?.event === 'onError') {
        onErrorRef.current(typeof message.info === 'number' ? message.info : 0);
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(helloTimer.current);
    };
  }, []);

  const sayHello = () => {
    answeredRef.current = false;
    window.clearInterval(helloTimer.current);
    let tries = 0;
    const hello = () => {
      const player = frameRef.current?.contentWindow;
      if (answeredRef.current || !player || ++tries > HELLO_TRIES) {
        window.clearInterval(helloTimer.current);
        return;
      }
      // '*': the frame may be showing the browser's own error page (offline) rather than
      // YouTube, and these two messages tell nobody anything.
      player.postMessage(
        JSON.stringify({ event: 'listening', id: videoId, channel: 'widget' }),
        '*',
      );
      player.postMessage(
        JSON.stringify({
          event: 'command',
          func: 'addEventListener',
          args: ['onError'],
          id: videoId,
          channel: 'widget',
        }),
        '*',
      );
    };
    hello();
    helloTimer.current = window.setInterval(hello, HELLO_EVERY_MS);
  };

  return (
    <iframe
      ref={frameRef}
      src={youtubeEmbedUrl(videoId, window.location.origin)}
      title={title}
      className="size-full"
      allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      onLoad={sayHello}
    />
  );
}
