// Generated from the engine's Swift (CrossfadeEngineABI's EngineTags): the numbers the
// engine and the page agree on, each named once in Swift. Do not edit: `CROSSFADE_RECORD=1
// swift test --filter EngineTagsTests` writes it again, and that test fails while it is stale.
'use strict';

/** What a call's result tells the page: refused (the reason is the output), or what to do next (EngineStatus). */
export const Status = Object.freeze({ refused: -1, done: 0, draw: 1, pause: 2, resume: 3 });

/** A touch's phase, by the engine's names for a pointer's (PlatformTouch.Phase). */
export const TouchPhase = Object.freeze({ down: 0, move: 1, stationary: 2, up: 3, cancel: 4 });

/** The flags of crossfade_set_environment (EnvironmentFlag). */
export const EnvironmentFlag = Object.freeze({ rightToLeft: 1, reduceMotion: 2, lightAppearance: 4 });

/** A value's kind in fields, events and states (ValueTag). */
export const ValueTag = Object.freeze({ number: 0, bool: 1, string: 2, child: 3 });

/** A mount operation's code (MountEncoding.Operation). */
export const Operation = Object.freeze({ create: 1, insert: 2, update: 3, remove: 4 });

/** What a view is made for (ContentKind). */
export const ContentKind = Object.freeze({ plain: 0, text: 1, path: 2, artwork: 3, slot: 4 });

/** The bits of an update's mask, in the order its fields follow (ChangeMask). */
export const Change = Object.freeze({ frame: 1, transform: 2, opacity: 4, zPosition: 8, cornerRadius: 16, fill: 32, clip: 64, content: 128 });

/** The corners a radius rounds (CornerMask). */
export const Corner = Object.freeze({ topLeft: 1, topRight: 2, bottomLeft: 4, bottomRight: 8 });

/** What a layer draws (ContentEncoding.Tag). */
export const ContentTag = Object.freeze({ none: 0, text: 1, artwork: 2, path: 3, slot: 4 });

/** A vector path's element (ContentEncoding.PathElement). */
export const PathElement = Object.freeze({ move: 0, line: 1, quad: 2, cubic: 3, close: 4 });

/** A text's weight (TextContent.Weight). */
export const FontWeight = Object.freeze({ regular: 0, medium: 1, semibold: 2, bold: 3 });

/** A text's alignment (TextContent.Alignment). */
export const TextAlignment = Object.freeze({ leading: 0, center: 1, trailing: 2 });

/** Flags beside a text's alignment (ContentEncoding.TextFlag). */
export const TextFlag = Object.freeze({ fitsWidth: 128 });

/** Which touches a view leaves to the page (TouchRegion). */
export const TouchRegion = Object.freeze({ passThrough: 0, auto: 1, panX: 2, panY: 3, manipulation: 4, none: 5 });

/** An accessibility node's ARIA role (PageAccessibility.Role). */
export const AriaRole = Object.freeze({ button: 0, slider: 1, carousel: 2, tab: 3, tabPanel: 4, heading: 5, image: 6, text: 7, group: 8 });

/** The bits of an accessibility node's flags (AccessibilityFlag). */
export const AccessibilityFlag = Object.freeze({ selected: 1, opens: 2, tabStop: 4, focusable: 8, holdsSlot: 16 });
