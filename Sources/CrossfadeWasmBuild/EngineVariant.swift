/// Which interactions a WebAssembly engine module holds: a page loads the module
/// of the interaction it shows (issue 28), so each holds one model's code (the
/// showcase's the five it composes) and not the others'. `all` holds every
/// shipped interaction, chosen by id at run time (`AnyInteractionDriver`), and the
/// motion lab; `lab` holds the motion lab alone (springs and timing curves, no
/// interaction), which the Studio loads when its lab is used.
public enum EngineVariant: String, CaseIterable, Sendable {
    case all
    case playerTransition = "player-transition"
    case lyricsCards = "lyrics-cards"
    case cardPresentation = "card-presentation"
    case coverCarousel = "cover-carousel"
    case libraryPager = "library-pager"
    case showcase
    case lab

    /// The modules a page may load: one per interaction, and the lab's.
    public static let pageModules: [EngineVariant] = allCases.filter { $0 != .all }

    /// The modules of one interaction each.
    public static let interactionModules: [EngineVariant] = allCases.filter { $0.interaction != nil }

    /// The variant holding interaction `id` alone, if it is one.
    public init?(interaction id: String) {
        guard let variant = EngineVariant(rawValue: id), variant.interaction != nil else { return nil }
        self = variant
    }

    /// The page module named `name` (an interaction id, or `lab`).
    public init?(pageModule name: String) {
        guard let variant = EngineVariant(rawValue: name), variant != .all else { return nil }
        self = variant
    }

    /// The one interaction the module runs, if it runs exactly one.
    public var interaction: String? { self == .all || self == .lab ? nil : rawValue }

    /// The file in the cache: `engine.wasm` for all, `engine-<name>.wasm` for the others.
    public var fileName: String { self == .all ? "engine.wasm" : "engine-\(rawValue).wasm" }

    /// The compilation conditions of the C-ABI module (see CrossfadeEngineABI/EngineDriver.swift):
    /// the variant's own, and for one interaction's module CROSSFADE_ENGINE_ONE_INTERACTION.
    var defines: [String] {
        guard self != .all else { return [] }
        let own = "CROSSFADE_ENGINE_" + rawValue.uppercased().replacingOccurrences(of: "-", with: "_")
        return interaction == nil ? [own] : [own, "CROSSFADE_ENGINE_ONE_INTERACTION"]
    }
}
