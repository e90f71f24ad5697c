/** What other features may use from the teachings feature. */
export { useTeachings } from './api/queries';
export { VideoThumbnail } from './components/video-thumbnail';
