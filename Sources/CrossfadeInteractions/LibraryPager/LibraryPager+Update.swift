import CrossfadeMotion
import CrossfadeScene

extension LibraryPager {
    /// Moves the pages, lists, labels and the indicator to where the strip is, in
    /// place, through the paths the build handed back. A list slot takes another
    /// page only when the strip brings one near; the labels near the screen are
    /// rebuilt only when that set changes. (The closures capture locals only:
    /// capturing `self` copies the model.)
    public func updateLayers(_ layers: inout [Layer]) {
        let layout = self.layout, s = strip
        let window = Self.slotPages(s.raw, count: layout.library.pageCount)
        for page in window {
            let slot = page % window.count, id = layout.pageIDs[page]
            let x = (Double(page) - s.raw) * layout.width, offset = lists.offset(of: page)
            var shows = true
            layers.update(paths.slotPages[slot]) { layer in
                shows = layer.id == id
                layer.frame.origin.x = layout.rtl ? -x : x
            }
            if !shows { Self.show(page, slot: slot, in: &layers, paths, layout) }
            layers.update(paths.slotLists[slot]) { $0.frame.origin.y = -offset }
        }
        let shown = layout.configuration.environment.reduceMotion ? crossFade.opacity : 1
        layers.update(paths.pages) { $0.opacity = shown }
        layers.update(paths.categories) { Self.updateCategories(&$0, layout, s) }
        layers.update(paths.subcategories) { Self.updateSubcategories(&$0, layout, s) }
        let indicator = layout.indicator(s)
        let x = layout.rtl ? layout.width - indicator.x - indicator.width : indicator.x
        layers.update(paths.indicator) { layer in
            if layer.frame.origin.x != x || layer.frame.size.width != indicator.width {
                layer.frame.origin.x = x
                layer.frame.size.width = indicator.width
            }
        }
    }

    private static func updateCategories(_ row: inout Layer, _ layout: LibraryLayout, _ s: StripPosition) {
        let scroll = layout.categoryScroll(s.categoryPosition)
        let window = layout.categories.window(scroll: scroll, viewportWidth: layout.width)
        if row.children.count != window.count || row.children.first?.id != layout.categoryIDs[window.lowerBound] {
            row.children = Self.categoryLabels(layout, window)
        }
        row.frame.origin.x = layout.rtl ? scroll : -scroll
        colorLabels(&row, from: window.lowerBound, selection: s.categoryPosition, layout.palette)
    }

    /// Each visible category's label row: where it has travelled with its pages,
    /// its own scroll, and its labels' colours. The rows (and the labels near the
    /// screen in each) are rebuilt only when that set changes.
    private static func updateSubcategories(_ subs: inout Layer, _ layout: LibraryLayout, _ s: StripPosition) {
        let rows = s.visibleCategories
        if !Self.rowsMatch(subs, rows, layout, s) { subs.children = Self.subRows(layout, s) }
        for (slot, category) in rows.enumerated() {
            let placement = layout.subRowPlacement(category, s)
            let first = layout.subcategories[category].window(scroll: placement.scroll, viewportWidth: layout.width).lowerBound
            let x = placement.offset - placement.scroll
            subs.children[slot].frame.origin.x = layout.rtl ? -x : x
            colorLabels(&subs.children[slot], from: first, selection: s.subPosition(inCategory: category), layout.palette)
        }
    }

    /// Colours a row's labels (the labels from `first` on) by their distance from the selection.
    private static func colorLabels(_ row: inout Layer, from first: Int, selection: Double, _ palette: Palette) {
        for index in row.children.indices {
            row.children[index].setTextColor(LabelRow.color(distance: Double(first + index) - selection, palette))
        }
    }

    /// Whether the drawn label rows are those of `rows`, each with the labels its scroll shows.
    private static func rowsMatch(_ subs: Layer, _ rows: ClosedRange<Int>, _ layout: LibraryLayout, _ s: StripPosition) -> Bool {
        guard subs.children.count == rows.count else { return false }
        for (slot, category) in rows.enumerated() {
            let row = subs.children[slot]
            let window = layout.subcategories[category].window(scroll: layout.subRowPlacement(category, s).scroll, viewportWidth: layout.width)
            guard row.id == layout.subrowIDs[category], row.children.count == window.count,
                  row.children.first?.id == layout.subIDs[category][window.lowerBound] else { return false }
        }
        return true
    }
}
