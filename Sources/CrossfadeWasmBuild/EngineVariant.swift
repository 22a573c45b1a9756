/// Which interactions a WebAssembly engine module holds: a page loads the module
/// of the interaction it shows (issue 28), so each holds one model's code (the
/// showcase's the five it composes) and not the others'. `all` holds every
/// shipped interaction, chosen by id at run time (`AnyInteractionDriver`).
public enum EngineVariant: String, CaseIterable, Sendable {
    case all
    case playerTransition = "player-transition"
    case lyricsCards = "lyrics-cards"
    case cardPresentation = "card-presentation"
    case coverCarousel = "cover-carousel"
    case libraryPager = "library-pager"
    case showcase

    /// The variant holding interaction `id` alone, if it is one.
    public init?(interaction id: String) {
        guard let variant = EngineVariant(rawValue: id), variant != .all else { return nil }
        self = variant
    }

    /// The file in the cache: `engine.wasm` for all, `engine-<id>.wasm` for one.
    public var fileName: String { self == .all ? "engine.wasm" : "engine-\(rawValue).wasm" }

    /// The compilation conditions of the C-ABI module (see CrossfadeEngineABI/EngineDriver.swift).
    var defines: [String] {
        self == .all ? [] : ["CROSSFADE_ENGINE_" + rawValue.uppercased().replacingOccurrences(of: "-", with: "_")]
    }
}
