import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

/// Spotify's Now Playing screen: a carousel of square covers that shrink and fade
/// away from the centre (with a full-size tolerance band), snapping by projection
/// to a cover (at most `maxCoversPerFling` per fling, the release velocity carried
/// into the snap); the title and artist of the centred track; a progress slider
/// whose thumb grows while held; and the transport row, its four side buttons in
/// equal slots around a 74 pt play button.
///
/// Only the covers near the viewport are layers, so a 100,000-track queue costs a
/// frame what a 12-track one does. Playback runs on the time passed in, in closed
/// form (the elapsed time is a function of the instant, never a running sum).
public struct CoverCarousel: Interaction {
    public struct Configuration: InteractionConfiguration {
        public var viewport: Size
        public var idPrefix = ""
        public var environment = InteractionEnvironment()
        public var topSafeArea: Double { get { environment.safeArea.top } set { environment.safeArea.top = newValue } }
        public var bottomSafeArea: Double { get { environment.safeArea.bottom } set { environment.safeArea.bottom = newValue } }
        /// Space left and right of the centred cover, pt (a cover is width − 2·margin square).
        public var margin = 34.0
        /// Space between covers, pt.
        public var spacing = 0.0
        /// How fast covers shrink away from the centre: scale = min(1, 1 − k·distance/centreX + tolerance).
        public var scaleFactor = 0.105
        /// The band around the centre where covers stay full size.
        public var tolerance = 0.02
        /// A cover's opacity at `fadedScale` and below (1 at full size, linear between).
        public var minimumAlpha = 0.25
        public var fadedScale = 0.86
        public var trackCount = 12
        /// How many covers one fling may move; 0: as far as it projects.
        public var maxCoversPerFling = 1
        public var rtl: Bool { get { environment.isRightToLeft } set { environment.layoutDirection = newValue ? .rightToLeft : .leftToRight } }
        /// Cross-fade to a new cover instead of sliding.
        public var reduceMotion: Bool { get { environment.reduceMotion } set { environment.reduceMotion = newValue } }

        public init(viewport: Size) { self.viewport = viewport }

        var coverSize: Double { max(1, viewport.width - 2 * margin) }
        /// The distance between neighbouring covers' centres, and the scroll offset per cover.
        var pitch: Double { coverSize + spacing }
        var centreX: Double { viewport.width / 2 }
        var carouselTop: Double { topSafeArea + 64 }
        var titleTop: Double { carouselTop + coverSize + 32 }
        var sliderTrack: Rect { Rect(x: margin, y: titleTop + 76, width: max(1, viewport.width - 2 * margin), height: 4) }
        /// The transport row's vertical centre.
        var transportY: Double { sliderTrack.maxY + 36 + 37 }
        var direction: LayoutDirection { rtl ? .rightToLeft : .leftToRight }
    }

    public enum Action: InteractionActions, Equatable {
        case next, previous, selectCover(Int), play, pause, togglePlay, seek(Double), increment, decrement, toggleShuffle, cycleRepeat

        public static let table = ActionTable<Action>([
            .action("next", .next, "the next track: the carousel moves to its cover"),
            .action("previous", .previous, "the previous track"),
            .integer("selectCover", field: "index", 0...99_999, fieldSummary: "the cover, from 0", "centre a cover and make its track current",
                     make: { .selectCover($0) }, read: { if case .selectCover(let index) = $0 { index } else { nil } }),
            .action("play", .play, "start playback"),
            .action("pause", .pause, "pause playback"),
            .action("togglePlay", .togglePlay, "play or pause (the play button)"),
            .number("seek", field: "time", 0...86_400, fieldSummary: "the playhead, s (clamped to the track)", "move the playhead",
                    make: { .seek($0) }, read: { if case .seek(let time) = $0 { time } else { nil } }),
            .action("increment", .increment, "VoiceOver's swipe up on the carousel: the next cover"),
            .action("decrement", .decrement, "VoiceOver's swipe down on the carousel: the previous cover"),
            .action("toggleShuffle", .toggleShuffle,
                    "shuffle on or off (the shuffle button): next and previous, and a track's end, follow the shuffled order"),
            .action("cycleRepeat", .cycleRepeat, "repeat off → all → one (the repeat button)"),
        ])
    }

    public static let id = "cover-carousel"
    public static let summary = "Now Playing: covers shrink and fade away from the centre and snap to the nearest; transport, and a slider whose thumb grows while held"
    public static let options = OptionTable<Configuration>([
        .number("topSafeArea", 0...200, default: 47, "top safe-area inset, pt") { $0.topSafeArea = $1 },
        .number("bottomSafeArea", 0...200, default: 34, "bottom safe-area inset, pt") { $0.bottomSafeArea = $1 },
        .number("margin", 0...150, default: 34, "space left and right of the centred cover, pt") { $0.margin = $1 },
        .number("spacing", 0...100, default: 0, "space between covers, pt") { $0.spacing = $1 },
        .number("scaleFactor", 0...1, default: 0.105, "how fast covers shrink away from the centre") { $0.scaleFactor = $1 },
        .number("tolerance", 0...0.5, default: 0.02, "the band around the centre where covers stay full size") { $0.tolerance = $1 },
        .number("minimumAlpha", 0...1, default: 0.25, "a cover's opacity at fadedScale and below") { $0.minimumAlpha = $1 },
        .number("fadedScale", 0.1...0.99, default: 0.86, "the scale at which a cover has faded to minimumAlpha") { $0.fadedScale = $1 },
        .integer("trackCount", 1...100_000, default: 12, "tracks in the queue (only covers near the screen are drawn)") { $0.trackCount = $1 },
        .integer("maxCoversPerFling", 0...100, default: 1, "covers one fling may move (0: as far as it projects)") { $0.maxCoversPerFling = $1 },
        .bool("rtl", default: false, "right to left: the carousel and the transport row mirror") { $0.rtl = $1 },
        .bool("reduceMotion", default: false, "cross-fade to a new cover instead of sliding") { $0.reduceMotion = $1 },
    ])

    public let configuration: Configuration
    /// Events since the host last took them.
    public var events = EventOutbox()
    /// The carousel: offset `pitch · i` centres cover i.
    var carousel: ScrollOwner
    /// The slider thumb's growth (0 small, 1 held), sprung.
    var thumb: SettlingSpring<Double>
    /// Reduce Motion's cross-fade in of the covers (1 shown).
    var fade: SettlingSpring<Double>
    /// The track playing (or paused): its title, artist and time show.
    var track = 0
    /// Playback: the elapsed time was `elapsedAtStart` at `playStart` (closed form).
    var playing = false
    /// Shuffle: the next track follows a fixed shuffled order (deterministic, no random source).
    var shuffle = false
    var repeatMode = RepeatMode.off
    var playStart = 0.0
    var elapsedAtStart = 0.0
    /// While the slider is held: the value the finger shows, and where the drag began.
    var scrub: (value: Double, startValue: Double, startX: Double)?
    var gestures = PointerGestures<CoverGesture>()
    var gesture: CoverGesture?
    var dragTranslation = 0.0
    var time = 0.0
    /// The covers drawn now (a window around the centred one) and the layers' fixed places.
    var paths: CoverCarouselPaths

    public init(configuration c: Configuration) {
        configuration = c
        let count = max(1, c.trackCount)
        let scroll = ScrollConfiguration(
            viewportLength: c.viewport.width, contentLength: Double(count - 1) * c.pitch + c.viewport.width,
            paging: .pageSize(c.pitch), limitsPagingToOnePage: c.maxCoversPerFling == 1,
            snapSpring: Spring(response: 0.4, dampingRatio: 1))
        carousel = ScrollOwner(ScrollPhysics(scroll), layoutDirection: c.direction)
        thumb = SettlingSpring(spring: Spring(response: 0.25, dampingRatio: 0.8), value: 0, tolerance: .progress)
        fade = SettlingSpring(spring: Spring(response: 0.3, dampingRatio: 1), value: 1, tolerance: .progress)
        paths = CoverCarouselPaths(in: Self.buildLayers(c, track: 0, centre: 0), c)
    }

    public var background: Color { Palette.background }

    var trackCount: Int { max(1, configuration.trackCount) }

    /// The carousel's offset in covers (2.5: halfway between covers 2 and 3).
    var position: Double { carousel.scroll.contentOffset / configuration.pitch }

    /// The cover nearest the centre.
    var centred: Int { Self.coverIndex(position.rounded(), count: trackCount) }

    /// The elapsed time of the current track at `time`.
    var elapsed: Double {
        if let scrub { return scrub.value * duration(of: track) }
        return playing ? elapsedAtStart + (time - playStart) : elapsedAtStart
    }

    /// The slider's position, 0…1: the finger's while held, the playhead's otherwise.
    var sliderFraction: Double {
        if let scrub { return scrub.value }
        let length = duration(of: track)
        return length > 0 ? clamp(elapsed / length, 0...1) : 0
    }

    public var phase: InteractionPhase {
        if gesture == .carousel || gesture == .slider { return .dragging }
        if !carousel.isAtRest || !thumb.isSettled || !fade.isSettled { return .animating }
        return .idle
    }

    /// A playing track moves the slider and its times with the clock: never at rest.
    public var isAtRest: Bool { phase == .idle && !playing }

    public var state: InteractionState {
        InteractionState([("centered", .int(centred)), ("track", .int(track)), ("phase", .string(phase.rawValue)),
                          ("playing", .bool(playing)), ("elapsed", .number(elapsed)), ("shuffle", .bool(shuffle)),
                          ("repeat", .string(repeatMode.rawValue))])
    }

    public func invariantViolation() -> String? {
        let c = configuration
        let offset = carousel.scroll.contentOffset
        guard offset.isFinite, carousel.scroll.velocity.isFinite, thumb.value.isFinite, fade.value.isFinite else {
            return "a position or velocity is not finite"
        }
        // Past either end the carousel only rubber-bands: less than a viewport.
        let low = carousel.scroll.configuration.minimumOffset, high = carousel.scroll.configuration.maximumOffset
        guard offset > low - c.viewport.width, offset < high + c.viewport.width else { return "carousel offset \(offset) is off its range" }
        guard (0..<trackCount).contains(track) else { return "track \(track) is not in the queue" }
        let e = elapsed
        guard e >= -1e-9, e <= duration(of: track) + 1e-9 else { return "elapsed \(e) is outside the track (\(duration(of: track)) s)" }
        return nil
    }
}

/// Repeat: off, the whole queue, or the track playing.
enum RepeatMode: String, Sendable {
    case off, all, one
}

/// What competes for a pointer on the Now Playing screen.
enum CoverGesture: Hashable, Sendable {
    /// Dragging the carousel sideways.
    case carousel
    /// The progress slider (a control: it claims its touch).
    case slider
    case shuffle, previous, play, next, repeatButton
}

extension CoverCarousel {
    static let titles = ["Midnight City", "Holocene", "Teardrop", "Nightcall", "Dreams", "Breathe", "Ocean Eyes", "Redbone",
                         "Intro", "Motion Sickness", "Retrograde", "Nude"]
    static let artists = ["M83", "Bon Iver", "Massive Attack", "Kavinsky", "Fleetwood Mac", "Télépopmusik", "Billie Eilish",
                          "Childish Gambino", "The xx", "Phoebe Bridgers", "James Blake", "Radiohead"]

    static func title(of track: Int) -> String { "\(titles[track % titles.count]) · \(track + 1)" }
    static func artist(of track: Int) -> String { artists[track % artists.count] }

    /// Track lengths, s: 2:30 to 4:29, varied but fixed.
    func duration(of track: Int) -> Double { Double(150 + (track * 47) % 120) }
}
