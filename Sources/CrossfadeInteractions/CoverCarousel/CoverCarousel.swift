import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

/// Spotify's Now Playing screen: a carousel of square covers that shrink and fade
/// away from the centre (with a full-size tolerance band), snapping by projection
/// to a cover (at most `maxCoversPerFling` per fling, the release velocity carried
/// into the snap); the title and artist of the playing track; a progress slider
/// whose thumb grows while held; and the transport row, its four side buttons in
/// equal slots around a 74 pt play button.
///
/// What it shows comes from the app: the tracks from `configuration.catalogue`,
/// each cover a slot (`cover.N`) where a host mounts the app's artwork view, and
/// playback from `playback`. On its own it owns its playback (closed form: a
/// track's end hands over to the next at its exact instant); in a parent
/// (`ownsPlayback` false) it shows the parent's and sends `playbackRequests` up.
/// Only the covers near the viewport are layers, so a 100,000-track queue costs a
/// frame what a 12-track one does.
///
/// ```swift
/// var configuration = CoverCarousel.Configuration(viewport: Size(width: 390, height: 844))
/// configuration.catalogue.tracks = try Catalogue.tracks(parsing: "Glass Weather | Mira Okafor | 3:12 | covers/glass.jpg")
/// var driver = InteractionDriver(CoverCarousel(configuration: configuration))
/// try driver.perform(.play, at: 0)
/// ```
public struct CoverCarousel: Interaction {
    /// What a host can ask of Now Playing without a gesture.
    public enum Action: InteractionActions, Equatable {
        /// Next or previous track; centre cover N; play, pause, toggle; seek to s; VoiceOver's next or previous cover; shuffle on or off; repeat off → all → one.
        case next, previous, selectCover(Int), play, pause, togglePlay, seek(Double), increment, decrement, toggleShuffle, cycleRepeat

        public static let table = ActionTable<Action>([
            .action("next", .next, "the next track: the carousel moves to its cover", key: "ArrowRight", label: "Next track"),
            .action("previous", .previous, "the previous track", key: "ArrowLeft", label: "Previous track"),
            .integer(
                "selectCover", field: "index", 0...99_999, fieldSummary: "the cover, from 0", "centre a cover and make its track current",
                make: { .selectCover($0) }, read: { if case .selectCover(let index) = $0 { index } else { nil } }),
            .action("play", .play, "start playback"),
            .action("pause", .pause, "pause playback"),
            .action("togglePlay", .togglePlay, "play or pause (the play button)", key: " ", label: "Play or pause"),
            .number(
                "seek", field: "time", 0...86_400, fieldSummary: "the playhead, s (clamped to the track)", "move the playhead",
                make: { .seek($0) }, read: { if case .seek(let time) = $0 { time } else { nil } }),
            .action("increment", .increment, "VoiceOver's swipe up on the carousel: the next cover", label: "Next cover"),
            .action("decrement", .decrement, "VoiceOver's swipe down on the carousel: the previous cover", label: "Previous cover"),
            .action(
                "toggleShuffle", .toggleShuffle,
                "shuffle on or off (the shuffle button): the covers after the playing one show the shuffled order, and next moves one cover",
                label: "Shuffle"),
            .action("cycleRepeat", .cycleRepeat, "repeat off → all → one (the repeat button)", label: "Repeat mode")
        ])
    }

    public static let id = "cover-carousel"
    public static let summary =
        "Now Playing: covers shrink and fade away from the centre and snap to the nearest; transport, and a slider whose thumb grows while held"

    /// The settings the carousel was made with.
    public internal(set) var configuration: Configuration
    /// Events since the host last took them: `centered`, and `track` when it owns playback.
    public var events = EventOutbox()
    /// What plays. On its own the carousel owns it; in a parent the parent sets
    /// it (after applying `playbackRequests`), and the covers follow its track.
    public var playback = Playback()
    /// What it asks a parent to do to playback, oldest first (only when it does
    /// not own it): the parent applies them, empties this and hands `playback` back.
    public var playbackRequests: [PlaybackRequest] = []
    /// The carousel: offset `pitch · i` centres cover i.
    var carousel: ScrollOwner
    /// The progress slider (its thumb grows while held).
    var slider: Slider
    /// Reduce Motion's cross-fade of the covers after a jump.
    var fade: CrossFade
    /// The track whose cover it last followed playback to.
    var followedTrack = 0
    /// The covers are drawn again: the play order changed.
    var orderRedraw = RedrawMark()
    /// Counts the play orders set (`setOrder`): a parent compares it, not the order.
    public internal(set) var orderRevision = 0
    /// The cover it last came to rest on (`centered` is emitted when that changes).
    var restingCover = 0
    /// The cover it last asked its parent to play, so a rest asks once.
    var requestedCover: Int?
    var gestures = PointerGestures<CoverGesture>()
    var gesture: CoverGesture?
    var time = 0.0
    /// The layers it updates, from the tree it builds.
    var paths: CoverCarouselPaths

    /// The carousel at rest on the first cover, track 0 paused at its start.
    public init(configuration c: Configuration) {
        configuration = c
        carousel = ScrollOwner(ScrollPhysics(Self.scrollConfiguration(c)), layoutDirection: c.direction)
        slider = Slider(value: 0, spring: c.thumb)
        fade = CrossFade(spring: c.fade)
        playbackRequests.reserveCapacity(8)
        paths = Self.buildLayers(c, track: 0, centre: 0).paths
    }

    public var background: Color { configuration.environment.palette.background }

    /// Tracks in the queue.
    var trackCount: Int { configuration.queueLength }
    /// The queue position playing (or paused): the cover it shows.
    var track: Int { playback.track }
    /// The catalogue track playing (or paused): the play order's track at `track`.
    public var playingTrack: Int { configuration.track(atCover: playback.track) }
    /// The first queue position that plays catalogue track `track` (the position itself when the order has none).
    public func cover(ofTrack track: Int) -> Int { configuration.order.firstIndex(of: track) ?? track }
    var playing: Bool { playback.playing }

    /// The carousel's offset in covers (2.5: halfway between covers 2 and 3).
    var position: Double { carousel.scroll.contentOffset / configuration.pitch }

    /// The cover nearest the centre.
    var centred: Int { Self.coverIndex(position.rounded(), count: trackCount) }

    /// The length of the track at queue position `index`, s, read in place from the catalogue (the queue cycles through it).
    func duration(of index: Int) -> Double {
        let track = configuration.track(atCover: index)
        guard let position = configuration.catalogue.trackIndex(track) else { return configuration.catalogue.track(track).duration }
        return configuration.catalogue.tracks[position].duration
    }

    /// The elapsed time of the current track now: the finger's while it holds the slider.
    var elapsed: Double {
        let length = duration(of: playback.track)
        if slider.isHeld { return slider.value * length }
        return clamp(playback.elapsed(at: time), 0...length)
    }

    /// The slider's position, 0…1: the finger's while held, the playhead's otherwise.
    var sliderFraction: Double {
        if slider.isHeld { return slider.value }
        let length = duration(of: playback.track)
        return length > 0 ? clamp(playback.elapsed(at: time) / length, 0...1) : 0
    }

    public var phase: InteractionPhase {
        if gesture == .carousel || gesture == .slider { return .dragging }
        if !carousel.isAtRest || !slider.isSettled || !fade.isSettled { return .animating }
        return .idle
    }

    /// A playing track moves the slider and its times with the clock: never at rest.
    public var isAtRest: Bool { phase == .idle && !playback.playing }

    public var state: InteractionState {
        InteractionState([
            ("centered", .int(centred)), ("track", .int(playingTrack)), ("phase", .string(phase.rawValue)),
            ("playing", .bool(playback.playing)), ("elapsed", .number(elapsed)), ("shuffle", .bool(playback.shuffle)),
            ("repeat", .string(playback.repeatMode.rawValue))
        ])
    }

    public func invariantViolation() -> String? {
        let c = configuration
        let offset = carousel.scroll.contentOffset
        guard offset.isFinite, carousel.scroll.velocity.isFinite, slider.growth.value.isFinite, fade.opacity.isFinite else {
            return "a position or velocity is not finite"
        }
        // Past either end the carousel only rubber-bands: less than a viewport.
        let low = carousel.scroll.configuration.minimumOffset, high = carousel.scroll.configuration.maximumOffset
        guard offset > low - c.stageWidth, offset < high + c.stageWidth else { return "carousel offset \(offset) is off its range" }
        guard (0..<trackCount).contains(playback.track) else { return "track \(playback.track) is not in the queue" }
        guard elapsed.isFinite else { return "elapsed \(elapsed) is not finite" }
        return nil
    }
}

/// What competes for a pointer on the Now Playing screen.
enum CoverGesture: Hashable, Sendable {
    /// Dragging the carousel sideways.
    case carousel
    /// The progress slider (a control: it claims its touch).
    case slider
    /// A transport button's tap.
    case button(CoverCarousel.TransportButton)
}

extension CoverCarousel {
    /// The transport row's buttons, leading to trailing.
    enum TransportButton: Hashable, Sendable, CaseIterable {
        case shuffle, previous, play, next, repeatMode

        /// Its layer's id (before the prefix).
        var id: String {
            switch self {
            case .shuffle: "button.shuffle"
            case .previous: "button.previous"
            case .play: "button.play"
            case .next: "button.next"
            case .repeatMode: "button.repeat"
            }
        }
    }
}
