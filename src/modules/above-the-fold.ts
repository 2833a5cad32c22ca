import { createContext } from 'react';

/**
 * True inside the first module of a page, which a visitor sees without scrolling: its images load
 * at once rather than lazily (a lazy image there waits for layout and holds up the Largest
 * Contentful Paint; Lighthouse measured the /de image's load delay at 0.7 s).
 */
export const AboveTheFold = createContext(false);
