// Registers the custom elements, <crossfade-ID> for each interaction (element.js):
// importing this module is all a page's script needs.
//
//   <script type="module" src=".../crossfade/elements.js"></script>
//   <crossfade-cover-carousel demo style="height: 480px"></crossfade-cover-carousel>
'use strict';
import { defineElements } from './element.js';

export { CrossfadeElement, defineElements, elementClass, elementName } from './element.js';

defineElements();
