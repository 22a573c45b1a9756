import CrossfadeMotion
import CrossfadeScene

/// The showcase's own controls to VoiceOver: the tabs, Home's tiles, the Now
/// Playing buttons and the lyrics' close chevron (the children annotate theirs).
/// Each names the showcase's action its tap performs.
extension Showcase {
    /// `layers` (the showcase's, just built) with its own controls annotated.
    static func annotated(_ layers: [Layer], _ c: Configuration, home: ShowcaseHome) -> [Layer] {
        var layers = layers
        for (index, title) in ShowcaseScreens.tabTitles.enumerated() {
            annotate(&layers, c.id("tab.\(index)"), AccessibilityInfo(.tab, label: title, isSelected: index == 2,
                                                                      actions: [.activate(c.action("selectTab"), fields: [AccessibilityInfo.Field("index", Double(index))])]))
        }
        for index in home.tiles {
            annotate(&layers, c.id("home.tile.\(index)"), activate(c.catalogue.track(index).title, "playHome", index, c))
        }
        for (shelf, content) in home.shelves.enumerated() {
            for (item, card) in content.items.enumerated() {
                annotate(&layers, c.id("home.shelf.\(shelf).item.\(item)"), activate(card.title, "playHome", home.index(shelf: shelf, item: item), c))
            }
        }
        for (index, page) in ShowcaseScreens.browsePages(c).enumerated() {
            annotate(&layers, c.id("search.category.\(index)"), activate(page.name, "browse", index, c))
        }
        for index in 0..<ShowcaseScreens.songCount(c) {
            annotate(&layers, c.id("search.song.\(index)"), activate(c.catalogue.track(index).title, "playSearch", index, c))
        }
        for index in 0..<Tuning.sheetRows {
            annotate(&layers, c.id("sheet.row.\(index)"), AccessibilityInfo(.button, label: "", actions: [
                .activate(c.action("chooseSheetRow"), fields: [AccessibilityInfo.Field("index", Double(index))]), .escape(c.action("closeSheet")),
            ]))
        }
        annotate(&layers, c.id("sheet.dim"), AccessibilityInfo(.button, label: "Close", actions: [.activate(c.action("closeSheet")), .escape(c.action("closeSheet"))]))
        annotate(&layers, c.id("nowPlaying.more"), AccessibilityInfo(.button, label: "More", actions: [.activate(c.action("more"))]))
        annotate(&layers, c.id("nowPlaying.shareButton"), AccessibilityInfo(.button, label: "Share", actions: [.activate(c.action("share"))]))
        annotate(&layers, c.id("nowPlaying.devices"), AccessibilityInfo(.button, label: "Devices", actions: [.activate(c.action("devices"))]))
        annotate(&layers, c.id("player.miniPlayer.devices"), AccessibilityInfo(.button, label: "Devices", actions: [.activate(c.action("devices"))]))
        annotate(&layers, c.id("nowPlaying.lyricsButton"), AccessibilityInfo(.button, label: "Lyrics", actions: [.activate(c.action("openLyrics"))]))
        annotate(&layers, c.id("nowPlaying.queueButton"), AccessibilityInfo(.button, label: "Queue", actions: [.activate(c.action("queue.present"))]))
        annotate(&layers, c.id("nowPlaying.like"), AccessibilityInfo(.button, label: "Like", actions: [.activate(c.action("toggleLike"))]))
        annotate(&layers, c.id("lyricsView.close"), AccessibilityInfo(.button, label: "Close lyrics",
                                                                     actions: [.activate(c.action("closeLyrics")), .escape(c.action("closeLyrics"))]))
        return layers
    }

    /// A button whose activation performs `action` with `index`.
    private static func activate(_ label: String, _ action: String, _ index: Int, _ c: Configuration) -> AccessibilityInfo {
        AccessibilityInfo(.button, label: label, actions: [.activate(c.action(action), fields: [AccessibilityInfo.Field("index", Double(index))])])
    }

    private static func annotate(_ layers: inout [Layer], _ id: String, _ info: AccessibilityInfo) {
        guard let path = layers.path(to: id) else { return }
        layers.update(path) { $0.accessibility = info }
    }

    /// The selected tab, the like button's state and the sheet's rows' words, written only when they change.
    func updateAccessibility(_ layers: inout [Layer]) {
        let t = tab, isLiked = liked[track % liked.count]
        layers.update(paths.tabBar) { bar in
            for index in bar.children.indices { bar.children[index].setAccessibilitySelected(index == t) }
        }
        layers.update(paths.like) { $0.setAccessibilitySelected(isLiked) }
        guard sheet.isShowing else { return }
        let rows = ShowcaseSheet.rows(sheet.kind, liked: isLiked)
        layers.update(paths.sheet) { sheet in
            guard sheet.children.count == 2 else { return }
            for index in 0..<Tuning.sheetRows where 5 + index < sheet.children[1].children.count {
                let label = index < rows.count ? rows[index] : ""
                sheet.children[1].children[5 + index].setAccessibility(label: label, value: "")
            }
        }
    }
}
