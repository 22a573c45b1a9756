// crossfade.js's rules, as crossfade.css has them (a test compares the two): added as one
// constructable stylesheet unless the page links crossfade.css (dom.js, installStyles).
'use strict';

export const styles = `
.cf-root { position: relative; overflow: hidden; user-select: none; -webkit-user-select: none; }
.cf-layer { position: absolute; left: 0; top: 0; transform-origin: 50% 50%; pointer-events: none; box-sizing: border-box; }
.cf-layer > .cf-text { position: absolute; inset: 0; display: flex; align-items: center; overflow: hidden; line-height: 1.2;
  font-family: -apple-system, "Helvetica Neue", Helvetica, Arial, sans-serif; }
.cf-layer > .cf-text > .cf-fit { display: inline-block; white-space: nowrap; font-kerning: none; }
.cf-layer > .cf-artwork { position: absolute; inset: 0; border-radius: inherit; background-size: cover; background-position: center; }
.cf-artwork > .cf-cover { position: absolute; inset: 0; overflow: hidden; border-radius: inherit; pointer-events: none; container-type: size; }
.cf-cover > svg { position: absolute; inset: 0; width: 100%; height: 100%; }
.cf-cover > .cf-cover-title { position: absolute; font-weight: 700; line-height: 1; white-space: nowrap; overflow: hidden; max-width: 86%;
  text-overflow: ellipsis; font-family: -apple-system, "Helvetica Neue", Helvetica, Arial, sans-serif; }
.cf-layer > svg { position: absolute; inset: 0; overflow: visible; }
.cf-layer > .cf-slotted { position: absolute; inset: 0; width: 100%; height: 100%; display: block; box-sizing: border-box; pointer-events: auto;
  transform-origin: 0 0; -webkit-user-drag: none; }
.cf-layer[data-filled] > .cf-layer { display: none; }
.cf-layer:focus { outline: none; }
.cf-layer:focus-visible { outline: 2px solid #fff; outline-offset: 2px; box-shadow: 0 0 0 4px #0a84ff; }
.cf-live { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;
