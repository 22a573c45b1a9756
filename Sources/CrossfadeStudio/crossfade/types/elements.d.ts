// The types of `crossfade/elements`: importing it registers <crossfade-ID> for each
// interaction, and these declarations put them in the DOM's tag map, so
// `document.querySelector('crossfade-cover-carousel')` is that interaction's element.
import type { CrossfadeElements } from './crossfade.js';

export { CrossfadeElement, defineElements, elementClass, elementName } from './crossfade.js';
export type { CrossfadeElementOf, CrossfadeElementEventMap } from './crossfade.js';

declare global {
  interface HTMLElementTagNameMap extends CrossfadeElements {}
}
