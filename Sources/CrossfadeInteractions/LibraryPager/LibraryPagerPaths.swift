import CrossfadeScene

/// The layers library-pager updates, as `LayerTree` handed them back when it
/// built them: the containers, and the three reused list slots with every row's
/// parts. What is inside the label rows (the labels near the screen) changes as
/// the strip moves; those rows are rebuilt, not addressed.
struct LibraryPagerPaths: Sendable {
    /// One list slot, its paths inside the pages layer (`pages`): a frame updates
    /// the three slots in one visit to it.
    struct Slot: Sendable {
        /// The page layer (`pager.page.C.S`, whose content is the slot named so):
        /// it shows page g whenever g % slots is this slot's index.
        let page: LayerPath
        /// Its list (`pager.list.K`), the page's default drawing, moved by its scroll.
        let list: LayerPath
        /// The list's rows, top to bottom.
        let rows: [Row]
    }

    /// One row of a list: the row, its artwork, title and subtitle.
    struct Row: Sendable {
        let row: LayerPath
        let art: LayerPath
        let title: LayerPath
        let subtitle: LayerPath
    }

    /// The clipped frame the pages slide in.
    let pages: LayerPath
    let categories: LayerPath
    let subcategories: LayerPath
    let indicator: LayerPath
    /// The second indicator, under the label coming in while crossing categories.
    let incomingIndicator: LayerPath
    /// The list slots, slot k the pages layer's child k.
    let slots: [Slot]
}

extension LayerPath {
    /// The index, among `ancestor`'s children, of the child this path runs
    /// through: which label of a row a hit landed on (nil when the path is not
    /// strictly inside `ancestor`).
    func childIndex(under ancestor: LayerPath) -> Int? {
        guard isInside(ancestor), indices.count > ancestor.indices.count else { return nil }
        return indices[ancestor.indices.count]
    }

    /// This path from `ancestor` down (this path must be inside it): for updating
    /// inside a layer already in hand.
    func relative(to ancestor: LayerPath) -> LayerPath { LayerPath(Array(indices.dropFirst(ancestor.indices.count))) }
}
