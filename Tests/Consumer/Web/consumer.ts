// A page's TypeScript against the npm package `crossfade` (its types alone: tsc --strict,
// skipLibCheck false). PackageTypesTests compiles it, then a copy with a misspelt event
// name, which must not compile.
import { Crossfade, Host, Status, WasmEngine, WasmSession, type EngineSessionLike, type Player, type Track } from 'crossfade';
import 'crossfade/elements';

const tracks: Track[] = [{ title: 'Every Frame', artist: 'The Springs', duration: 201 }];

export async function showCarousel(element: HTMLElement): Promise<Player<'cover-carousel'>> {
  Crossfade.engineBase = '/static/crossfade/';
  const player = await Crossfade.mount(element, 'cover-carousel', { tracks, snapResponse: 0.4 }, { demo: false });
  player.on('centered', (event) => console.log(`cover ${event.index} at ${event.t} s`));
  player.on('error', (error) => console.warn(error.message));
  player.slot('cover.3', document.createElement('img'));
  player.perform('next');
  player.setOptions({ snapResponse: 0.5 });
  return player;
}

export function listen(): void {
  const element = document.querySelector('crossfade-card-presentation');
  element?.addEventListener('presented', (event) => console.log('presented at', event.detail.t));
  element?.addEventListener('ready', (event) => event.detail.player.perform('present'));
  const carousel = document.createElement('crossfade-cover-carousel');
  carousel.addEventListener('centered', (event) => console.log(event.detail.index + 1));
  carousel.snapResponse = 0.3;
  document.body.append(carousel);
}

// The lower level: an engine module loaded once, a session driven by hand, a Host drawing it.
export async function byHand(element: HTMLElement): Promise<Host<'lyrics-cards'>> {
  const engine = await WasmEngine.load(Crossfade.engineURL('lyrics-cards'));
  const session: WasmSession<'lyrics-cards'> = engine.open('lyrics-cards', {}, { width: 390, height: 640 });
  if (session.touch('down', 1, 195, 320, 0) === Status.refused) console.warn(session.reason);
  session.frame(0.016, (_buffer, _offset, length, status) => console.log(length, status === Status.pause));
  console.log(session.state()?.phase, session.availableActions(), session.accessibility()?.nodes.length);
  session.close();
  const lab = await WasmEngine.load(Crossfade.engineURL('lab'));
  const spring = lab.spring({ response: 0.5, dampingRatio: 0.8 }, 60);
  if ('error' in spring) console.warn(spring.error);
  else console.log(spring.samples.length, spring.uikitDuration ?? 'no UIKit duration', spring.code[0]?.platform);
  const curve = lab.curve([0.42, 0, 0.58, 1] as const, 0.3, 30);
  if (!('error' in curve)) console.log(curve.controlPoints, curve.samples.length);
  const host = new Host(element, engine.open('lyrics-cards', {}, { width: 390, height: 640 }), { viewport: { width: 390, height: 640 } });
  host.interaction = 'lyrics-cards';
  return host.on('frame', (frame) => console.log(frame.engineMilliseconds));
}

// A session of the page's own (here: one that draws nothing) drawn by a Host.
export function ownSession(element: HTMLElement): Host {
  const session: EngineSessionLike = {
    reason: '',
    touch: () => Status.done, loseTouches: () => Status.done, frame: () => Status.pause,
    perform: () => Status.done, setEnvironment: () => Status.done, setViewport: () => Status.done,
    state: () => ({ phase: 'rest' }), availableActions: () => [], recording: async () => null, close: () => {},
  };
  return new Host(element, session, { viewport: { width: 390, height: 640 }, clock: { time: (s) => s, reset: () => {} } });
}
