import CrossfadeHost
import CrossfadeInteractions
import CrossfadeMotion

// Which interactions a WebAssembly module holds (issue 28: a page loads the module
// of the interaction it shows). `WasmEngineBuilder` compiles this module once per
// interaction with one of these conditions, so the module holds that model's code
// alone (the showcase's holds the five it composes), and CROSSFADE_ENGINE_ONE_INTERACTION
// with it; without one, every shipped interaction through `AnyInteractionDriver`
// (natively, and the all-in-one module).

#if CROSSFADE_ENGINE_PLAYER_TRANSITION
    /// The one interaction this module runs.
    public typealias EngineModel = PlayerTransition
#elseif CROSSFADE_ENGINE_LYRICS_CARDS
    public typealias EngineModel = LyricsCards
#elseif CROSSFADE_ENGINE_CARD_PRESENTATION
    public typealias EngineModel = CardPresentation
#elseif CROSSFADE_ENGINE_COVER_CAROUSEL
    public typealias EngineModel = CoverCarousel
#elseif CROSSFADE_ENGINE_LIBRARY_PAGER
    public typealias EngineModel = LibraryPager
#elseif CROSSFADE_ENGINE_SHOWCASE
    public typealias EngineModel = Showcase
#endif

#if CROSSFADE_ENGINE_ONE_INTERACTION
    /// The driver a session of this module runs: the one model's own.
    public typealias EngineDriver = InteractionDriver<EngineModel>

    extension HostSession where Driver == EngineDriver {
        /// A session of `id`, which must be this module's interaction, run as the page runs
        /// one (the viewport and option numbers on the grid a recorded trace writes).
        init(engine id: String, options: [String: Scalar], viewport: Size) throws(InteractionError) {
            guard id == EngineModel.id else {
                throw .notInThisEngine(id, runs: EngineModel.id)
            }
            try self.init(EngineModel.self, options: options, viewport: viewport)
        }
    }
#else
    /// The driver a session of this module runs: any shipped interaction, by id.
    public typealias EngineDriver = AnyInteractionDriver

    extension HostSession where Driver == EngineDriver {
        /// A session of the shipped interaction `id`, run as the page runs one.
        init(engine id: String, options: [String: Scalar], viewport: Size) throws(InteractionError) {
            try self.init(interaction: id, options: options, viewport: viewport, registry: .standard)
        }
    }
#endif

/// A host session as this module runs it.
public typealias EngineHostSession = HostSession<EngineDriver>
