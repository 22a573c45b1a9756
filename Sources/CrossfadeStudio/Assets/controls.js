// The session controls: which interaction, which device, zoom, speed, recording,
// the touches shown, Reduce Motion and right to left. Each control changes the
// model (a device is a size change of the running session; the session starts over
// where the engine must: another interaction, Reduce Motion, right to left); the view
// renders them from the model.
'use strict';

const $ = (id) => document.getElementById(id);

/// Fills the pickers once and wires every control to `studio` (the session).
export function installControls(model, studio) {
  const picker = $('interaction');
  for (const descriptor of model.interactions) {
    const option = new Option(descriptor.id, descriptor.id);
    option.title = descriptor.summary;
    picker.appendChild(option);
  }
  for (const device of model.devices) $('device').appendChild(new Option(`${device.name} · ${device.width} × ${device.height}`, device.id));
  const restartWith = (changes) => { model.update(changes); studio.restart(); };
  picker.addEventListener('change', () => restartWith({ interactionId: picker.value }));
  // A new device brings its own safe areas (ones typed into the options panel are
  // forgotten): the running session takes its size and safe areas and goes on.
  $('device').addEventListener('change', () => {
    for (const options of Object.values(model.tuned)) { delete options.topSafeArea; delete options.bottomSafeArea; }
    model.update({ deviceId: $('device').value });
    studio.resize();
  });
  $('reduceMotion').addEventListener('change', () => restartWith({ reduceMotion: $('reduceMotion').checked }));
  $('rtl').addEventListener('change', () => restartWith({ rtl: $('rtl').checked }));
  $('zoom').addEventListener('change', () => model.update({ zoom: $('zoom').value }));
  $('speed').addEventListener('change', () => {
    studio.clock.choose(Number($('speed').value));
    model.update({ speed: Number($('speed').value) });
  });
  $('touches').addEventListener('change', () => model.update({ touches: $('touches').checked }));
  $('record').addEventListener('click', () => studio.toggleRecording());
  $('drawer-toggle').addEventListener('click', () => document.body.classList.toggle('drawer-open'));
  window.addEventListener('resize', () => model.update({ layout: (model.layout ?? 0) + 1 }));
}

/// Renders the controls from the model.
export function controlsView(keys, model) {
  if (keys.has('interactionId')) $('interaction').value = model.interactionId;
  if (keys.has('deviceId')) $('device').value = model.deviceId;
  if (keys.has('reduceMotion')) $('reduceMotion').checked = model.reduceMotion;
  if (keys.has('rtl')) $('rtl').checked = model.rtl;
  if (keys.has('interactionId') || keys.has('interactions')) {
    const descriptor = model.descriptor;
    if (descriptor) {
      explainToggle('reduceMotion', descriptor, 'Reduce Motion variant');
      explainToggle('rtl', descriptor, 'right-to-left layout');
    }
  }
  if (keys.has('recording')) {
    $('record').textContent = model.recording ? '■ Stop & download' : '● Record trace';
    $('record').classList.toggle('recording', model.recording);
  }
  if (keys.has('mode') || keys.has('modeReason') || keys.has('wasm') || keys.has('serverless')) showMode(model);
  if (keys.has('connection')) $('connection').textContent = model.connection;
}

function explainToggle(id, descriptor, what) {
  const has = descriptor.options.some((o) => o.name === id);
  $(id).disabled = !has;
  const why = $(`${id}-why`);
  why.textContent = has ? '' : `${descriptor.id} has no ${what} yet`;
  $(id).closest('label').title = why.textContent;
}

function showMode(model) {
  const text = model.mode === 'wasm'
    ? `in the page (WebAssembly, ${Math.round(model.wasm.size / 1000)} KB, loaded in ${model.wasm.loadMilliseconds.toFixed(0)} ms)`
    : model.mode === 'socket' ? `on the server (WebSocket)${model.modeReason ? ' — ' + model.modeReason : ''}`
      : model.mode === 'unavailable' ? `nowhere: ${model.modeReason}` : '…';
  $('mode').textContent = text;
  document.body.dataset.mode = model.mode;
  // A static export has no server to fall back to: say so where the fallback would be offered.
  $('serverless').textContent = model.serverless ? `Server-driven mode off: ${model.serverless}.` : '';
  $('serverless').hidden = !model.serverless;
}
