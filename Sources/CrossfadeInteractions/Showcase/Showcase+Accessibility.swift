import CrossfadeMotion
import CrossfadeScene

/// The showcase's own controls to VoiceOver: the tabs, Home's tiles, the Now
/// Playing buttons and the lyrics' close chevron (the children annotate theirs).
/// Each names the showcase's action its tap performs.
extension Showcase {
    /// `layers` (the showcase's, just built) with its own controls annotated.
    static func annotated(_ layers: [Layer], _ c: Configuration) -> [Layer] {
        var layers = layers
        for (index, title) in ShowcaseScreens.tabTitles.enumerated() {
            annotate(&layers, c.id("tab.\(index)"), AccessibilityInfo(.tab, label: title, isSelected: index == 2,
                                                                      actions: [.activate(c.action("selectTab"), fields: [AccessibilityInfo.Field("index", Double(index))])]))
        }
        for index in ShowcaseScreens.HomeItems.tiles(c) {
            annotate(&layers, c.id("home.tile.\(index)"), play(index, label: ShowcaseScreens.HomeItems.tileTitle(index, c), c))
        }
        for index in 0..<ShowcaseScreens.HomeItems.mixCount {
            annotate(&layers, c.id("home.mix.\(index)"), play(ShowcaseScreens.HomeItems.playedTrack(ofMix: index, c),
                                                            label: ShowcaseScreens.HomeItems.mixTitle(index, c), c))
        }
        annotate(&layers, c.id("nowPlaying.lyricsButton"), AccessibilityInfo(.button, label: "Lyrics", actions: [.activate(c.action("openLyrics"))]))
        annotate(&layers, c.id("nowPlaying.queueButton"), AccessibilityInfo(.button, label: "Queue", actions: [.activate(c.action("queue.present"))]))
        annotate(&layers, c.id("nowPlaying.like"), AccessibilityInfo(.button, label: "Like", actions: [.activate(c.action("toggleLike"))]))
        annotate(&layers, c.id("lyricsView.close"), AccessibilityInfo(.button, label: "Close lyrics",
                                                                     actions: [.activate(c.action("closeLyrics")), .escape(c.action("closeLyrics"))]))
        return layers
    }

    private static func play(_ track: Int, label: String, _ c: Configuration) -> AccessibilityInfo {
        AccessibilityInfo(.button, label: label, actions: [.activate(c.action("playTrack"), fields: [AccessibilityInfo.Field("index", Double(track))])])
    }

    private static func annotate(_ layers: inout [Layer], _ id: String, _ info: AccessibilityInfo) {
        guard let path = layers.path(to: id) else { return }
        layers.update(path) { $0.accessibility = info }
    }

    /// The selected tab and the like button's state, written only when they change.
    func updateAccessibility(_ layers: inout [Layer]) {
        let t = tab, isLiked = liked[track % liked.count]
        layers.update(paths.tabBar) { bar in
            for index in bar.children.indices { bar.children[index].setAccessibilitySelected(index == t) }
        }
        layers.update(paths.like) { $0.setAccessibilitySelected(isLiked) }
    }
}
