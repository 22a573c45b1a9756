// The strict pages' own script (an inline one would be refused): a carousel mounted
// under `style-src 'self'`, every policy violation counted.
import { Crossfade } from '../crossfade/crossfade.js';

const page = { violations: [], player: null };
window.page = page;
document.addEventListener('securitypolicyviolation', (event) => page.violations.push(`${event.violatedDirective}: ${event.blockedURI}`));
page.player = await Crossfade.mount(document.getElementById('carousel'), 'cover-carousel', {
  tracks: [{ title: 'Strict One', artist: 'Policy', duration: 200, artwork: 'art-200' }, { title: 'Strict Two', artist: 'Policy', duration: 180, artwork: 'art-180' }],
});
page.ready = true;
