/**
 * A post's markdown as safe HTML in the browser, for the admin's live preview. Readers get the
 * same HTML from the server (@torch/contract/markdown has the rules both use).
 */
import { createMarkdownRenderer } from '@torch/contract/markdown';
import DOMPurify from 'dompurify';

// An instance of its own, since the renderer adds a hook to the one it is given.
export const renderMarkdown = createMarkdownRenderer(DOMPurify(window));
