/**
 * Where a YouTube video's player, picture and page live. The privacy-enhanced host keeps
 * YouTube's cookies off the page until the visitor presses play.
 */

/** The hosts whose player may talk to the page (the embed, or youtube.com when it redirects). */
export const YOUTUBE_PLAYER_ORIGINS: readonly string[] = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
];

/**
 * enablejsapi lets the player tell the page when it cannot play (a removed, private or
 * not-embeddable video), so the dialog can say so instead of YouTube's grey "Video unavailable";
 * origin is where the player sends those messages.
 */
export function youtubeEmbedUrl(videoId: string, pageOrigin?: string): string {
  const origin = pageOrigin ? `&origin=${encodeURIComponent(pageOrigin)}` : '';
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0&enablejsapi=1${origin}`;
}

export function youtubeThumbnailUrl(videoId: string): string {
  return `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`;
}

/**
 * For a missing video YouTube still answers the thumbnail, with a 120 × 90 grey placeholder;
 * a real hqdefault picture is 480 × 360.
 */
export const YOUTUBE_PLACEHOLDER_WIDTH = 120;

/**
 * The page to watch a video on YouTube itself: its watch page when the id is known, else the
 * link as saved when it at least points at YouTube (a channel or playlist), else none.
 */
export function youtubePageUrl(videoId: string | null, link = ''): string | null {
  if (videoId) return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
  try {
    const url = new URL(link.trim());
    const host = url.hostname.replace(/^(www\.|m\.)/, '');
    const onYouTube = host === 'youtube.com' || host === 'youtu.be';
    return url.protocol === 'https:' && onYouTube ? url.href : null;
  } catch {
    return null;
  }
}
