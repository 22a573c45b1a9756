import CrossfadeInteractions

/// library-pager's state as its façade reports it: the page shown, as a
/// category and a sub-category (a section and an item).
public struct PagerReading: Hashable, Sendable {
    public var category: Int
    public var subcategory: Int

    public init(_ state: InteractionState) {
        category = state["category"]?.integer ?? 0
        subcategory = state["subcategory"]?.integer ?? 0
    }
}
