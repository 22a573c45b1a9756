import CrossfadeMotion
import CrossfadeScene

/// Where library-pager's containers sit, found by id once. What is inside them
/// (the pages, labels and rows near the screen) changes as the strip moves.
struct LibraryPagerPaths: Sendable {
    let pages: LayerPath
    let categories: LayerPath
    let subcategories: LayerPath
    let indicator: LayerPath

    init(in layers: [Layer], _ c: LibraryPager.Configuration) {
        pages = layers.path(to: c.id("pager.pages"))!
        categories = layers.path(to: c.id("pager.categories"))!
        subcategories = layers.path(to: c.id("pager.subs"))!
        indicator = layers.path(to: c.id("pager.indicator"))!
    }
}

extension LibraryPager {
    public func makeLayers() -> [Layer] { Self.buildLayers(layout, strip: strip) }

    static func buildLayers(_ layout: LibraryLayout, strip: StripPosition) -> [Layer] {
        let c = layout.configuration, w = c.width
        return [
            Layer(id: c.id("pager.pages"), frame: Rect(x: 0, y: c.pagesTop, width: w, height: c.pageHeight), clipsToBounds: true,
                  isHitTestable: false, children: pageLayers(layout, pages: slotPages(strip.raw, count: c.library.pageCount))),
            Layer(id: c.id("pager.categories"), frame: Rect(x: 0, y: c.categoryY, width: w, height: c.categoryHeight), isHitTestable: false,
                  children: categoryLabels(layout, layout.categories.window(scroll: layout.categoryScroll(strip.categoryPosition), viewportWidth: w))),
            Layer(id: c.id("pager.subs"), frame: Rect(x: 0, y: c.subY, width: w, height: c.subHeight), isHitTestable: false,
                  children: subRows(layout, strip)),
            Layer(id: c.id("pager.divider"), frame: Rect(x: 0, y: c.indicatorY + 1, width: w, height: 1), fill: Palette.surface, isHitTestable: false),
            Layer(id: c.id("pager.indicator"), frame: Rect(x: 0, y: c.indicatorY, width: 0, height: 2), cornerRadius: CornerRadius(1),
                  fill: Palette.accent, isHitTestable: false),
        ]
    }

    // MARK: Building what is near the screen

    static func categoryLabels(_ layout: LibraryLayout, _ window: ClosedRange<Int>) -> [Layer] {
        let c = layout.configuration
        return window.map { index in
            label(c.id("pager.category.\(index)"), layout.categories, index, c, fontSize: Configuration.categoryFont, height: c.categoryHeight)
        }
    }

    static func subRows(_ layout: LibraryLayout, _ strip: StripPosition) -> [Layer] {
        let c = layout.configuration
        return strip.visibleCategories.map { category in
            let row = layout.subcategories[category], scroll = layout.subRowPlacement(category, strip).scroll
            return Layer(id: c.id("pager.subrow.\(category)"), frame: Rect(x: 0, y: 0, width: c.width, height: c.subHeight), isHitTestable: false,
                         children: row.window(scroll: scroll, viewportWidth: c.width).map { index in
                             label(c.id("pager.sub.\(category).\(index)"), row, index, c, fontSize: Configuration.subFont, height: c.subHeight)
                         })
        }
    }

    /// A label exactly as wide as its text (its frame is the text's bounds), tappable.
    @inline(never)
    static func label(_ id: String, _ row: LabelRow, _ index: Int, _ c: Configuration, fontSize: Double, height: Double) -> Layer {
        Layer(id: id, frame: Rect(x: c.placed(row.xs[index], width: row.widths[index]), y: 0, width: row.widths[index], height: height),
              content: .text(TextContent(row.names[index], fontSize: fontSize, weight: .bold, color: Palette.secondaryText, fitsWidth: true)))
    }

    /// The pages the strip draws at `position`: three consecutive pages around the
    /// nearest one (fewer in a shorter library), page g always in slot g % 3 — so
    /// when the strip moves on a page, one slot takes the page coming near and the
    /// other two keep theirs (list views reused like table cells: nothing is built).
    static func slotPages(_ position: Double, count: Int) -> ClosedRange<Int> {
        let slots = min(3, count)
        let nearest = Int(clamp(position, 0...Double(count - 1)).rounded())
        let low = min(max(0, nearest - 1), count - slots)
        return low...(low + slots - 1)
    }

    static func pageLayers(_ layout: LibraryLayout, pages: ClosedRange<Int>) -> [Layer] {
        var slots = pages.map { _ in Layer(id: "", frame: .zero) }
        for page in pages { slots[page % pages.count] = pageLayer(layout, page, slot: page % pages.count) }
        return slots
    }

    /// A page in list slot `slot`: a vertically scrolling list of rows (artwork and two lines).
    static func pageLayer(_ layout: LibraryLayout, _ page: Int, slot: Int) -> Layer {
        let c = layout.configuration, w = c.width, m = c.margin
        let textX = m + 60, textWidth = max(1, w - textX - m)
        let align: TextContent.Alignment = c.rtl ? .trailing : .leading
        let list = c.id("pager.list.\(slot)")
        let rows = (0..<c.rowCount).map { row -> Layer in
            Layer(id: "\(list).\(row)", frame: Rect(x: 0, y: 8 + Double(row) * Configuration.rowHeight, width: w, height: Configuration.rowHeight),
                  isHitTestable: false, children: [
                Layer(id: "\(list).\(row).art", frame: Rect(x: c.placed(m, width: 48), y: 8, width: 48, height: 48),
                      isHitTestable: false),
                .text("\(list).\(row).title", "", frame: Rect(x: c.placed(textX, width: textWidth), y: 12, width: textWidth, height: 20),
                      size: 15, weight: .semibold, alignment: align),
                .text("\(list).\(row).subtitle", "", frame: Rect(x: c.placed(textX, width: textWidth), y: 32, width: textWidth, height: 18),
                      size: 13, color: Palette.secondaryText, alignment: align),
            ])
        }
        var layer = Layer(id: "", frame: Rect(x: 0, y: 0, width: w, height: c.pageHeight), clipsToBounds: true, children: [
            Layer(id: list, frame: Rect(x: 0, y: 0, width: w, height: c.contentHeight), isHitTestable: false, children: rows),
        ])
        show(page, in: &layer, layout)
        return layer
    }

    /// Makes a page layer (and its reused list) show `page`: its id, and every
    /// row's artwork and lines. Only static strings and shared artwork are used,
    /// so a slot changing pages allocates at most its id.
    static func show(_ page: Int, in layer: inout Layer, _ layout: LibraryLayout) {
        let (category, sub) = layout.library.location(ofPage: page)
        layer.id = layout.configuration.id("pager.page.\(category).\(sub)")
        let round = layout.roundArtwork[page]
        guard !layer.children.isEmpty else { return }
        for row in layer.children[0].children.indices {
            let item = page * 7 + row
            layer.children[0].children[row].children[0].content = .artwork(Palette.paletteArtworks[item % Palette.paletteArtworks.count])
            layer.children[0].children[row].children[0].cornerRadius = CornerRadius(round ? 24 : 4)
            layer.children[0].children[row].children[1].setText(CoverCarousel.titles[item % CoverCarousel.titles.count])
            layer.children[0].children[row].children[2].setText(CoverCarousel.artists[(item * 5) % CoverCarousel.artists.count])
        }
    }

    // MARK: Updating in place

    /// Moves the pages, rows, labels and the indicator to where the strip is, in
    /// place. What is near the screen is rebuilt only when that set changes.
    /// (The closures capture locals only: capturing `self` copies the model.)
    public func updateLayers(_ layers: inout [Layer]) {
        let layout = self.layout, s = strip
        let window = Self.slotPages(s.raw, count: layout.library.pageCount)
        var offsets = (0.0, 0.0, 0.0)
        for page in window {
            switch page % window.count {
            case 0: offsets.0 = lists.offset(of: page)
            case 1: offsets.1 = lists.offset(of: page)
            default: offsets.2 = lists.offset(of: page)
            }
        }
        let shown = layout.configuration.reduceMotion ? clamp(fade.value, 0...1) : 1
        layers.update(paths.pages) { Self.updatePages(&$0, window, offsets, shown, layout, s) }
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

    private static func updatePages(_ pages: inout Layer, _ window: ClosedRange<Int>, _ offsets: (Double, Double, Double), _ shown: Double,
                                    _ layout: LibraryLayout, _ s: StripPosition) {
        pages.opacity = shown
        for page in window {
            let slot = page % window.count
            if Self.page(inID: pages.children[slot].id, layout.configuration.idPrefix, layout.library) != page {
                Self.show(page, in: &pages.children[slot], layout)
            }
            let x = (Double(page) - s.raw) * layout.width
            pages.children[slot].frame.origin.x = layout.rtl ? -x : x
            pages.children[slot].children[0].frame.origin.y = -(slot == 0 ? offsets.0 : slot == 1 ? offsets.1 : offsets.2)
        }
    }

    private static func updateCategories(_ row: inout Layer, _ layout: LibraryLayout, _ s: StripPosition) {
        let scroll = layout.categoryScroll(s.categoryPosition)
        let window = layout.categories.window(scroll: scroll, viewportWidth: layout.width)
        if row.children.count != window.count || Layer.lastNumber(inID: row.children[0].id) != window.lowerBound {
            row.children = Self.categoryLabels(layout, window)
        }
        row.frame.origin.x = layout.rtl ? scroll : -scroll
        for slot in row.children.indices {
            row.children[slot].setTextColor(LabelRow.color(distance: Double(window.lowerBound + slot) - s.categoryPosition))
        }
    }

    /// Each visible category's label row: where it has travelled with its pages,
    /// its own scroll, and its labels' colours. The rows (and the labels near the
    /// screen in each) are rebuilt only when that set changes.
    private static func updateSubcategories(_ subs: inout Layer, _ layout: LibraryLayout, _ s: StripPosition) {
        let rows = s.visibleCategories
        if !Self.rowsMatch(subs, rows, layout, s) { subs.children = Self.subRows(layout, s) }
        for slot in subs.children.indices {
            let category = rows.lowerBound + slot
            let placement = layout.subRowPlacement(category, s)
            let x = placement.offset - placement.scroll
            subs.children[slot].frame.origin.x = layout.rtl ? -x : x
            let position = s.subPosition(inCategory: category)
            let first = Layer.lastNumber(inID: subs.children[slot].children[0].id)
            for index in subs.children[slot].children.indices {
                subs.children[slot].children[index].setTextColor(LabelRow.color(distance: Double(first + index) - position))
            }
        }
    }

    /// Whether the drawn label rows are those of `rows`, each with the labels its scroll shows.
    private static func rowsMatch(_ subs: Layer, _ rows: ClosedRange<Int>, _ layout: LibraryLayout, _ s: StripPosition) -> Bool {
        guard subs.children.count == rows.count else { return false }
        for slot in subs.children.indices {
            let category = rows.lowerBound + slot
            guard Layer.lastNumber(inID: subs.children[slot].id) == category, !subs.children[slot].children.isEmpty else { return false }
            let window = layout.subcategories[category].window(scroll: layout.subRowPlacement(category, s).scroll, viewportWidth: layout.width)
            guard subs.children[slot].children.count == window.count, Layer.lastNumber(inID: subs.children[slot].children[0].id) == window.lowerBound else {
                return false
            }
        }
        return true
    }

    /// The page of a page layer's id ("…page.C.S"), read without allocating.
    static func page(inID id: String, _ prefix: String, _ library: Library) -> Int {
        var numbers = (0, 0), current = 0, inNumber = false
        for byte in id.utf8.dropFirst(prefix.utf8.count) {
            if byte >= 48, byte <= 57 {
                current = (inNumber ? current * 10 : 0) + Int(byte - 48)
                inNumber = true
            } else if inNumber {
                numbers = (numbers.1, current)
                inNumber = false
            }
        }
        if inNumber { numbers = (numbers.1, current) }
        return library.page(category: numbers.0, subcategory: numbers.1)
    }
}
