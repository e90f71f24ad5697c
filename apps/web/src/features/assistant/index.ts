/** What the app may use from the assistant: the floating button, which brings in the rest. */
export { AssistantLauncher } from './components/assistant-launcher';
