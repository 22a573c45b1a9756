import CrossfadeMotion
import CrossfadeScene

extension LibraryPager {
    /// Moves the pages, lists, labels and the indicator to where the strip is, in
    /// place, through the paths the build handed back. A list slot takes another
    /// page only when the strip brings one near; the labels near the screen are
    /// rebuilt only when that set changes. (The closures capture locals only:
    /// capturing `self` copies the model.)
    public func updateLayers(_ layers: inout [Layer]) {
        let layout = self.layout, s = strip, slots = paths.slots
        let window = Self.slotPages(s.raw, count: layout.library.pageCount)
        var offsets = (0.0, 0.0, 0.0)
        for page in window {
            switch page % window.count {
            case 0: offsets.0 = lists.offset(of: page)
            case 1: offsets.1 = lists.offset(of: page)
            default: offsets.2 = lists.offset(of: page)
            }
        }
        let shown = layout.configuration.environment.reduceMotion ? crossFade.opacity : 1
        let page = layout.nearestPage(s), pageName = layout.pageNames[page], pageValue = layout.pageValues[page]
        layers.update(paths.pages) { pages in
            Self.updatePages(&pages, window, offsets, shown, slots, layout, s)
            pages.setAccessibility(label: pageName, value: pageValue)
        }
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
        let incoming = layout.incomingIndicator(s)
        // (Hidden, it rests at the leading edge: nothing changes while it is not needed.)
        let incomingWidth = incoming?.width ?? 0, incomingX = incoming.map { layout.rtl ? layout.width - $0.x - $0.width : $0.x } ?? 0
        layers.update(paths.incomingIndicator) { layer in
            if layer.frame.origin.x != incomingX || layer.frame.size.width != incomingWidth {
                layer.frame.origin.x = incomingX
                layer.frame.size.width = incomingWidth
                layer.opacity = incoming == nil ? 0 : 1
            }
        }
    }

    /// Each slot's page where the strip has it, its list scrolled; a slot whose
    /// page has gone takes the page coming near.
    private static func updatePages(
        _ pages: inout Layer, _ window: ClosedRange<Int>, _ offsets: (Double, Double, Double), _ shown: Double,
        _ slots: [LibraryPagerPaths.Slot], _ layout: LibraryLayout, _ s: StripPosition
    ) {
        pages.opacity = shown
        for page in window {
            let index = page % window.count, slot = slots[index], id = layout.pageIDs[page]
            let x = (Double(page) - s.raw) * layout.width, offset = index == 0 ? offsets.0 : index == 1 ? offsets.1 : offsets.2
            var showsPage = true
            pages.children.update(slot.page) { layer in
                showsPage = layer.id == id
                layer.frame.origin.x = layout.rtl ? -x : x
            }
            if !showsPage { show(page, in: &pages, slot, layout) }
            pages.children.update(slot.list) { $0.frame.origin.y = -offset }
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
    /// its own scroll, and its labels' colours. A row is rebuilt only when the
    /// labels near the screen in it change, the rows only when the set of visible
    /// categories does.
    private static func updateSubcategories(_ subs: inout Layer, _ layout: LibraryLayout, _ s: StripPosition) {
        let rows = s.visibleCategories
        if !rowsAre(subs, rows, layout) { subs.children = subRows(layout, s) }
        for (slot, category) in rows.enumerated() {
            let placement = layout.subRowPlacement(category, s)
            let window = layout.subcategories[category].window(scroll: placement.scroll, viewportWidth: layout.width)
            let ids = layout.subIDs[category]
            if subs.children[slot].children.count != window.count || subs.children[slot].children.first?.id != ids[window.lowerBound] {
                subs.children[slot] = subRow(layout, category, window)
            }
            let x = placement.offset - placement.scroll
            subs.children[slot].frame.origin.x = layout.rtl ? -x : x
            colorLabels(&subs.children[slot], from: window.lowerBound, selection: s.subPosition(inCategory: category), layout.palette)
        }
    }

    /// Colours a row's labels (the labels from `first` on) by their distance from the selection.
    private static func colorLabels(_ row: inout Layer, from first: Int, selection: Double, _ palette: Palette) {
        let selected = Int(selection.rounded())
        for index in row.children.indices {
            row.children[index].setTextColor(LabelRow.color(distance: Double(first + index) - selection, palette))
            row.children[index].setAccessibilitySelected(first + index == selected)
        }
    }

    /// Whether the drawn label rows are those of the categories `rows`, in order.
    private static func rowsAre(_ subs: Layer, _ rows: ClosedRange<Int>, _ layout: LibraryLayout) -> Bool {
        guard subs.children.count == rows.count else { return false }
        for (slot, category) in rows.enumerated() where subs.children[slot].id != layout.subrowIDs[category] { return false }
        return true
    }
}

extension LibraryLayout {
    /// The page nearest the strip's position (the one VoiceOver reads).
    func nearestPage(_ s: StripPosition) -> Int { Int(clamp(s.raw.rounded(), 0...Double(max(0, library.pageCount - 1)))) }
}
