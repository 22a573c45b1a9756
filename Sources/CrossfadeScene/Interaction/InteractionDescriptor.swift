import CrossfadeMotion

/// How to build one interaction by id: what the CLI, the Studio and traces use.
public struct InteractionDescriptor: Sendable {
    public let id: String
    public let summary: String
    public let options: [OptionSpec]
    /// The non-gesture actions it performs, by name.
    public let actions: [String]
    private let build: @Sendable (InteractionOptions, Size) -> any Interaction

    public init(id: String, summary: String, options: [OptionSpec], actions: [String],
                build: @escaping @Sendable (InteractionOptions, Size) -> any Interaction) {
        self.id = id
        self.summary = summary
        self.options = options
        self.actions = actions
        self.build = build
    }

    /// A model for `viewport` (points) with `options` validated against the specs.
    public func make(options given: [String: OptionValue] = [:], viewport: Size) throws(InteractionError) -> any Interaction {
        let options = try InteractionOptions(specs: options, given: given)
        return build(options, viewport)
    }
}

/// Interactions by id.
public struct InteractionRegistry: Sendable {
    public private(set) var descriptors: [InteractionDescriptor]

    public init(_ descriptors: [InteractionDescriptor]) {
        self.descriptors = descriptors
    }

    public subscript(id: String) -> InteractionDescriptor? { descriptors.first { $0.id == id } }

    public var ids: [String] { descriptors.map(\.id) }

    /// Builds the interaction `id`, or says why it cannot.
    public func make(_ id: String, options: [String: OptionValue] = [:], viewport: Size) throws(InteractionError) -> any Interaction {
        guard let descriptor = self[id] else { throw .unknownInteraction(id) }
        return try descriptor.make(options: options, viewport: viewport)
    }
}
