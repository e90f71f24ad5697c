/** What other features and the app may use from the church feature. */
export { useChurch } from './hooks/use-church';
export { useDownloadName } from './hooks/use-download-name';
export { ChurchBrand } from './components/church-brand';
export { ChurchSetupPrompt } from './components/church-setup-prompt';
export {
  clockLabel,
  gatheringHours,
  gatheringLine,
  gatheringsInWords,
  gatheringWhen,
  serviceTimeLine,
  weekdayName,
} from './lib/gatherings';
export { servedChurchSettings } from './lib/served-settings';
export { InvitationBand } from './components/invitation-band';
