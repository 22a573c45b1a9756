import CrossfadeInteractions

/// library-pager's state as its façade reports it: the page shown, as a
/// category and a sub-category (a section and an item).
public struct PagerReading: Hashable, Sendable {
    /// The category (a section).
    public var category: Int
    /// The sub-category (the page in its section).
    public var subcategory: Int

    /// The reading of `state` (missing keys read as their rest values).
    public init(_ state: InteractionState) {
        category = state["category"]?.integer ?? 0
        subcategory = state["subcategory"]?.integer ?? 0
    }
}
