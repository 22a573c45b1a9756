// The types of `crossfade` (crossfade.js): the API, typed by each interaction's
// options, actions, events and slots (interactions.d.ts, generated from the engine's
// specs), so a misspelt event, option, action or slot is a compile error.
import type { Interactions } from './interactions.js';

export type { Interactions } from './interactions.js';

/** An interaction's id: `cover-carousel`, `card-presentation`, …, `showcase`. */
export type InteractionId = keyof Interactions;

/** A field's value: a number, a flag or a string. */
export type Scalar = number | boolean | string;

/** A track as a page gives it (`tracks` may be an array of these). */
export interface Track {
  title: string;
  artist: string;
  /** s, or 'm:ss' */
  duration: number | string;
  artwork?: string;
  album?: string;
}

/** Interaction `I`'s options by name; `tracks` may be an array of Track as well as its text. */
export type Options<I extends InteractionId> = {
  [K in keyof Interactions[I]['options']]?: K extends 'tracks' ? string | Track[] : Interactions[I]['options'][K];
};

/** The environment a widget draws for. */
export interface Environment {
  /** pt */ topSafeArea: number;
  /** pt */ leadingSafeArea: number;
  /** pt */ bottomSafeArea: number;
  /** pt */ trailingSafeArea: number;
  /** Dynamic Type's text size, 1 the default */ textScale: number;
  rtl: boolean;
  reduceMotion: boolean;
  appearance: 'light' | 'dark';
}

/** An engine event of type `E` of interaction `I`: its instant `t` (s), its type, its child (`source`) and fields. */
export type EngineEvent<I extends InteractionId, E extends keyof Interactions[I]['events'] = keyof Interactions[I]['events']> =
  E extends keyof Interactions[I]['events'] ? { t: number; type: E } & Interactions[I]['events'][E] : never;

/** A frame drawn, as `on('frame')` hears it. */
export interface DrawnFrame {
  /** the session's time, s */ time: number;
  /** whether frames stop after it (at rest) */ pause: boolean;
  operations: number;
  events: number;
  engineMilliseconds: number;
  applyMilliseconds: number;
}

/** What `on` listens to: the interaction's events by type, and every host's `event`, `error` and `frame`. */
export type PlayerEvents<I extends InteractionId> = { [E in keyof Interactions[I]['events']]: EngineEvent<I, E> } & {
  event: EngineEvent<I>;
  error: { message: string };
  frame: DrawnFrame;
};

/** An action's fields: none (optional) or its own (required). */
type ActionArguments<F> = F extends Record<string, never> ? [fields?: Record<string, never>] : [fields: F];

/** A running interaction in an element: what `Crossfade.mount` returns (and a custom element's `player`). */
export interface Player<I extends InteractionId = InteractionId> {
  readonly element: HTMLElement;
  readonly interaction: I;
  /** false after `destroy()` (every call then throws) */
  readonly isOpen: boolean;
  /** The state summary now (`phase` and the interaction's own keys). */
  readonly state: { phase?: string } & Record<string, unknown>;
  /** Performs an action now (its fields when it has some); throws the engine's reason when refused. */
  perform<A extends keyof Interactions[I]['actions'] & string>(name: A, ...fields: ActionArguments<Interactions[I]['actions'][A]>): this;
  /** Listens for an engine event by type, every event (`event`), a refusal (`error`) or each frame drawn (`frame`). */
  on<E extends keyof PlayerEvents<I> & string>(type: E, listener: (event: PlayerEvents<I>[E]) => void): this;
  off<E extends keyof PlayerEvents<I> & string>(type: E, listener: (event: PlayerEvents<I>[E]) => void): this;
  /** The page's element where the engine has slot `name` (null: the engine draws it). */
  slot(name: Interactions[I]['slots'], element: HTMLElement | null): this;
  /** Changes live options without a restart; throws the engine's reason when refused. */
  setOptions(values: Pick<Interactions[I]['options'], Interactions[I]['live'] & keyof Interactions[I]['options']>): this;
  setEnvironment(values: Partial<Environment>): this;
  /** A viewport change (pt): the widget keeps its state. */
  setViewport(viewport: { width: number; height: number }, values?: Partial<Environment>): this;
  /** The names of the actions that apply now. */
  availableActions(): Array<keyof Interactions[I]['actions'] & string> | null;
  /** The trace recorded since the start: `crossfade replay` gives the scene shown now. */
  recording(): object | Promise<object | null>;
  /** The element showing layer `id`, if it is mounted. */
  layer(id: string): HTMLElement | null;
  /** Stops the interaction and puts the element back as it was. */
  destroy(): void;
}

/** A compiled engine module, instantiated: sessions of the interactions it holds. */
export interface WasmEngine {
  /** the module's size, bytes (0 when the server did not say) */ readonly size: number;
  /** how long fetching, compiling and instantiating it took, ms */ readonly loadMilliseconds: number;
}

/** What `mount`'s fourth argument takes. */
export interface MountSettings {
  /** the engine module's URL (default `Crossfade.engineURL(id)`), or an engine already loaded */
  engine?: string | URL | WasmEngine;
  /** fixed values; the rest follows the system */
  environment?: Partial<Environment>;
  /** a fixed viewport, pt (default: the element's size, followed as it changes) */
  viewport?: { width: number; height: number };
  /** an artwork reference → an image URL, for the engine's own artwork layers */
  artwork?: (reference: string) => string | null | undefined;
  /** draw the demo's chrome and data (a mount is embedded by default) */
  demo?: boolean;
  /** while a modal is open, the rest of the page is `inert` too */
  inertPage?: boolean;
}

export interface CrossfadeAPI {
  /** The folder the engine modules are fetched from (ends in `/`): the package's `engines/` unless set. */
  engineBase: string | URL;
  /** Where interaction `id`'s engine module is: `engine-<id>.wasm` in `engineBase`. */
  engineURL(id: InteractionId | 'lab'): URL;
  /** Fetches and compiles an engine module once per URL (streamed where the server says application/wasm). */
  compile(url: string | URL): Promise<{ module: WebAssembly.Module; size: number; milliseconds: number }>;
  /** Starts fetching and compiling interaction `id`'s engine module now. */
  preload(id: InteractionId): void;
  /** Loads an engine module once per URL: one instance serves every widget of the interaction. */
  load(url: string | URL): Promise<WasmEngine>;
  /** Mounts interaction `id` into `element` (its size is the viewport) with `options` by name, and starts it. */
  mount<I extends InteractionId>(element: HTMLElement, id: I, options?: Options<I>, settings?: MountSettings): Promise<Player<I>>;
  /** `tracks` as the `tracks` option's text. */
  tracksText(tracks: Track[] | string): string;
}

export declare const Crossfade: CrossfadeAPI;
export default Crossfade;

/** A call's result across the engine's boundary. */
export declare const Status: Readonly<{ refused: -1; done: 0; draw: 1; pause: 2; resume: 3 }>;

/** Interaction `I`'s custom element events: the engine's as CustomEvents, `ready` and `error`. */
export type CrossfadeElementEventMap<I extends InteractionId> = Omit<HTMLElementEventMap, 'error'> & {
  [E in keyof Interactions[I]['events']]: CustomEvent<EngineEvent<I, E>>;
} & {
  ready: CustomEvent<{ player: Player<I> }>;
  error: CustomEvent<{ message: string }>;
};

/** `<crossfade-ID>`: interaction `I` mounted in the element, its options as attributes and properties. */
export interface CrossfadeElement<I extends InteractionId = InteractionId> extends HTMLElement {
  readonly interaction: I;
  /** The running interaction (null until `ready`, and after disconnecting). */
  readonly player: Player<I> | null;
  addEventListener<K extends keyof CrossfadeElementEventMap<I> & string>(
    type: K, listener: (this: this, event: CrossfadeElementEventMap<I>[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof CrossfadeElementEventMap<I> & string>(
    type: K, listener: (this: this, event: CrossfadeElementEventMap<I>[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Interaction `I`'s element with its options as properties (those HTMLElement does not have already). */
export type CrossfadeElementOf<I extends InteractionId> = CrossfadeElement<I> & Omit<Options<I>, keyof HTMLElement>;

/** Every interaction's element by tag name. */
export type CrossfadeElements = { [I in InteractionId as `crossfade-${I}`]: CrossfadeElementOf<I> };

/** The element's name for interaction `id`. */
export declare function elementName<I extends InteractionId>(id: I): `crossfade-${I}`;
/** The element class of interaction `id`. */
export declare function elementClass<I extends InteractionId>(id: I): { new (): CrossfadeElementOf<I>; readonly interaction: I };
/** Registers every interaction's element (those not yet registered). */
export declare function defineElements(registry?: CustomElementRegistry): void;
/** The class every interaction's element extends. */
export declare const CrossfadeElement: { new (): CrossfadeElement; prototype: CrossfadeElement; readonly interaction: string };
