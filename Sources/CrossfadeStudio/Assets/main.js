// Crossfade Studio: the interactions on a phone, built on crossfade.js. The model
// holds what the page shows; views render it; the phone runs the engine session in
// the page (or on the server); the panels, keys and motion lab change the model.
// What an interaction offers (its actions, their groups, keys and fields, its
// options and which are springs) comes from its spec, served beside the page.
'use strict';
import { model } from './model.js';
import { Phone } from './phone.js';
import { stageView } from './stage.js';
import { installControls, controlsView } from './controls.js';
import { actionsView } from './actions.js';
import { optionsView } from './options.js';
import { installKeys } from './keys.js';
import { installReadout, logView } from './readout.js';
import { installLab } from './lab.js';
import { installRecording, recordingView } from './recording.js';
import { installShare, sessionFromLink } from './share.js';

const $ = (id) => document.getElementById(id);
window.crossfade = model;

/// The workbench's tabs: actions, options, the motion lab, the recording.
function installTabs() {
  for (const tab of document.querySelectorAll('#workbench [role="tab"]')) {
    tab.addEventListener('click', () => model.update({ panel: tab.dataset.panel }));
  }
  model.subscribe((keys) => {
    if (!keys.has('panel')) return;
    for (const tab of document.querySelectorAll('#workbench [role="tab"]')) {
      const selected = tab.dataset.panel === model.panel;
      tab.setAttribute('aria-selected', String(selected));
      $(tab.getAttribute('aria-controls')).hidden = !selected;
    }
  });
}

async function boot() {
  const interactions = await (await fetch('api/interactions.json')).json();
  const { opens } = await (await fetch('api/studio.json')).json();
  const wanted = new URLSearchParams(location.search).get('interaction');
  const panel = new URLSearchParams(location.search).get('panel');
  model.update({
    interactions,
    interactionId: interactions.some((d) => d.id === wanted) ? wanted : opens,
    panel: ['actions', 'options', 'lab', 'recording'].includes(panel) ? panel : 'actions',
  });
  // A shared link: the device, toggles and options it names (a wrong one is said, and skipped).
  const linked = sessionFromLink(location.search, interactions);
  if (linked?.error) model.log(`the link: ${linked.error}`);
  else if (linked?.session) {
    const { session } = linked;
    model.update({
      deviceId: session.device ?? model.deviceId, reduceMotion: !!session.toggles.reduceMotion, rtl: !!session.toggles.rtl,
      tuned: Object.keys(session.options).length ? { [session.interaction]: session.options } : {},
    });
  }
  const studio = new Phone(model);
  installControls(model, studio);
  installTabs();
  const lab = installLab(model, studio);
  model.subscribe(stageView);
  model.subscribe(controlsView);
  model.subscribe((keys) => actionsView(keys, model, studio));
  model.subscribe((keys) => optionsView(keys, model, studio));
  model.subscribe(logView);
  model.subscribe(recordingView);
  installRecording(model, studio);
  installShare(model, studio);
  model.subscribe((keys) => {
    if (keys.has('interactionId')) lab.interactionChanged();
    if (keys.has('mode') && (model.mode === 'wasm' || model.mode === 'socket')) lab.refresh();
  });
  installKeys(model, studio);
  installReadout(model);
  await studio.chooseEngine();
}

boot().catch((error) => {
  model.log(`the Studio did not start: ${error.message}`);
  model.update({ phoneNotice: { text: `The Studio did not start: ${error.message}`, error: true } });
});
