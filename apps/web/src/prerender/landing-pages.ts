/**
 * The pages most visitors open first. Their first screen is rendered into index.html at build
 * time (scripts/prerender.mjs) so a phone paints it before the JavaScript has arrived.
 *
 * A blog post is not among them: before its data arrives it is only a skeleton, which then
 * shifts the page when the post comes (Lighthouse measured CLS 0.03 and a lower score).
 */
export const landingRoutes: readonly string[] = ['/', '/events', '/blog', '/teachings'];
