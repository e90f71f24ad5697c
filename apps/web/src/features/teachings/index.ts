/** What other features may use from the teachings feature. */
export { useTeachings } from './api/get-teachings';
export { VideoThumbnail } from './components/video-thumbnail';
