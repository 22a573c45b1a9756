import CrossfadeMotion
import CrossfadeScene

extension LibraryPager {
    public func makeLayers() -> [Layer] { Self.build(layout, strip: strip).layers }

    /// The library's layers at `strip`, and the paths of those a frame updates
    /// (built by `LayerTree`, never looked up by id):
    ///
    /// ```
    /// pager.pages                   clipped frame the strip slides in
    ///   pager.page.C.S   ×3         slot "pager.page.C.S": page g in slot g % 3
    ///     pager.list.K              the default drawing: the page's rows, scrolled
    ///       pager.list.K.R          .art, .title, .subtitle
    /// pager.categories / pager.subs labels near the screen, rebuilt as that set changes
    /// pager.divider, pager.indicator, pager.indicator.incoming
    /// ```
    static func build(_ layout: LibraryLayout, strip: StripPosition) -> (layers: [Layer], paths: LibraryPagerPaths) {
        let c = layout.configuration, w = c.width, palette = layout.palette
        var tree = LayerTree()
        let pages = tree.add(
            Layer(
                id: c.id("pager.pages"), frame: Rect(x: 0, y: c.pagesTop, width: w, height: c.pageHeight),
                clipsToBounds: true, isHitTestable: false, accessibility: pagesAccessibility(layout, strip)))
        let window = slotPages(strip.raw, count: c.library.pageCount)
        var slots: [LibraryPagerPaths.Slot] = []
        for slot in 0..<window.count {
            let page = tree.add(Layer(id: "", frame: Rect(x: 0, y: 0, width: w, height: c.pageHeight), clipsToBounds: true), in: pages)
            let listID = c.id("pager.list.\(slot)")
            let list = tree.add(Layer(id: listID, frame: Rect(x: 0, y: 0, width: w, height: 0), isHitTestable: false), in: page)
            let rows = (0..<layout.slotRows).map { addRow($0, id: "\(listID).\($0)", to: &tree, in: list, layout, inside: pages) }
            slots.append(LibraryPagerPaths.Slot(page: page.relative(to: pages), list: list.relative(to: pages), rows: rows))
        }
        let categories = tree.add(
            Layer(
                id: c.id("pager.categories"), frame: Rect(x: 0, y: c.categoryY, width: w, height: c.categoryHeight),
                isHitTestable: false,
                children: categoryLabels(
                    layout,
                    layout.categories.window(
                        scroll: layout.categoryScroll(strip.categoryPosition),
                        viewportWidth: w))))
        let subcategories = tree.add(
            Layer(
                id: c.id("pager.subs"), frame: Rect(x: 0, y: c.subY, width: w, height: c.subHeight), isHitTestable: false,
                children: subRows(layout, strip)))
        tree.add(
            Layer(
                id: c.id("pager.divider"),
                frame: Rect(
                    x: 0, y: c.indicatorY + Tuning.indicatorHeight - Tuning.dividerHeight, width: w,
                    height: Tuning.dividerHeight), fill: palette.surface, isHitTestable: false))
        let indicator = tree.add(
            Layer(
                id: c.id("pager.indicator"), frame: Rect(x: 0, y: c.indicatorY, width: 0, height: Tuning.indicatorHeight),
                cornerRadius: CornerRadius(Tuning.indicatorHeight / 2), fill: palette.accent, isHitTestable: false))
        // The second indicator shows only while crossing into another category, under the label coming in.
        let incomingIndicator = tree.add(
            Layer(
                id: c.id("pager.indicator.incoming"), frame: Rect(x: 0, y: c.indicatorY, width: 0, height: Tuning.indicatorHeight),
                opacity: 0, cornerRadius: CornerRadius(Tuning.indicatorHeight / 2), fill: palette.accent, isHitTestable: false))
        let paths = LibraryPagerPaths(
            pages: pages, categories: categories, subcategories: subcategories, indicator: indicator, incomingIndicator: incomingIndicator,
            slots: slots)
        var layers = tree.layers
        layers.update(pages) { pagesLayer in
            for page in window { show(page, in: &pagesLayer, slots[page % window.count], layout) }
        }
        return (layers, paths)
    }

    /// The accessibility of list row `index`: a button that selects it.
    static func rowAccessibility(_ index: Int, _ c: Configuration) -> AccessibilityInfo {
        AccessibilityInfo(.button, label: "", actions: [.activate(c.action("selectRow"), fields: [AccessibilityInfo.Field("index", Double(index))])])
    }

    /// Row `index` of a list: a tappable row with its artwork and two lines, its
    /// content set by `show`. Text lines are as tall as their scaled font needs.
    private static func addRow(
        _ index: Int, id: String, to tree: inout LayerTree, in list: LayerPath, _ layout: LibraryLayout,
        inside pages: LayerPath
    ) -> LibraryPagerPaths.Row {
        let c = layout.configuration, m = c.margin, palette = layout.palette, h = c.rowHeight
        // The row in the readable column (the whole width on a phone), clear of the notch sides.
        let (rowX, w) = c.rowColumn
        let art = Tuning.artworkSize, textX = m + art + Tuning.textGap, textWidth = max(1, w - textX - m)
        let align: TextContent.Alignment = c.rtl ? .trailing : .leading
        func placed(_ x: Double, width: Double) -> Double { c.rtl ? w - x - width : x }
        // The row's label and value are its item's, set as the list shows a page.
        let row = tree.add(
            Layer(
                id: id, frame: Rect(x: rowX, y: Tuning.listPadding + Double(index) * h, width: w, height: h),
                accessibility: rowAccessibility(index, c)), in: list)
        let artwork = tree.add(
            Layer(
                id: id + ".art", frame: Rect(x: placed(m, width: art), y: (h - art) / 2, width: art, height: art),
                isHitTestable: false), in: row)
        let title = tree.add(
            .text(
                id + ".title", "",
                frame: Rect(
                    x: placed(textX, width: textWidth), y: Tuning.textTop, width: textWidth,
                    height: c.titleHeight),
                size: c.environment.font(Tuning.titleFont), weight: .semibold, color: palette.primaryText, alignment: align), in: row)
        let subtitle = tree.add(
            .text(
                id + ".subtitle", "",
                frame: Rect(
                    x: placed(textX, width: textWidth), y: Tuning.textTop + c.titleHeight,
                    width: textWidth, height: c.subtitleHeight),
                size: c.environment.font(Tuning.subtitleFont), color: palette.secondaryText, alignment: align), in: row)
        return LibraryPagerPaths.Row(
            row: row.relative(to: pages), art: artwork.relative(to: pages), title: title.relative(to: pages),
            subtitle: subtitle.relative(to: pages))
    }

    // MARK: Building what is near the screen

    static func categoryLabels(_ layout: LibraryLayout, _ window: ClosedRange<Int>) -> [Layer] {
        let c = layout.configuration
        return window.map { index in
            label(
                layout.categoryIDs[index], layout.categories, index, layout, fontSize: c.categoryFont, height: c.categoryHeight,
                action: "selectCategory")
        }
    }

    static func subRows(_ layout: LibraryLayout, _ strip: StripPosition) -> [Layer] {
        strip.visibleCategories.map { category in
            let scroll = layout.subRowPlacement(category, strip).scroll
            return subRow(layout, category, layout.subcategories[category].window(scroll: scroll, viewportWidth: layout.width))
        }
    }

    /// Category `category`'s label row with the labels `window`.
    static func subRow(_ layout: LibraryLayout, _ category: Int, _ window: ClosedRange<Int>) -> Layer {
        let c = layout.configuration, row = layout.subcategories[category]
        return Layer(
            id: layout.subrowIDs[category], frame: Rect(x: 0, y: 0, width: c.width, height: c.subHeight), isHitTestable: false,
            children: window.map {
                label(
                    layout.subIDs[category][$0], row, $0, layout, fontSize: c.subFont, height: c.subHeight,
                    action: "selectSubcategory")
            })
    }

    /// A label exactly as wide as its text (its frame is the text's bounds, measured at its scaled size), tappable:
    /// to VoiceOver a tab whose double tap performs `action` with its index, as the tap does.
    @inline(never)
    static func label(_ id: String, _ row: LabelRow, _ index: Int, _ layout: LibraryLayout, fontSize: Double, height: Double, action: String) -> Layer
    {
        Layer(
            id: id,
            frame: Rect(x: layout.configuration.placed(row.xs[index], width: row.widths[index]), y: 0, width: row.widths[index], height: height),
            content: .text(TextContent(row.names[index], fontSize: fontSize, weight: .bold, color: layout.palette.secondaryText, fitsWidth: true)),
            accessibility: AccessibilityInfo(
                .tab, label: row.names[index],
                actions: [
                    .activate(layout.configuration.action(action), fields: [AccessibilityInfo.Field("index", Double(index))])
                ]))
    }

    /// The pages to VoiceOver: the page showing, and swipes up and down for the
    /// next and previous sub-category, as the horizontal swipes do.
    static func pagesAccessibility(_ layout: LibraryLayout, _ strip: StripPosition) -> AccessibilityInfo {
        let page = layout.nearestPage(strip)
        return AccessibilityInfo(
            .tabPanel, label: layout.pageNames[page], value: layout.pageValues[page],
            actions: [.increment(layout.configuration.action("nextPage")), .decrement(layout.configuration.action("previousPage"))])
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

    /// Makes a list slot (in the pages layer) show `page`: the page layer takes
    /// the page's id and slot name, the list its height, each row its item (rows
    /// past the page's items are hidden). Ids, texts and artwork are the layout's
    /// own values, so nothing is allocated.
    static func show(_ page: Int, in pages: inout Layer, _ slot: LibraryPagerPaths.Slot, _ layout: LibraryLayout) {
        let id = layout.pageIDs[page], items = layout.items(ofPage: page), height = layout.contentHeights[page]
        pages.children.update(slot.page) { layer in
            layer.id = id
            layer.content = .slot(id)
        }
        pages.children.update(slot.list) { $0.frame.size.height = height }
        let round = CornerRadius(Tuning.artworkSize / 2), square = CornerRadius(Tuning.artworkCornerRadius)
        // A page with no rows says so in its first row's place ("No playlists yet"):
        // read as text, no artwork, nothing to activate.
        let empty = items.isEmpty
        for (index, row) in slot.rows.enumerated() {
            let shown = index < items.count || (empty && index == 0)
            pages.children.update(row.row) { $0.opacity = shown ? 1 : 0 }
            guard shown else { continue }
            if empty {
                pages.children.update(row.art) { if $0.opacity != 0 { $0.opacity = 0 } }
                pages.children.update(row.title) { $0.setText(layout.emptyMessages[page]) }
                pages.children.update(row.subtitle) { $0.setText("") }
                pages.children.update(row.row) { $0.setAccessibilityMessage(layout.emptyMessages[page]) }
                continue
            }
            let item = items[index]
            pages.children.update(row.art) { art in
                art.content = .artwork(item.artwork)
                art.cornerRadius = item.shape == .round ? round : square
                if art.opacity != 1 { art.opacity = 1 }
            }
            if index == 0 { pages.children.update(row.row) { $0.restoreRowAccessibility(layout.firstRowAccessibility) } }
            pages.children.update(row.title) { $0.setText(item.title) }
            pages.children.update(row.row) { $0.setAccessibility(label: item.title, value: item.subtitle) }
            pages.children.update(row.subtitle) { $0.setText(item.subtitle) }
        }
    }
}
