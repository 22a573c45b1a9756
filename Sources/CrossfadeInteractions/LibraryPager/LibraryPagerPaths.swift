import CrossfadeScene

/// The layers library-pager updates, as `LayerTree` handed them back when it
/// built them: the containers, and the three reused list slots with every row's
/// parts. What is inside the label rows (the labels near the screen) changes as
/// the strip moves; those rows are rebuilt, not addressed.
struct LibraryPagerPaths: Sendable {
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
    /// Slot k's page layer (`pager.page.C.S`, whose content is the slot named so),
    /// which shows page g whenever g % slots is k.
    let slotPages: [LayerPath]
    /// Slot k's list (`pager.list.k`), the page's default drawing, moved by its scroll.
    let slotLists: [LayerPath]
    /// Slot k's rows, top to bottom.
    let slotRows: [[Row]]
}

extension LayerPath {
    /// The index, among `ancestor`'s children, of the child this path runs
    /// through: which label of a row or which slot a hit landed in (nil when the
    /// path is not strictly inside `ancestor`).
    func childIndex(under ancestor: LayerPath) -> Int? {
        guard isInside(ancestor), indices.count > ancestor.indices.count else { return nil }
        return indices[ancestor.indices.count]
    }
}
