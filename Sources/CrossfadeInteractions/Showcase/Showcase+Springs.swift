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

    /// The spring options of a child's `table`, under its name (`player.`), kept for when the
    /// child is built; not those of the springs `leavingOut` names (what the showcase
    /// does not draw of the child: a spring that moves nothing is no option).
    static func childSprings<Child>(_ child: ShowcaseChild, _ table: OptionTable<Child>, leavingOut: Set<String> = [])
        -> [InteractionOption<Configuration>]
    {
        let prefix = child.name
        return table.specs.compactMap { spec in
            guard let part = spec.springPart, !leavingOut.contains(part.spring) else { return nil }
            let name = spec.name
            let shown = OptionSpec(
                prefix + "." + name, spec.kind, default: spec.defaultValue, "\(prefix): \(spec.summary)",
                springPart: OptionSpec.SpringPart(spring: prefix + "." + part.spring, parameter: part.parameter))
            return InteractionOption(shown) { (configuration: inout Configuration, value: Scalar) throws(InteractionError) in
                configuration.springs.children[prefix, default: [:]][name] = value
            }
        }
    }
}
