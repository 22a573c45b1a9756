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

/** A call's result across the engine's boundary: one of `Status`'s numbers. */
export type StatusCode = -1 | 0 | 1 | 2 | 3;

/** A viewport, pt. */
export interface Viewport {
  width: number;
  height: number;
}

/**
 * Draws a frame: `length` bytes of mount operations at `offset` in `buffer`, and what
 * to do next (`Status.draw`, or `Status.pause`: frames stop after it).
 */
export type DrawFrame = (buffer: ArrayBufferLike, offset: number, length: number, status: number, state?: Player['state'] | null) => void;

/** A touch's phase, by the engine's own name. */
export type TouchPhaseName = 'down' | 'move' | 'stationary' | 'up' | 'cancel';

/** What the page's screen readers and keys get, as the engine plans it. */
export interface AccessPlan {
  /** the exposed elements, in reading order */
  nodes: Array<{ id: string; role: number; name: string; value: string; flags: number; range: number[] | null }>;
  /** the layers hidden from screen readers and Tab */ hidden: string[];
  /** the layers holding tabs */ tabLists: string[];
  /** the modal dialog's layer ('' none) */ modal: string;
  /** its name */ modalLabel: string;
  /** what the live region says now ('' nothing new) */ announcement: string;
}

/** A compiled engine module, instantiated: sessions of the interactions it holds (one instance serves every widget). */
export declare class WasmEngine {
  /** Fetches and compiles the module at `url`, streamed where the server says `application/wasm`. */
  static compile(url: string | URL): Promise<{ module: WebAssembly.Module; size: number; milliseconds: number }>;
  /** An engine from a compiled module. */
  static instantiate(module: WebAssembly.Module, size?: number, loadMilliseconds?: number): Promise<WasmEngine>;
  /** Fetches, compiles and instantiates the module at `url`. */
  static load(url: string | URL): Promise<WasmEngine>;
  private constructor();
  /** the module's size, bytes (0 when the server did not say) */ readonly size: number;
  /** how long fetching, compiling and instantiating it took, ms */ readonly loadMilliseconds: number;
  /** A session of `interaction` with `options` for `viewport`; throws the engine's reason when it refuses. */
  open<I extends InteractionId>(interaction: I, options: { [K in keyof Interactions[I]['options']]?: Interactions[I]['options'][K] }, viewport: Viewport): WasmSession<I>;
  /** The motion lab's module (`engine-lab.wasm`): a spring from one parameterisation by name; `{ error }` when refused. */
  spring(fields: Record<string, number>, samples: number): LabSpring | { error: string };
  /** The motion lab's module: a cubic Bézier timing curve over `duration` s; `{ error }` when refused. */
  curve(controlPoints: readonly [number, number, number, number], duration: number, samples: number): LabCurve | { error: string };
}

/** A sample of a lab plot: time (s), value, velocity. */
export type LabSample = number[];

/** The same motion written for each platform. */
export type LabCode = Array<{ platform: string; code: string }>;

/** The motion lab's spring: every parameterisation of it, its samples and its code. */
export interface LabSpring {
  response: number;
  dampingRatio: number;
  duration: number;
  bounce: number;
  mass: number;
  stiffness: number;
  damping: number;
  /** null where UIKit has no duration for it */ uikitDuration: number | null;
  initialVelocity: number;
  swiftUISettlingDuration: number;
  coreAnimationSettlingDuration: number;
  plotDuration: number;
  samples: LabSample[];
  code: LabCode;
}

/** The motion lab's timing curve. */
export interface LabCurve {
  controlPoints: number[];
  samples: LabSample[];
  code: LabCode;
}

/**
 * What a Host drives: a WasmSession, or a session of your own (on a server, a replay)
 * with the same calls; the optional ones add what the page's engine can do.
 */
export interface EngineSessionLike {
  /** the last refusal's reason */ readonly reason: string;
  touch(phase: TouchPhaseName, pointer: number, x: number, y: number, t: number): number;
  loseTouches(t: number): number;
  frame(t: number, draw: DrawFrame): number;
  perform(name: string, fields: Record<string, Scalar>, t: number): number;
  setEnvironment(environment: Environment, t: number): number;
  setViewport(viewport: Viewport, environment: Environment, t: number): number;
  setOptions?(options: Record<string, Scalar>, t: number): number;
  state(): Player['state'] | null;
  availableActions(): string[] | null;
  recording(): string | Promise<string | null>;
  close(): void;
  check?(kind: 'slot' | 'event', name: string): string | null;
  touchTaken?(): boolean;
  setDemo?(demo: boolean): void;
  accessibility?(): AccessPlan | null;
  key?(key: string, focused: string, t: number): number;
  readonly keyHandled?: boolean;
}

/**
 * One session in the page's engine, without a page element: what a Host drives. Every
 * call carries the page's time `t` (s) and returns a Status code; on `Status.refused`,
 * `reason` says why and nothing changed.
 */
export declare class WasmSession<I extends InteractionId = InteractionId> {
  private constructor();
  /** the last refusal's reason */ readonly reason: string;
  /** whether the last `key` performed an action */ readonly keyHandled: boolean;
  /** A Pointer Event's touch at its own time (x, y in pt). */
  touch(phase: TouchPhaseName, pointer: number, x: number, y: number, t: number): StatusCode;
  /** Every finger still down is cancelled. */
  loseTouches(t: number): StatusCode;
  /** Advances to the display frame at `t` and hands `draw` its mount operations. */
  frame(t: number, draw: DrawFrame): StatusCode;
  perform<A extends keyof Interactions[I]['actions'] & string>(name: A, fields: Interactions[I]['actions'][A], t: number): StatusCode;
  setOptions(options: Pick<Interactions[I]['options'], Interactions[I]['live'] & keyof Interactions[I]['options']>, t: number): StatusCode;
  setEnvironment(environment: Environment, t: number): StatusCode;
  setViewport(viewport: Viewport, environment: Environment, t: number): StatusCode;
  /** The state summary now. */
  state(): Player['state'] | null;
  /** The names of the actions that apply now. */
  availableActions(): Array<keyof Interactions[I]['actions'] & string> | null;
  /** The recording since the start: a trace's JSON text. */
  recording(): string;
  /** Why `name` is no slot or event type of the interaction (naming the known ones), or null. */
  check(kind: 'slot' | 'event', name: string): string | null;
  /** The screen-reader and keyboard plan for what is mounted now, null when unchanged. */
  accessibility(): AccessPlan | null;
  /** A key inside the widget (`KeyboardEvent.key`) with focus on layer `focused` ('' for none). */
  key(key: string, focused: string, t: number): StatusCode;
  /** Whether the engine took the last touch as a drag. */
  touchTaken(): boolean;
  /** The demo's chrome on, or off (embedded, as every session starts). */
  setDemo(demo: boolean): void;
  /** Ends the session. */
  close(): void;
}

/** What a Host's constructor takes beside its element and session. */
export interface HostSettings {
  viewport: Viewport;
  /** the page's time → the session's, s (default: the same), told of each touch */
  clock?: { time(seconds: number): number; touched?(phase: TouchPhaseName, pointer: number, seconds: number): void; reset?(): void };
  /** an artwork reference → an image URL */
  artwork?: (reference: string) => string | null | undefined;
  environment?: Partial<Environment>;
  onFrame?: (frame: DrawnFrame) => void;
  /** hears every touch */
  onTouch?: (phase: TouchPhaseName, pointer: number, x: number, y: number) => void;
  inertPage?: boolean;
}

/** Draws a session into an element and feeds it the element's touches and keys: what `Crossfade.mount` returns. */
export declare class Host<I extends InteractionId = InteractionId> {
  constructor(element: HTMLElement, session: WasmSession<I> | EngineSessionLike, settings: HostSettings);
  /** the interaction's id: `Crossfade.mount` sets it; '' until a Host made by hand is told */
  interaction: I;
}

/** A Host is a Player: the class has each of Player's members (merged with this interface). */
export interface Host<I extends InteractionId = InteractionId> extends Omit<Player<I>, 'interaction'> {}

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
