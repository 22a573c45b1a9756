import CrossfadeMotion

/// The showcase's springs as options, so a host's motion lab can tune every one
/// of them: its own (the lyrics view sliding over the player, the mini player's
/// swipe springing back) and each child's under the child's prefix, named as the
/// child names it (`player.duration`, `carousel.snapResponse`, `library.snapResponse`,
/// `lyrics.springResponse`, `queue.springResponse`…; the spring `player.frame`…).
public struct ShowcaseSprings: Hashable, Sendable {
    /// The lyrics view's slide: response, s, and damping ratio.
    public var lyricsViewResponse = 0.4, lyricsViewDampingRatio = 1.0
    /// The mini player's swipe springing back: response, s, and damping ratio.
    public var miniSwipeResponse = 0.3, miniSwipeDampingRatio = 1.0
    /// The children's spring options given, by child prefix, by the child's own option name.
    var children: [String: [String: Scalar]] = [:]

    /// Every spring at its default, the children's included.
    public init() {}

    var lyricsView: Spring { Spring(response: lyricsViewResponse, dampingRatio: lyricsViewDampingRatio) }
    var miniSwipe: Spring { Spring(response: miniSwipeResponse, dampingRatio: miniSwipeDampingRatio) }

    /// `configuration` with the spring options given for child `prefix` applied
    /// (already validated against the child's own specs when they were given).
    func apply<Child>(_ prefix: String, _ table: OptionTable<Child>, to configuration: Child) -> Child {
        guard let given = children[prefix], !given.isEmpty else { return configuration }
        return (try? table.configure(configuration, with: given)) ?? configuration
    }
}

extension Showcase {
    /// Every spring of the showcase, as options.
    static var springOptions: [InteractionOption<Configuration>] {
        let own: [InteractionOption<Configuration>] = [
            .spring(
                "lyricsViewResponse", spring: "lyricsView", .response, 0.05...1.5, default: 0.4,
                "the lyrics view sliding over the full player: response, s"
            ) { $0.springs.lyricsViewResponse = $1 },
            .spring(
                "lyricsViewDampingRatio", spring: "lyricsView", .dampingRatio, 0.4...1.5, default: 1,
                "the lyrics view sliding over the full player: damping ratio"
            ) { $0.springs.lyricsViewDampingRatio = $1 },
            .spring(
                "miniSwipeResponse", spring: "miniSwipe", .response, 0.05...1.5, default: 0.3,
                "the mini player springing back from a sideways swipe: response, s"
            ) { $0.springs.miniSwipeResponse = $1 },
            .spring(
                "miniSwipeDampingRatio", spring: "miniSwipe", .dampingRatio, 0.4...1.5, default: 1,
                "the mini player springing back from a sideways swipe: damping ratio"
            ) { $0.springs.miniSwipeDampingRatio = $1 }
        ]
        return own + childSprings(.player, PlayerTransition.options) + childSprings(.carousel, CoverCarousel.options)
            + childSprings(.library, LibraryPager.options) + childSprings(.lyrics, LyricsCards.options)
            + childSprings(.queue, CardPresentation.options, leavingOut: ["thumb"])  // the queue draws no slider
    }

    /// The spring and timing-curve options of a child's `table`, under its name (`player.`), kept for when the
    /// child is built; not those of the springs `leavingOut` names (what the showcase
    /// does not draw of the child: a spring that moves nothing is no option).
    static func childSprings<Child>(_ child: ShowcaseChild, _ table: OptionTable<Child>, leavingOut: Set<String> = [])
        -> [InteractionOption<Configuration>]
    {
        let prefix = child.name
        return table.specs.compactMap { spec in
            let spring = spec.springPart.map { OptionSpec.SpringPart(spring: prefix + "." + $0.spring, parameter: $0.parameter, bounds: $0.bounds) }
            let curve = spec.curvePart.map { OptionSpec.CurvePart(curve: prefix + "." + $0.curve, parameter: $0.parameter) }
            guard spring != nil || curve != nil, !leavingOut.contains(spec.springPart?.spring ?? "") else { return nil }
            let name = spec.name
            var shown = OptionSpec(prefix + "." + name, spec.kind, default: spec.defaultValue, "\(prefix): \(spec.summary)", springPart: spring)
            shown.curvePart = curve
            shown.isLive = spec.isLive  // live as the child's own: the showcase hands it to the child (`applyLiveOptions`)
            return InteractionOption(shown) { (configuration: inout Configuration, value: Scalar) throws(InteractionError) in
                configuration.springs.children[prefix, default: [:]][name] = value
            }
        }
    }
}

extension Showcase {
    /// Takes the live options — every spring, its own and its children's under their
    /// prefixes (`player.duration`, `lyrics.springResponse`…), and the player's fade
    /// curves (`player.contentFadeInX1`…) — without a restart: its own springs (the
    /// lyrics view's slide, the mini player's swipe) carry on from where they are on
    /// their new tuning, and each child takes its own options through its own
    /// `applyLiveOptions(_:)`, keeping its state (the open player, the centred cover,
    /// the page, the front lyric card, the presented queue).
    public mutating func applyLiveOptions(_ configuration: Configuration) {
        self.configuration = configuration
        let springs = configuration.springs
        lyricsShown.retune(springs.lyricsView)
        miniSwipe.retune(springs.miniSwipe)
        player.update { $0.applyLiveOptions(springs.apply(ShowcaseChild.player.name, PlayerTransition.options, to: $0.configuration)) }
        carousel.update { $0.applyLiveOptions(springs.apply(ShowcaseChild.carousel.name, CoverCarousel.options, to: $0.configuration)) }
        library.update { $0.applyLiveOptions(springs.apply(ShowcaseChild.library.name, LibraryPager.options, to: $0.configuration)) }
        lyrics.update { $0.applyLiveOptions(springs.apply(ShowcaseChild.lyrics.name, LyricsCards.options, to: $0.configuration)) }
        queue.update { $0.applyLiveOptions(springs.apply(ShowcaseChild.queue.name, CardPresentation.options, to: $0.configuration)) }
    }
}

extension Showcase {
    /// The player's configuration now, as the showcase handed it down (tests check that a live option reaches it).
    package var playerConfiguration: PlayerTransition.Configuration { player.model.configuration }
    /// Now Playing's covers' configuration now.
    package var carouselConfiguration: CoverCarousel.Configuration { carousel.model.configuration }
    /// Your Library's configuration now.
    package var libraryConfiguration: LibraryPager.Configuration { library.model.configuration }
    /// The lyric cards' configuration now.
    package var lyricsConfiguration: LyricsCards.Configuration { lyrics.model.configuration }
    /// The queue card's configuration now.
    package var queueConfiguration: CardPresentation.Configuration { queue.model.configuration }
}
