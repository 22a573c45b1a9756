// Generated from the interactions' specs (InteractionRegistry.standard, what `crossfade list --json`
// prints). Do not edit: `swift run crossfade types` writes it again, and PackageTypesTests fails
// while it is stale.

/** `player-transition`: mini player ↔ full player: drag or tap it up, drag down to close; release decides by velocity and position. */
export interface PlayerTransition {
  /** The options by name, each optional (its default when left out). */
  options: {
    /** tab bar height above the safe area, pt (number 0…200; default 49). Live: a running widget takes it without a restart. */
    'tabBarHeight'?: number;
    /** mini player height, pt (number 20…300; default 64). Live: a running widget takes it without a restart. */
    'miniPlayerHeight'?: number;
    /** frame spring settling duration (UIKit's, with dampingRatio), s (number 0.05…3; default 0.5). Live: a running widget takes it without a restart. */
    'duration'?: number;
    /** frame spring damping ratio (UIKit's; below 1 overshoots) (number 0.2…1; default 1). Live: a running widget takes it without a restart. */
    'dampingRatio'?: number;
    /** rubber band spring-back response, s (number 0.05…1.5; default 0.4). Live: a running widget takes it without a restart. */
    'rubberBandResponse'?: number;
    /** rubber band spring-back damping ratio (number 0.4…1.5; default 1). Live: a running widget takes it without a restart. */
    'rubberBandDampingRatio'?: number;
    /** Reduce Motion's cross-fade response, s (number 0.05…1.5; default 0.3). Live: a running widget takes it without a restart. */
    'fadeResponse'?: number;
    /** Reduce Motion's cross-fade damping ratio (number 0.5…1.5; default 1). Live: a running widget takes it without a restart. */
    'fadeDampingRatio'?: number;
    /** opening: the player's content fading in over the first half of `duration`: cubic-bezier x1 (number 0…1; default 0.42). Live: a running widget takes it without a restart. */
    'contentFadeInX1'?: number;
    /** opening: the player's content fading in over the first half of `duration`: cubic-bezier y1 (number -1…2; default 0). Live: a running widget takes it without a restart. */
    'contentFadeInY1'?: number;
    /** opening: the player's content fading in over the first half of `duration`: cubic-bezier x2 (number 0…1; default 1). Live: a running widget takes it without a restart. */
    'contentFadeInX2'?: number;
    /** opening: the player's content fading in over the first half of `duration`: cubic-bezier y2 (number -1…2; default 1). Live: a running widget takes it without a restart. */
    'contentFadeInY2'?: number;
    /** opening: the mini player fading out over the first half of `duration`: cubic-bezier x1 (number 0…1; default 0). Live: a running widget takes it without a restart. */
    'miniFadeOutX1'?: number;
    /** opening: the mini player fading out over the first half of `duration`: cubic-bezier y1 (number -1…2; default 0). Live: a running widget takes it without a restart. */
    'miniFadeOutY1'?: number;
    /** opening: the mini player fading out over the first half of `duration`: cubic-bezier x2 (number 0…1; default 0.58). Live: a running widget takes it without a restart. */
    'miniFadeOutX2'?: number;
    /** opening: the mini player fading out over the first half of `duration`: cubic-bezier y2 (number -1…2; default 1). Live: a running widget takes it without a restart. */
    'miniFadeOutY2'?: number;
    /** closing: the player's content fading out over the second half of `duration`: cubic-bezier x1 (number 0…1; default 0). Live: a running widget takes it without a restart. */
    'contentFadeOutX1'?: number;
    /** closing: the player's content fading out over the second half of `duration`: cubic-bezier y1 (number -1…2; default 0). Live: a running widget takes it without a restart. */
    'contentFadeOutY1'?: number;
    /** closing: the player's content fading out over the second half of `duration`: cubic-bezier x2 (number 0…1; default 0.58). Live: a running widget takes it without a restart. */
    'contentFadeOutX2'?: number;
    /** closing: the player's content fading out over the second half of `duration`: cubic-bezier y2 (number -1…2; default 1). Live: a running widget takes it without a restart. */
    'contentFadeOutY2'?: number;
    /** closing: the mini player fading in over the second half of `duration`: cubic-bezier x1 (number 0…1; default 0.42). Live: a running widget takes it without a restart. */
    'miniFadeInX1'?: number;
    /** closing: the mini player fading in over the second half of `duration`: cubic-bezier y1 (number -1…2; default 0). Live: a running widget takes it without a restart. */
    'miniFadeInY1'?: number;
    /** closing: the mini player fading in over the second half of `duration`: cubic-bezier x2 (number 0…1; default 1). Live: a running widget takes it without a restart. */
    'miniFadeInX2'?: number;
    /** closing: the mini player fading in over the second half of `duration`: cubic-bezier y2 (number -1…2; default 1). Live: a running widget takes it without a restart. */
    'miniFadeInY2'?: number;
    /** a full-width bar, or Spotify's inset card tinted from the artwork with a progress line (one of bar, card; default "bar"). */
    'miniPlayerStyle'?: 'bar' | 'card';
    /** top safe-area inset (status bar, notch), pt (number 0…200; default 47). */
    'topSafeArea'?: number;
    /** bottom safe-area inset (home indicator), pt (number 0…200; default 34). */
    'bottomSafeArea'?: number;
    /** right to left: horizontal interactions and text mirror (true or false; default false). */
    'rtl'?: boolean;
    /** Reduce Motion: drags still follow the finger; the engine's own animations cross-fade (true or false; default false). */
    'reduceMotion'?: boolean;
    /** Dynamic Type: text size relative to the default (number 0.5…3.5; default 1). */
    'textScale'?: number;
    /** light or dark colours (one of dark, light; default "dark"). */
    'appearance'?: 'dark' | 'light';
  };
  /** The options `setOptions` changes while the widget runs. */
  live: 'tabBarHeight' | 'miniPlayerHeight' | 'duration' | 'dampingRatio' | 'rubberBandResponse' | 'rubberBandDampingRatio' | 'fadeResponse' | 'fadeDampingRatio' | 'contentFadeInX1' | 'contentFadeInY1' | 'contentFadeInX2' | 'contentFadeInY2' | 'miniFadeOutX1' | 'miniFadeOutY1' | 'miniFadeOutX2' | 'miniFadeOutY2' | 'contentFadeOutX1' | 'contentFadeOutY1' | 'contentFadeOutX2' | 'contentFadeOutY2' | 'miniFadeInX1' | 'miniFadeInY1' | 'miniFadeInX2' | 'miniFadeInY2';
  /** The actions by name, each with its fields. */
  actions: {
    /** open the full player */
    'open': Record<string, never>;
    /** close it to the mini player */
    'close': Record<string, never>;
    /** open if closed, close if open */
    'toggle': Record<string, never>;
  };
  /** The events by type, each with its fields (`source`: the child that sent it, '' for its own). */
  events: {
    'threshold': { source: ''; crossed: boolean };
    'opened': { source: '' };
    'closed': { source: '' };
  };
  /** The slots a page fills with its own elements (each number a whole number from 0). */
  slots: 'miniPlayer.content' | 'player.content' | 'empty';
}

/** `lyrics-cards`: a deck of lyric cards: drag the front card away to reveal the next line; short drags spring back. */
export interface LyricsCards {
  /** The options by name, each optional (its default when left out). */
  options: {
    /** the axis the card is dragged along (one of y, x, both; default "y"). */
    'axis'?: 'y' | 'x' | 'both';
    /** drag distance past which a release swaps, pt (number 1…1000; default 80). Live: a running widget takes it without a restart. */
    'dismissalOffset'?: number;
    /** drag distance before fading starts, pt (number 0…1000; default 20). Live: a running widget takes it without a restart. */
    'fadeStart'?: number;
    /** opacity at the dismissal offset (number 0…1; default 0.4). Live: a running widget takes it without a restart. */
    'minimumOpacity'?: number;
    /** scale of the back card (number 0.1…1; default 0.9). Live: a running widget takes it without a restart. */
    'backScale'?: number;
    /** how far up the back card sits, pt (number 0…500; default 30). */
    'backOffset'?: number;
    /** card corner radius, pt (number 0…200; default 16). Live: a running widget takes it without a restart. */
    'cornerRadius'?: number;
    /** return/swap spring response, s (number 0.05…1.5; default 0.42). Live: a running widget takes it without a restart. */
    'springResponse'?: number;
    /** return/swap spring damping ratio (number 0.4…1.5; default 0.82). Live: a running widget takes it without a restart. */
    'springDampingRatio'?: number;
    /** Reduce Motion's cross-fade response, s (number 0.05…1.5; default 0.3). Live: a running widget takes it without a restart. */
    'fadeResponse'?: number;
    /** Reduce Motion's cross-fade damping ratio (number 0.5…1.5; default 1). Live: a running widget takes it without a restart. */
    'fadeDampingRatio'?: number;
    /** use only the first N lyric lines (0: all) (integer 0…10000; default 0). */
    'cards'?: number;
    /** synced lyrics in LRC format (empty: the catalogue track's) (text, at most 1048576 bytes; default ""). */
    'lrc'?: string;
    /** top safe-area inset (status bar, notch), pt (number 0…200; default 47). */
    'topSafeArea'?: number;
    /** bottom safe-area inset (home indicator), pt (number 0…200; default 34). */
    'bottomSafeArea'?: number;
    /** right to left: horizontal interactions and text mirror (true or false; default false). */
    'rtl'?: boolean;
    /** Reduce Motion: drags still follow the finger; the engine's own animations cross-fade (true or false; default false). */
    'reduceMotion'?: boolean;
    /** Dynamic Type: text size relative to the default (number 0.5…3.5; default 1). */
    'textScale'?: number;
    /** light or dark colours (one of dark, light; default "dark"). */
    'appearance'?: 'dark' | 'light';
  };
  /** The options `setOptions` changes while the widget runs. */
  live: 'dismissalOffset' | 'fadeStart' | 'minimumOpacity' | 'backScale' | 'cornerRadius' | 'springResponse' | 'springDampingRatio' | 'fadeResponse' | 'fadeDampingRatio';
  /** The actions by name, each with its fields. */
  actions: {
    /** bring the next line forward */
    'next': Record<string, never>;
    /** bring the previous line forward */
    'previous': Record<string, never>;
    /** bring forward the line showing at a track time */
    'seek': { /** the track time, s */ time: number };
  };
  /** The events by type, each with its fields (`source`: the child that sent it, '' for its own). */
  events: {
    'threshold': { source: ''; crossed: boolean };
    'swap': { source: ''; from: number; to: number };
  };
  /** The slots a page fills with its own elements (each number a whole number from 0). */
  slots: `card.${number}` | 'empty';
}

/** `card-presentation`: a card slides up over the app, which shrinks and dims; drag it down to dismiss once its content is at the top. */
export interface CardPresentation {
  /** The options by name, each optional (its default when left out). */
  options: {
    /** gap between the safe area and the presented card, pt (number 0…100; default 10). */
    'cardGap'?: number;
    /** scale of the app behind when presented (number 0.5…1; default 0.92). */
    'presentingScale'?: number;
    /** corner radius of the card's top and the app behind, pt (number 0…40; default 10). */
    'cornerRadius'?: number;
    /** opacity of the dim layer when presented (number 0…1; default 0.4). */
    'dimOpacity'?: number;
    /** the card's spring response, s (number 0.1…1.5; default 0.45). Live: a running widget takes it without a restart. */
    'springResponse'?: number;
    /** the card's spring damping ratio (number 0.5…1.5; default 0.9). Live: a running widget takes it without a restart. */
    'springDampingRatio'?: number;
    /** the grabber's spring response, s (number 0.05…1.5; default 0.3). Live: a running widget takes it without a restart. */
    'grabberResponse'?: number;
    /** the grabber's spring damping ratio (number 0.5…1.5; default 1). Live: a running widget takes it without a restart. */
    'grabberDampingRatio'?: number;
    /** the slider thumb's spring response, s (number 0.05…1; default 0.25). Live: a running widget takes it without a restart. */
    'thumbResponse'?: number;
    /** the slider thumb's spring damping ratio (number 0.3…1.5; default 0.8). Live: a running widget takes it without a restart. */
    'thumbDampingRatio'?: number;
    /** the rows' spring as they make way and a dropped row lands, s (number 0.05…1.5; default 0.25). Live: a running widget takes it without a restart. */
    'reorderResponse'?: number;
    /** the reorder spring's damping ratio (number 0.5…1.5; default 1). Live: a running widget takes it without a restart. */
    'reorderDampingRatio'?: number;
    /** Reduce Motion's cross-fade response, s (number 0.05…1.5; default 0.3). Live: a running widget takes it without a restart. */
    'fadeResponse'?: number;
    /** Reduce Motion's cross-fade damping ratio (number 0.5…1.5; default 1). Live: a running widget takes it without a restart. */
    'fadeDampingRatio'?: number;
    /** the content's scroll-to-top spring response, s (number 0.1…1; default 0.35). Live: a running widget takes it without a restart. */
    'scrollResponse'?: number;
    /** the content's scroll-to-top spring damping ratio (at least 1: never past the top) (number 1…1.2; default 1). Live: a running widget takes it without a restart. */
    'scrollDampingRatio'?: number;
    /** the content's bounce-back spring response, s (number 0.1…1; default 0.45). Live: a running widget takes it without a restart. */
    'bounceResponse'?: number;
    /** the content's bounce-back spring damping ratio (at least 1: never back past the edge) (number 1…1.2; default 1). Live: a running widget takes it without a restart. */
    'bounceDampingRatio'?: number;
    /** where the card rests: large, or medium and large (one of large, medium,large; default "large"). */
    'detents'?: 'large' | 'medium,large';
    /** rows in the card's content (integer 0…200; default 40). */
    'rowCount'?: number;
    /** row height, pt (number 20…200; default 56). */
    'rowHeight'?: number;
    /** a reorder handle on every row: drag it to move the row (true or false; default true). */
    'reorderable'?: boolean;
    /** the content's height when the app supplies it, pt (0: the rows') (number 0…100000; default 0). Live: a running widget takes it without a restart. */
    'contentHeight'?: number;
    /** the card's title (empty: none) (text, at most 200 bytes; default "Up Next"). Live: a running widget takes it without a restart. */
    'title'?: string;
    /** the user may dismiss the card (off: a drag down rubber-bands back, as isModalInPresentation) (true or false; default true). Live: a running widget takes it without a restart. */
    'dismissible'?: boolean;
    /** top safe-area inset (status bar, notch), pt (number 0…200; default 47). */
    'topSafeArea'?: number;
    /** bottom safe-area inset (home indicator), pt (number 0…200; default 34). */
    'bottomSafeArea'?: number;
    /** right to left: horizontal interactions and text mirror (true or false; default false). */
    'rtl'?: boolean;
    /** Reduce Motion: drags still follow the finger; the engine's own animations cross-fade (true or false; default false). */
    'reduceMotion'?: boolean;
    /** Dynamic Type: text size relative to the default (number 0.5…3.5; default 1). */
    'textScale'?: number;
    /** light or dark colours (one of dark, light; default "dark"). */
    'appearance'?: 'dark' | 'light';
  };
  /** The options `setOptions` changes while the widget runs. */
  live: 'springResponse' | 'springDampingRatio' | 'grabberResponse' | 'grabberDampingRatio' | 'thumbResponse' | 'thumbDampingRatio' | 'reorderResponse' | 'reorderDampingRatio' | 'fadeResponse' | 'fadeDampingRatio' | 'scrollResponse' | 'scrollDampingRatio' | 'bounceResponse' | 'bounceDampingRatio' | 'contentHeight' | 'title' | 'dismissible';
  /** The actions by name, each with its fields. */
  actions: {
    /** present the card (as tapping the Up Next row does) */
    'present': Record<string, never>;
    /** dismiss the card */
    'dismiss': Record<string, never>;
    /** a tap on the status bar: scroll the content to its top, or dismiss when it is there */
    'statusBarTap': Record<string, never>;
    /** scroll the card's content to its top */
    'scrollToTop': Record<string, never>;
    /** the accessibility escape gesture: dismiss */
    'escape': Record<string, never>;
    /** move a row of the list to another slot (as dragging it by its handle does) */
    'moveRow': { /** the row's slot, from 0 */ from: number; /** the slot it moves to */ to: number };
  };
  /** The events by type, each with its fields (`source`: the child that sent it, '' for its own). */
  events: {
    'threshold': { source: ''; crossed: boolean };
    'presented': { source: '' };
    'dismissed': { source: '' };
    'dismissAttempted': { source: '' };
    'reordered': { source: ''; from: number; to: number };
  };
  /** The slots a page fills with its own elements (each number a whole number from 0). */
  slots: 'presenting' | 'card.content' | 'empty';
}

/** `cover-carousel`: Now Playing: covers shrink and fade away from the centre and snap to the nearest; transport, and a slider whose thumb grows while held. */
export interface CoverCarousel {
  /** The options by name, each optional (its default when left out). */
  options: {
    /** the queue, one track a line: Title | Artist | m:ss | artwork-ref (| album); empty: the demo catalogue (text, at most 1048576 bytes; default ""). */
    'tracks'?: string;
    /** space left and right of the centred cover, pt (number 0…150; default 34). */
    'margin'?: number;
    /** space between covers, pt (UIKit's flow layout default: no neighbour shows at rest) (number 0…100; default 10). */
    'spacing'?: number;
    /** how fast covers shrink away from the centre (number 0…1; default 0.105). */
    'scaleFactor'?: number;
    /** the band around the centre where covers stay full size (number 0…0.5; default 0.02). */
    'tolerance'?: number;
    /** a cover's opacity at fadedScale and below (number 0…1; default 0.25). */
    'minimumAlpha'?: number;
    /** the scale at which a cover has faded to minimumAlpha (number 0.1…0.99; default 0.86). */
    'fadedScale'?: number;
    /** tracks in the queue, cycling through the catalogue (0: the catalogue's; only covers near the screen are drawn) (integer 0…100000; default 0). */
    'trackCount'?: number;
    /** covers one fling may move (0: as far as it projects) (integer 0…100; default 1). */
    'maxCoversPerFling'?: number;
    /** the covers' snap spring response, s (number 0.1…1; default 0.4). Live: a running widget takes it without a restart. */
    'snapResponse'?: number;
    /** the covers' snap spring damping ratio (at least 1: a snap never overshoots, as paging does) (number 1…1.2; default 1). Live: a running widget takes it without a restart. */
    'snapDampingRatio'?: number;
    /** the slider thumb's spring response, s (number 0.05…1; default 0.25). Live: a running widget takes it without a restart. */
    'thumbResponse'?: number;
    /** the slider thumb's spring damping ratio (number 0.3…1.5; default 0.8). Live: a running widget takes it without a restart. */
    'thumbDampingRatio'?: number;
    /** Reduce Motion's cross-fade response, s (number 0.05…1.5; default 0.3). Live: a running widget takes it without a restart. */
    'fadeResponse'?: number;
    /** Reduce Motion's cross-fade damping ratio (number 0.5…1.5; default 1). Live: a running widget takes it without a restart. */
    'fadeDampingRatio'?: number;
    /** top safe-area inset (status bar, notch), pt (number 0…200; default 47). */
    'topSafeArea'?: number;
    /** bottom safe-area inset (home indicator), pt (number 0…200; default 34). */
    'bottomSafeArea'?: number;
    /** right to left: horizontal interactions and text mirror (true or false; default false). */
    'rtl'?: boolean;
    /** Reduce Motion: drags still follow the finger; the engine's own animations cross-fade (true or false; default false). */
    'reduceMotion'?: boolean;
    /** Dynamic Type: text size relative to the default (number 0.5…3.5; default 1). */
    'textScale'?: number;
    /** light or dark colours (one of dark, light; default "dark"). */
    'appearance'?: 'dark' | 'light';
  };
  /** The options `setOptions` changes while the widget runs. */
  live: 'snapResponse' | 'snapDampingRatio' | 'thumbResponse' | 'thumbDampingRatio' | 'fadeResponse' | 'fadeDampingRatio';
  /** The actions by name, each with its fields. */
  actions: {
    /** the next track: the carousel moves to its cover */
    'next': Record<string, never>;
    /** the previous track */
    'previous': Record<string, never>;
    /** centre a cover and make its track current */
    'selectCover': { /** the cover, from 0 */ index: number };
    /** start playback */
    'play': Record<string, never>;
    /** pause playback */
    'pause': Record<string, never>;
    /** play or pause (the play button) */
    'togglePlay': Record<string, never>;
    /** move the playhead */
    'seek': { /** the playhead, s (clamped to the track) */ time: number };
    /** VoiceOver's swipe up on the carousel: the next cover */
    'increment': Record<string, never>;
    /** VoiceOver's swipe down on the carousel: the previous cover */
    'decrement': Record<string, never>;
    /** shuffle on or off (the shuffle button): the covers after the playing one show the shuffled order, and next moves one cover */
    'toggleShuffle': Record<string, never>;
    /** repeat off → all → one (the repeat button) */
    'cycleRepeat': Record<string, never>;
  };
  /** The events by type, each with its fields (`source`: the child that sent it, '' for its own). */
  events: {
    'centered': { source: ''; index: number };
    'track': { source: ''; index: number };
  };
  /** The slots a page fills with its own elements (each number a whole number from 0). */
  slots: `cover.${number}` | 'empty';
}

/** `library-pager`: Your Library: categories over sub-category pages in one strip; the indicator follows the drag at each label's exact width. */
export interface LibraryPager {
  /** The options by name, each optional (its default when left out). */
  options: {
    /** categories and their sub-categories: Name:Sub,Sub;Name:Sub (a page lists the catalogue's items of its kind) (text, at most 20000 bytes; default "Music:Playlists,Artists,Albums;Podcasts:Episodes,Downloads,Shows"). */
    'categories'?: string;
    /** space before the first label of each row, pt (number 0…80; default 16). */
    'margin'?: number;
    /** the most rows a page lists (its own items, up to this many) (integer 0…100; default 100). */
    'rowCount'?: number;
    /** the strip's settling on a page: response, s (number 0.05…1.5; default 0.4). Live: a running widget takes it without a restart. */
    'snapResponse'?: number;
    /** the strip's settling on a page: damping ratio (number 0.4…1.5; default 1). Live: a running widget takes it without a restart. */
    'snapDampingRatio'?: number;
    /** back from past an edge (strip and lists): response, s (number 0.05…1.5; default 0.45). Live: a running widget takes it without a restart. */
    'bounceResponse'?: number;
    /** back from past an edge (strip and lists): damping ratio (number 0.4…1.5; default 1). Live: a running widget takes it without a restart. */
    'bounceDampingRatio'?: number;
    /** Reduce Motion's cross-fade of the pages: response, s (number 0.05…1.5; default 0.3). Live: a running widget takes it without a restart. */
    'crossFadeResponse'?: number;
    /** Reduce Motion's cross-fade of the pages: damping ratio (number 0.4…1.5; default 1). Live: a running widget takes it without a restart. */
    'crossFadeDampingRatio'?: number;
    /** top safe-area inset (status bar, notch), pt (number 0…200; default 47). */
    'topSafeArea'?: number;
    /** bottom safe-area inset (home indicator), pt (number 0…200; default 34). */
    'bottomSafeArea'?: number;
    /** right to left: horizontal interactions and text mirror (true or false; default false). */
    'rtl'?: boolean;
    /** Reduce Motion: drags still follow the finger; the engine's own animations cross-fade (true or false; default false). */
    'reduceMotion'?: boolean;
    /** Dynamic Type: text size relative to the default (number 0.5…3.5; default 1). */
    'textScale'?: number;
    /** light or dark colours (one of dark, light; default "dark"). */
    'appearance'?: 'dark' | 'light';
  };
  /** The options `setOptions` changes while the widget runs. */
  live: 'snapResponse' | 'snapDampingRatio' | 'bounceResponse' | 'bounceDampingRatio' | 'crossFadeResponse' | 'crossFadeDampingRatio';
  /** The actions by name, each with its fields. */
  actions: {
    /** the next sub-category (past the last, the next category's first) */
    'nextPage': Record<string, never>;
    /** the previous sub-category */
    'previousPage': Record<string, never>;
    /** select a category at its first sub-category (a tap on its name) */
    'selectCategory': { /** the category, from 0 */ index: number };
    /** go to a sub-category of the current category (a tap on its label) */
    'selectSubcategory': { /** the sub-category, from 0 */ index: number };
    /** choose a row of the page showing (a tap on it): emits `selected` with the track it plays */
    'selectRow': { /** the row, from 0 */ index: number };
  };
  /** The events by type, each with its fields (`source`: the child that sent it, '' for its own). */
  events: {
    'page': { source: ''; category: number; subcategory: number };
    'selected': { source: ''; category: number; subcategory: number; row: number; track?: number };
  };
  /** The slots a page fills with its own elements (each number a whole number from 0). */
  slots: `pager.page.${number}.${number}` | 'empty';
}

/** `showcase`: one music player made of all five: tabs, Your Library, mini player → Now Playing with the covers, lyric cards on the clock, the queue as a card. */
export interface Showcase {
  /** The options by name, each optional (its default when left out). */
  options: {
    /** the app's tracks, one a line: Title | Artist | m:ss | artwork-ref (| album); every child shows them and nothing of the demo's (empty: the demo catalogue) (text, at most 1048576 bytes; default ""). */
    'tracks'?: string;
    /** tab bar height above the safe area, pt (number 30…120; default 49). */
    'tabBarHeight'?: number;
    /** the lyrics view sliding over the full player: response, s (number 0.05…1.5; default 0.4). Live: a running widget takes it without a restart. */
    'lyricsViewResponse'?: number;
    /** the lyrics view sliding over the full player: damping ratio (number 0.4…1.5; default 1). Live: a running widget takes it without a restart. */
    'lyricsViewDampingRatio'?: number;
    /** the mini player springing back from a sideways swipe: response, s (number 0.05…1.5; default 0.3). Live: a running widget takes it without a restart. */
    'miniSwipeResponse'?: number;
    /** the mini player springing back from a sideways swipe: damping ratio (number 0.4…1.5; default 1). Live: a running widget takes it without a restart. */
    'miniSwipeDampingRatio'?: number;
    /** player: frame spring settling duration (UIKit's, with dampingRatio), s (number 0.05…3; default 0.5). Live: a running widget takes it without a restart. */
    'player.duration'?: number;
    /** player: frame spring damping ratio (UIKit's; below 1 overshoots) (number 0.2…1; default 1). Live: a running widget takes it without a restart. */
    'player.dampingRatio'?: number;
    /** player: rubber band spring-back response, s (number 0.05…1.5; default 0.4). Live: a running widget takes it without a restart. */
    'player.rubberBandResponse'?: number;
    /** player: rubber band spring-back damping ratio (number 0.4…1.5; default 1). Live: a running widget takes it without a restart. */
    'player.rubberBandDampingRatio'?: number;
    /** player: Reduce Motion's cross-fade response, s (number 0.05…1.5; default 0.3). Live: a running widget takes it without a restart. */
    'player.fadeResponse'?: number;
    /** player: Reduce Motion's cross-fade damping ratio (number 0.5…1.5; default 1). Live: a running widget takes it without a restart. */
    'player.fadeDampingRatio'?: number;
    /** player: opening: the player's content fading in over the first half of `duration`: cubic-bezier x1 (number 0…1; default 0.42). Live: a running widget takes it without a restart. */
    'player.contentFadeInX1'?: number;
    /** player: opening: the player's content fading in over the first half of `duration`: cubic-bezier y1 (number -1…2; default 0). Live: a running widget takes it without a restart. */
    'player.contentFadeInY1'?: number;
    /** player: opening: the player's content fading in over the first half of `duration`: cubic-bezier x2 (number 0…1; default 1). Live: a running widget takes it without a restart. */
    'player.contentFadeInX2'?: number;
    /** player: opening: the player's content fading in over the first half of `duration`: cubic-bezier y2 (number -1…2; default 1). Live: a running widget takes it without a restart. */
    'player.contentFadeInY2'?: number;
    /** player: opening: the mini player fading out over the first half of `duration`: cubic-bezier x1 (number 0…1; default 0). Live: a running widget takes it without a restart. */
    'player.miniFadeOutX1'?: number;
    /** player: opening: the mini player fading out over the first half of `duration`: cubic-bezier y1 (number -1…2; default 0). Live: a running widget takes it without a restart. */
    'player.miniFadeOutY1'?: number;
    /** player: opening: the mini player fading out over the first half of `duration`: cubic-bezier x2 (number 0…1; default 0.58). Live: a running widget takes it without a restart. */
    'player.miniFadeOutX2'?: number;
    /** player: opening: the mini player fading out over the first half of `duration`: cubic-bezier y2 (number -1…2; default 1). Live: a running widget takes it without a restart. */
    'player.miniFadeOutY2'?: number;
    /** player: closing: the player's content fading out over the second half of `duration`: cubic-bezier x1 (number 0…1; default 0). Live: a running widget takes it without a restart. */
    'player.contentFadeOutX1'?: number;
    /** player: closing: the player's content fading out over the second half of `duration`: cubic-bezier y1 (number -1…2; default 0). Live: a running widget takes it without a restart. */
    'player.contentFadeOutY1'?: number;
    /** player: closing: the player's content fading out over the second half of `duration`: cubic-bezier x2 (number 0…1; default 0.58). Live: a running widget takes it without a restart. */
    'player.contentFadeOutX2'?: number;
    /** player: closing: the player's content fading out over the second half of `duration`: cubic-bezier y2 (number -1…2; default 1). Live: a running widget takes it without a restart. */
    'player.contentFadeOutY2'?: number;
    /** player: closing: the mini player fading in over the second half of `duration`: cubic-bezier x1 (number 0…1; default 0.42). Live: a running widget takes it without a restart. */
    'player.miniFadeInX1'?: number;
    /** player: closing: the mini player fading in over the second half of `duration`: cubic-bezier y1 (number -1…2; default 0). Live: a running widget takes it without a restart. */
    'player.miniFadeInY1'?: number;
    /** player: closing: the mini player fading in over the second half of `duration`: cubic-bezier x2 (number 0…1; default 1). Live: a running widget takes it without a restart. */
    'player.miniFadeInX2'?: number;
    /** player: closing: the mini player fading in over the second half of `duration`: cubic-bezier y2 (number -1…2; default 1). Live: a running widget takes it without a restart. */
    'player.miniFadeInY2'?: number;
    /** carousel: the covers' snap spring response, s (number 0.1…1; default 0.4). Live: a running widget takes it without a restart. */
    'carousel.snapResponse'?: number;
    /** carousel: the covers' snap spring damping ratio (at least 1: a snap never overshoots, as paging does) (number 1…1.2; default 1). Live: a running widget takes it without a restart. */
    'carousel.snapDampingRatio'?: number;
    /** carousel: the slider thumb's spring response, s (number 0.05…1; default 0.25). Live: a running widget takes it without a restart. */
    'carousel.thumbResponse'?: number;
    /** carousel: the slider thumb's spring damping ratio (number 0.3…1.5; default 0.8). Live: a running widget takes it without a restart. */
    'carousel.thumbDampingRatio'?: number;
    /** carousel: Reduce Motion's cross-fade response, s (number 0.05…1.5; default 0.3). Live: a running widget takes it without a restart. */
    'carousel.fadeResponse'?: number;
    /** carousel: Reduce Motion's cross-fade damping ratio (number 0.5…1.5; default 1). Live: a running widget takes it without a restart. */
    'carousel.fadeDampingRatio'?: number;
    /** library: the strip's settling on a page: response, s (number 0.05…1.5; default 0.4). Live: a running widget takes it without a restart. */
    'library.snapResponse'?: number;
    /** library: the strip's settling on a page: damping ratio (number 0.4…1.5; default 1). Live: a running widget takes it without a restart. */
    'library.snapDampingRatio'?: number;
    /** library: back from past an edge (strip and lists): response, s (number 0.05…1.5; default 0.45). Live: a running widget takes it without a restart. */
    'library.bounceResponse'?: number;
    /** library: back from past an edge (strip and lists): damping ratio (number 0.4…1.5; default 1). Live: a running widget takes it without a restart. */
    'library.bounceDampingRatio'?: number;
    /** library: Reduce Motion's cross-fade of the pages: response, s (number 0.05…1.5; default 0.3). Live: a running widget takes it without a restart. */
    'library.crossFadeResponse'?: number;
    /** library: Reduce Motion's cross-fade of the pages: damping ratio (number 0.4…1.5; default 1). Live: a running widget takes it without a restart. */
    'library.crossFadeDampingRatio'?: number;
    /** lyrics: return/swap spring response, s (number 0.05…1.5; default 0.42). Live: a running widget takes it without a restart. */
    'lyrics.springResponse'?: number;
    /** lyrics: return/swap spring damping ratio (number 0.4…1.5; default 0.82). Live: a running widget takes it without a restart. */
    'lyrics.springDampingRatio'?: number;
    /** lyrics: Reduce Motion's cross-fade response, s (number 0.05…1.5; default 0.3). Live: a running widget takes it without a restart. */
    'lyrics.fadeResponse'?: number;
    /** lyrics: Reduce Motion's cross-fade damping ratio (number 0.5…1.5; default 1). Live: a running widget takes it without a restart. */
    'lyrics.fadeDampingRatio'?: number;
    /** queue: the card's spring response, s (number 0.1…1.5; default 0.45). Live: a running widget takes it without a restart. */
    'queue.springResponse'?: number;
    /** queue: the card's spring damping ratio (number 0.5…1.5; default 0.9). Live: a running widget takes it without a restart. */
    'queue.springDampingRatio'?: number;
    /** queue: the grabber's spring response, s (number 0.05…1.5; default 0.3). Live: a running widget takes it without a restart. */
    'queue.grabberResponse'?: number;
    /** queue: the grabber's spring damping ratio (number 0.5…1.5; default 1). Live: a running widget takes it without a restart. */
    'queue.grabberDampingRatio'?: number;
    /** queue: the rows' spring as they make way and a dropped row lands, s (number 0.05…1.5; default 0.25). Live: a running widget takes it without a restart. */
    'queue.reorderResponse'?: number;
    /** queue: the reorder spring's damping ratio (number 0.5…1.5; default 1). Live: a running widget takes it without a restart. */
    'queue.reorderDampingRatio'?: number;
    /** queue: Reduce Motion's cross-fade response, s (number 0.05…1.5; default 0.3). Live: a running widget takes it without a restart. */
    'queue.fadeResponse'?: number;
    /** queue: Reduce Motion's cross-fade damping ratio (number 0.5…1.5; default 1). Live: a running widget takes it without a restart. */
    'queue.fadeDampingRatio'?: number;
    /** queue: the content's scroll-to-top spring response, s (number 0.1…1; default 0.35). Live: a running widget takes it without a restart. */
    'queue.scrollResponse'?: number;
    /** queue: the content's scroll-to-top spring damping ratio (at least 1: never past the top) (number 1…1.2; default 1). Live: a running widget takes it without a restart. */
    'queue.scrollDampingRatio'?: number;
    /** queue: the content's bounce-back spring response, s (number 0.1…1; default 0.45). Live: a running widget takes it without a restart. */
    'queue.bounceResponse'?: number;
    /** queue: the content's bounce-back spring damping ratio (at least 1: never back past the edge) (number 1…1.2; default 1). Live: a running widget takes it without a restart. */
    'queue.bounceDampingRatio'?: number;
    /** top safe-area inset (status bar, notch), pt (number 0…200; default 47). */
    'topSafeArea'?: number;
    /** bottom safe-area inset (home indicator), pt (number 0…200; default 34). */
    'bottomSafeArea'?: number;
    /** right to left: horizontal interactions and text mirror (true or false; default false). */
    'rtl'?: boolean;
    /** Reduce Motion: drags still follow the finger; the engine's own animations cross-fade (true or false; default false). */
    'reduceMotion'?: boolean;
    /** Dynamic Type: text size relative to the default (number 0.5…3.5; default 1). */
    'textScale'?: number;
    /** light or dark colours (one of dark, light; default "dark"). */
    'appearance'?: 'dark' | 'light';
  };
  /** The options `setOptions` changes while the widget runs. */
  live: 'lyricsViewResponse' | 'lyricsViewDampingRatio' | 'miniSwipeResponse' | 'miniSwipeDampingRatio' | 'player.duration' | 'player.dampingRatio' | 'player.rubberBandResponse' | 'player.rubberBandDampingRatio' | 'player.fadeResponse' | 'player.fadeDampingRatio' | 'player.contentFadeInX1' | 'player.contentFadeInY1' | 'player.contentFadeInX2' | 'player.contentFadeInY2' | 'player.miniFadeOutX1' | 'player.miniFadeOutY1' | 'player.miniFadeOutX2' | 'player.miniFadeOutY2' | 'player.contentFadeOutX1' | 'player.contentFadeOutY1' | 'player.contentFadeOutX2' | 'player.contentFadeOutY2' | 'player.miniFadeInX1' | 'player.miniFadeInY1' | 'player.miniFadeInX2' | 'player.miniFadeInY2' | 'carousel.snapResponse' | 'carousel.snapDampingRatio' | 'carousel.thumbResponse' | 'carousel.thumbDampingRatio' | 'carousel.fadeResponse' | 'carousel.fadeDampingRatio' | 'library.snapResponse' | 'library.snapDampingRatio' | 'library.bounceResponse' | 'library.bounceDampingRatio' | 'library.crossFadeResponse' | 'library.crossFadeDampingRatio' | 'lyrics.springResponse' | 'lyrics.springDampingRatio' | 'lyrics.fadeResponse' | 'lyrics.fadeDampingRatio' | 'queue.springResponse' | 'queue.springDampingRatio' | 'queue.grabberResponse' | 'queue.grabberDampingRatio' | 'queue.reorderResponse' | 'queue.reorderDampingRatio' | 'queue.fadeResponse' | 'queue.fadeDampingRatio' | 'queue.scrollResponse' | 'queue.scrollDampingRatio' | 'queue.bounceResponse' | 'queue.bounceDampingRatio';
  /** The actions by name, each with its fields. */
  actions: {
    /** show a tab (a tap on it) */
    'selectTab': { /** 0 Home, 1 Search, 2 Your Library */ index: number };
    /** play a track from the start (a tap on a tile) */
    'playTrack': { /** the track, from 0 (past the catalogue's last: refused) */ index: number };
    /** play a Home tile or card (a tap on it): its track, and Now Playing says where from */
    'playHome': { /** Home's tiles, then each shelf's cards, from 0 */ index: number };
    /** play a song from Search (a tap on its row) */
    'playSearch': { /** the song row, from 0 */ index: number };
    /** open the Your Library page a Search tile names (a tap on it) */
    'browse': { /** the tile, from 0 */ index: number };
    /** show the lyric cards over the full player */
    'openLyrics': Record<string, never>;
    /** hide them */
    'closeLyrics': Record<string, never>;
    /** like or unlike the track playing (the heart beside its title) */
    'toggleLike': Record<string, never>;
    /** the playing track's menu (the ⋯ button) */
    'more': Record<string, never>;
    /** the share sheet (the share button) */
    'share': Record<string, never>;
    /** the devices sheet (the devices button) */
    'devices': Record<string, never>;
    /** close the sheet showing (a tap above it) */
    'closeSheet': Record<string, never>;
    /** choose a row of the sheet showing (a tap on it) */
    'chooseSheetRow': { /** the row, from 0 */ index: number };
    /** Your Library's Albums, the player closed (the menu's Go to album) */
    'goToAlbum': Record<string, never>;
    /** Your Library's Artists, the player closed (the menu's Go to artist) */
    'goToArtist': Record<string, never>;
    /** open the full player */
    'player.open': Record<string, never>;
    /** close it to the mini player */
    'player.close': Record<string, never>;
    /** open if closed, close if open */
    'player.toggle': Record<string, never>;
    /** the next track: the carousel moves to its cover */
    'carousel.next': Record<string, never>;
    /** the previous track */
    'carousel.previous': Record<string, never>;
    /** centre a cover and make its track current */
    'carousel.selectCover': { /** the cover, from 0 */ index: number };
    /** start playback */
    'carousel.play': Record<string, never>;
    /** pause playback */
    'carousel.pause': Record<string, never>;
    /** play or pause (the play button) */
    'carousel.togglePlay': Record<string, never>;
    /** move the playhead */
    'carousel.seek': { /** the playhead, s (clamped to the track) */ time: number };
    /** VoiceOver's swipe up on the carousel: the next cover */
    'carousel.increment': Record<string, never>;
    /** VoiceOver's swipe down on the carousel: the previous cover */
    'carousel.decrement': Record<string, never>;
    /** shuffle on or off (the shuffle button): the covers after the playing one show the shuffled order, and next moves one cover */
    'carousel.toggleShuffle': Record<string, never>;
    /** repeat off → all → one (the repeat button) */
    'carousel.cycleRepeat': Record<string, never>;
    /** the next sub-category (past the last, the next category's first) */
    'library.nextPage': Record<string, never>;
    /** the previous sub-category */
    'library.previousPage': Record<string, never>;
    /** select a category at its first sub-category (a tap on its name) */
    'library.selectCategory': { /** the category, from 0 */ index: number };
    /** go to a sub-category of the current category (a tap on its label) */
    'library.selectSubcategory': { /** the sub-category, from 0 */ index: number };
    /** choose a row of the page showing (a tap on it): emits `selected` with the track it plays */
    'library.selectRow': { /** the row, from 0 */ index: number };
    /** bring the next line forward */
    'lyrics.next': Record<string, never>;
    /** bring the previous line forward */
    'lyrics.previous': Record<string, never>;
    /** bring forward the line showing at a track time */
    'lyrics.seek': { /** the track time, s */ time: number };
    /** present the card (as tapping the Up Next row does) */
    'queue.present': Record<string, never>;
    /** dismiss the card */
    'queue.dismiss': Record<string, never>;
    /** a tap on the status bar: scroll the content to its top, or dismiss when it is there */
    'queue.statusBarTap': Record<string, never>;
    /** scroll the card's content to its top */
    'queue.scrollToTop': Record<string, never>;
    /** the accessibility escape gesture: dismiss */
    'queue.escape': Record<string, never>;
    /** move a row of the list to another slot (as dragging it by its handle does) */
    'queue.moveRow': { /** the row's slot, from 0 */ from: number; /** the slot it moves to */ to: number };
  };
  /** The events by type, each with its fields (`source`: the child that sent it, '' for its own). */
  events: {
    'share': { source: ''; track: number; via: string };
    'devices': { source: '' };
    'threshold': { source: 'player'; crossed: boolean } | { source: 'lyrics'; crossed: boolean } | { source: 'queue'; crossed: boolean };
    'opened': { source: 'player' };
    'closed': { source: 'player' };
    'swap': { source: 'lyrics'; from: number; to: number };
    'presented': { source: 'queue' };
    'dismissed': { source: 'queue' };
    'dismissAttempted': { source: 'queue' };
    'reordered': { source: 'queue'; from: number; to: number };
    'page': { source: 'library'; category: number; subcategory: number };
    'selected': { source: 'library'; category: number; subcategory: number; row: number; track?: number };
  };
  /** The slots a page fills with its own elements (each number a whole number from 0). */
  slots: 'player.miniPlayer.content' | `carousel.cover.${number}` | `lyrics.card.${number}` | 'queue.card.content' | `library.pager.page.${number}.${number}` | 'empty';
}

/** Every interaction by id. */
export interface Interactions {
  'player-transition': PlayerTransition;
  'lyrics-cards': LyricsCards;
  'card-presentation': CardPresentation;
  'cover-carousel': CoverCarousel;
  'library-pager': LibraryPager;
  'showcase': Showcase;
}
