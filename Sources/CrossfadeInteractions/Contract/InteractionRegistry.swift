import CrossfadeMotion

/// How to build one interaction by id, and what it offers: what the CLI, the
/// Studio and traces list and validate against.
public struct InteractionDescriptor: Sendable {
    /// The interaction's id, e.g. `player-transition`.
    public let id: String
    /// One line saying what a user sees.
    public let summary: String
    /// Its options' specs, in order.
    public let options: [OptionSpec]
    /// Its actions' specs, in order (with their labels and keys).
    public let actions: [ActionSpec]
    /// The events it emits, with their fields.
    public let events: [EventSpec]
    /// Where a host mounts the app's views: its slots' name patterns.
    public let slots: [SlotSpec]
    /// The DocC article that documents it (`<doc:library-pager>`), in CrossfadeInteractions.docc.
    public let article: String
    private let build: @Sendable (Size, [String: Scalar]) throws(InteractionError) -> AnyInteractionDriver
    private let check: @Sendable ([String: Scalar]) throws(InteractionError) -> Void

    /// The descriptor of `Model`, documented by the article `article` (its id unless
    /// named); `wrap` puts its driver in the closed set.
    public init<Model: Interaction>(
        _ model: Model.Type, article: String? = nil, wrap: @escaping @Sendable (InteractionDriver<Model>) -> AnyInteractionDriver
    ) {
        id = Model.id
        self.article = article ?? Model.id
        summary = Model.summary
        options = Model.options.specs
        actions = Model.Action.specs
        events = Model.eventSpecs
        slots = Model.slotSpecs
        build = { (viewport: Size, given: [String: Scalar]) throws(InteractionError) -> AnyInteractionDriver in
            let configuration = try Model.options.configure(Model.Configuration(viewport: viewport), with: given)
            return wrap(InteractionDriver(configuration: configuration))
        }
        check = { (given: [String: Scalar]) throws(InteractionError) in
            _ = try Model.options.configure(Model.Configuration(viewport: Size(width: 390, height: 844)), with: given)
        }
    }

    /// Checks `options` as building would — names, kinds, ranges and what applying
    /// them finds (e.g. an LRC text that does not parse) — without building.
    public func validate(options given: [String: Scalar]) throws(InteractionError) {
        try check(given)
    }

    /// A driver for `viewport` (points) with `options` validated against the specs.
    public func make(options given: [String: Scalar] = [:], viewport: Size) throws(InteractionError) -> AnyInteractionDriver {
        try build(viewport, given)
    }

    /// The action named `name`, if this interaction has it.
    public func action(_ name: String) -> ActionSpec? { actions.first { $0.name == name } }

    /// The event of `type` from `source` (empty: the interaction's own), if it emits it.
    public func event(_ type: String, from source: String = "") -> EventSpec? {
        events.first { $0.type == type && $0.source == source }
    }

    /// The slot pattern the slot name `name` fits, if it has one.
    public func slot(named name: String) -> SlotSpec? { slots.first { $0.matches(name) } }
}

/// Interactions by id.
public struct InteractionRegistry: Sendable {
    /// The interactions, in the order they are listed.
    public private(set) var descriptors: [InteractionDescriptor]

    /// A registry of `descriptors`, in the order given.
    public init(_ descriptors: [InteractionDescriptor]) {
        self.descriptors = descriptors
    }

    /// The interaction with `id`, or nil.
    public subscript(id: String) -> InteractionDescriptor? { descriptors.first { $0.id == id } }

    /// Every interaction's id, in order.
    public var ids: [String] { descriptors.map { $0.id } }

    /// A driver for the interaction `id`, or why it cannot be built.
    public func make(_ id: String, options: [String: Scalar] = [:], viewport: Size) throws(InteractionError) -> AnyInteractionDriver {
        guard let descriptor = self[id] else { throw .unknownInteraction(id) }
        return try descriptor.make(options: options, viewport: viewport)
    }

    /// Every interaction Crossfade ships, by id: the one place an interaction is
    /// registered (its id, model and article). What the registry cannot hold — the
    /// engine's module (`EngineVariant`, a `CROSSFADE_ENGINE_…` branch in
    /// EngineDriver.swift), its traces, its frame-cost baseline — RegistrationTests
    /// checks against this list, naming what is missing (see <doc:AddingAnInteraction>).
    public static let standard = InteractionRegistry([
        InteractionDescriptor(PlayerTransition.self) { AnyInteractionDriver($0) },
        InteractionDescriptor(LyricsCards.self) { AnyInteractionDriver($0) },
        InteractionDescriptor(CardPresentation.self) { AnyInteractionDriver($0) },
        InteractionDescriptor(CoverCarousel.self) { AnyInteractionDriver($0) },
        InteractionDescriptor(LibraryPager.self) { AnyInteractionDriver($0) },
        InteractionDescriptor(Showcase.self, article: "the-showcase") { AnyInteractionDriver($0) }
    ])
}
