// A page's TypeScript against the npm package `crossfade` (its types alone: tsc --strict,
// skipLibCheck false). PackageTypesTests compiles it, then a copy with a misspelt event
// name, which must not compile.
import { Crossfade, type Player, type Track } from 'crossfade';
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
