import CrossfadeMotion
import CrossfadeScene

/// The showcase's own screens, drawn in the environment's palette: Home (recently
/// played tiles over shelves that scroll sideways, the whole screen scrolling up),
/// Search (a field, tiles that open Your Library's pages, and the songs) and the
/// tab bar.
enum ShowcaseScreens {
    typealias Tuning = Showcase.Tuning
    static let tabTitles = ["Home", "Search", "Your Library"]

    /// The tab bar, Your Library selected: an icon over each title; its path and its items'.
    static func addTabBar(_ c: Showcase.Configuration, to tree: inout LayerTree, in app: LayerPath)
        -> (bar: LayerPath, tabs: [ShowcasePaths.TabPaths])
    {
        // The three tabs share the readable width, centred between the notch sides (as
        // UIKit groups a tab bar's items on wide screens); a portrait phone's whole width.
        let w = c.width, safe = c.environment.safeArea, usable = max(1, w - safe.leading - safe.trailing)
        let group = min(usable, Tuning.tabGroupWidth), width = group / 3
        let groupX = (c.rtl ? safe.trailing : safe.leading) + (usable - group) / 2
        let palette = c.environment.palette, icon = Tuning.tabIconSize
        let bar = tree.add(
            Layer(
                id: c.id("tabBar"), frame: Rect(x: 0, y: c.height - c.tabBarTotal, width: w, height: c.tabBarTotal),
                fill: palette.tabBar.withAlpha(Tuning.tabBarOpacity)), in: app)
        let tabs = tabTitles.enumerated().map { index, title -> ShowcasePaths.TabPaths in
            let slot = c.rtl ? 2 - index : index
            let color = index == 2 ? palette.primaryText : palette.secondaryText
            let info = AccessibilityInfo(
                .tab, label: title, isSelected: index == 2,
                actions: [.activate(c.action("selectTab"), fields: [AccessibilityInfo.Field("index", Double(index))])])
            let item = tree.add(
                Layer(
                    id: c.id("tab.\(index)"), frame: Rect(x: groupX + Double(slot) * width, y: 0, width: width, height: c.tabBarHeight),
                    accessibility: info), in: bar)
            let iconPath = tree.add(
                Layer(
                    id: c.id("tab.\(index).icon"), frame: Rect(x: (width - icon) / 2, y: Tuning.tabIconTop, width: icon, height: icon),
                    content: .path(Symbols.tab(index, size: icon, color: color)), isHitTestable: false), in: item)
            let titlePath = tree.add(
                .text(
                    c.id("tab.\(index).title"), title, frame: Rect(x: 0, y: Tuning.tabTitleTop, width: width, height: Tuning.tabTitleHeight),
                    size: Tuning.tabFont, weight: .medium, color: color, alignment: .center), in: item)
            return ShowcasePaths.TabPaths(item: item, icon: iconPath, title: titlePath)
        }
        return (bar, tabs)
    }

    /// Lights the selected tab's icon and title (written only when it changes).
    static func selectTab(_ selected: Int, in layers: inout [Layer], _ tabs: [ShowcasePaths.TabPaths], _ c: Showcase.Configuration) {
        let palette = c.environment.palette
        for (index, tab) in tabs.enumerated() {
            let color = index == selected ? palette.primaryText : palette.secondaryText
            let stale = layers.read(tab.title) { layer in
                if case .text(let title)? = layer.content { title.color != color } else { false }
            }
            guard stale else { continue }
            layers.update(tab.title) { $0.setTextColor(color) }
            layers.update(tab.icon) { $0.content = .path(Symbols.tab(index, size: Tuning.tabIconSize, color: color)) }
        }
    }

    // MARK: Home

    /// Home: a greeting, the recently played tiles in two columns, then the shelves;
    /// `home.content` scrolls up, each `home.shelf.S.strip` sideways.
    static func addHome(_ c: Showcase.Configuration, _ home: ShowcaseHome, _ layout: ShowcaseHomeLayout, to tree: inout LayerTree, in app: LayerPath)
        -> ShowcasePaths.HomePaths
    {
        let w = c.width, m = c.sideMargin, top = c.topSafeArea, env = c.environment, palette = env.palette
        let align: TextContent.Alignment = c.rtl ? .trailing : .leading
        let screen = tree.add(Layer(id: c.id("home"), frame: c.contentFrame, clipsToBounds: true, isHitTestable: false), in: app)
        let content = tree.add(
            Layer(id: c.id("home.content"), frame: Rect(x: 0, y: 0, width: w, height: layout.contentHeight), isHitTestable: false), in: screen)
        tree.add(
            .text(
                c.id("home.title"), "Good evening",
                frame: Rect(x: m, y: top + Tuning.titleTop, width: w - 2 * m, height: Tuning.titleHeight * env.textScale),
                size: env.font(Tuning.titleFont), weight: .bold, color: palette.primaryText, alignment: align), in: content)
        let tiles = home.tiles.map { index in tree.add(tile(index, layout.tileFrame(index, c), c), in: content) }
        var shelves: [LayerPath] = [], strips: [LayerPath] = [], items: [[LayerPath]] = []
        for (index, shelf) in home.shelves.enumerated() {
            tree.add(
                .text(
                    c.id("home.shelf.\(index).title"), shelf.title,
                    frame: Rect(x: m, y: layout.shelfTitles[index], width: w - 2 * m, height: Tuning.shelfTitleHeight * env.textScale),
                    size: env.font(Tuning.shelfTitleFont), weight: .bold, color: palette.primaryText, alignment: align), in: content)
            // The shelf's whole band takes a sideways drag, the gaps between its cards too.
            let band = tree.add(
                Layer(id: c.id("home.shelf.\(index)"), frame: Rect(x: 0, y: layout.shelfTops[index], width: w, height: layout.shelfHeight(c))),
                in: content)
            let strip = tree.add(
                Layer(
                    id: c.id("home.shelf.\(index).strip"), frame: Rect(x: 0, y: 0, width: w, height: layout.shelfHeight(c)), isHitTestable: false),
                in: band)
            items.append(
                shelf.items.enumerated().map { item in
                    let play = ShowcaseAccessibility.button(
                        item.element.title, c.action("playHome"), index: home.index(shelf: index, item: item.offset))
                    return tree.add(
                        card(item.element, id: c.id("home.shelf.\(index).item.\(item.offset)"), layout.cardFrame(item.offset, c), c).accessible(play),
                        in: strip)
                })
            shelves.append(band)
            strips.append(strip)
        }
        tree.add(statusBarScrim("home", c), in: screen)
        return ShowcasePaths.HomePaths(screen: screen, content: content, tiles: tiles, shelves: shelves, strips: strips, items: items)
    }

    /// A recently played tile: its artwork and title, side by side.
    private static func tile(_ index: Int, _ frame: Rect, _ c: Showcase.Configuration) -> Layer {
        let side = Tuning.tileHeight, env = c.environment, palette = env.palette
        let align: TextContent.Alignment = c.rtl ? .trailing : .leading
        return Layer(
            id: c.id("home.tile.\(index)"), frame: frame, cornerRadius: CornerRadius(Tuning.tileCornerRadius), fill: palette.surface,
            clipsToBounds: true,
            accessibility: ShowcaseAccessibility.button(c.catalogue.track(index).title, c.action("playHome"), index: index),
            children: [
                Layer(
                    id: c.id("home.tile.\(index).art"), frame: Rect(x: c.rtl ? frame.width - side : 0, y: 0, width: side, height: side),
                    content: .artwork(c.catalogue.artwork(ofTrack: index)), isHitTestable: false),
                .text(
                    c.id("home.tile.\(index).title"), c.catalogue.track(index).title,
                    frame: Rect(x: c.rtl ? 8 : side + 8, y: 0, width: max(1, frame.width - side - 16), height: side),
                    size: env.font(Tuning.tileFont),
                    weight: .bold, color: palette.primaryText, alignment: align)
            ])
    }

    /// A shelf's card: square art (round for an artist), title and subtitle.
    private static func card(_ item: LibraryItem, id: String, _ frame: Rect, _ c: Showcase.Configuration) -> Layer {
        let side = frame.width, env = c.environment, palette = env.palette, scale = env.textScale
        let round = item.shape == .round, align: TextContent.Alignment = round ? .center : (c.rtl ? .trailing : .leading)
        let titleY = side + Tuning.cardTextGap
        return Layer(
            id: id, frame: frame,
            children: [
                Layer(
                    id: id + ".art", frame: Rect(x: 0, y: 0, width: side, height: side),
                    cornerRadius: CornerRadius(round ? side / 2 : Tuning.cardCornerRadius),
                    content: .artwork(item.artwork), clipsToBounds: true, isHitTestable: false),
                .line(
                    id + ".title", item.title, frame: Rect(x: 0, y: titleY, width: side, height: Tuning.cardTitleHeight * scale),
                    size: env.font(Tuning.cardTitleFont), weight: .semibold, color: palette.primaryText, alignment: align),
                .line(
                    id + ".subtitle", item.subtitle,
                    frame: Rect(x: 0, y: titleY + Tuning.cardTitleHeight * scale, width: side, height: Tuning.cardSubtitleHeight * scale),
                    size: env.font(Tuning.cardSubtitleFont), color: palette.secondaryText, alignment: align)
            ])
    }

    // MARK: Search

    /// The library pages Search's tiles open: (category, sub-category, name).
    static func browsePages(_ c: Showcase.Configuration) -> [(category: Int, subcategory: Int, name: String)] {
        var pages: [(category: Int, subcategory: Int, name: String)] = []
        for (category, entry) in c.catalogue.library.categories.enumerated() {
            for (sub, name) in entry.subcategories.enumerated() where pages.count < Tuning.browseLimit { pages.append((category, sub, name)) }
        }
        return pages
    }

    static func songCount(_ c: Showcase.Configuration) -> Int { min(Tuning.songLimit, c.catalogue.tracks.count) }

    /// Where Search's parts sit in its content: the browse tiles' top, the songs' title and rows.
    static func searchLayout(_ c: Showcase.Configuration) -> (browseTop: Double, songsTitle: Double, songsTop: Double, height: Double) {
        let top = c.topSafeArea, scale = c.environment.textScale
        let browseTop = top + Tuning.fieldTop + Tuning.fieldHeight + Tuning.shelfGap + Tuning.shelfTitleHeight * scale + Tuning.shelfTitleGap
        let rows = Double((browsePages(c).count + 1) / 2)
        let songsTitle = browseTop + rows * (Tuning.browseHeight + Tuning.browseGap) - Tuning.browseGap + Tuning.shelfGap
        let songsTop = songsTitle + Tuning.shelfTitleHeight * scale + Tuning.shelfTitleGap
        return (browseTop, songsTitle, songsTop, songsTop + Double(songCount(c)) * songRowHeight(c) + Tuning.bottomPadding)
    }

    static func songRowHeight(_ c: Showcase.Configuration) -> Double {
        max(Tuning.songRowHeight, (Tuning.songTitleFont + Tuning.songSubtitleFont) * 1.5 * c.environment.textScale)
    }

    /// Search: the field, "Browse your library" (a tile per library page) and the songs (a tap plays one); `search.content` scrolls.
    static func addSearch(_ c: Showcase.Configuration, to tree: inout LayerTree, in app: LayerPath) -> ShowcasePaths.SearchPaths {
        let w = c.width, m = c.sideMargin, top = c.topSafeArea, env = c.environment, palette = env.palette, scale = env.textScale
        let align: TextContent.Alignment = c.rtl ? .trailing : .leading
        let layout = searchLayout(c), field = env.appearance == .dark ? Color.white : Color(hex: Tuning.lightFieldColor)
        let screen = tree.add(Layer(id: c.id("search"), frame: c.contentFrame, clipsToBounds: true, isHitTestable: false), in: app)
        let content = tree.add(
            Layer(id: c.id("search.content"), frame: Rect(x: 0, y: 0, width: w, height: layout.height), isHitTestable: false), in: screen)
        let header: [Layer] = [
            .text(
                c.id("search.title"), "Search", frame: Rect(x: m, y: top + Tuning.titleTop, width: w - 2 * m, height: Tuning.titleHeight * scale),
                size: env.font(Tuning.titleFont), weight: .bold, color: palette.primaryText, alignment: align),
            Layer(
                id: c.id("search.field"), frame: Rect(x: m, y: top + Tuning.fieldTop, width: w - 2 * m, height: Tuning.fieldHeight),
                cornerRadius: CornerRadius(Tuning.fieldCornerRadius),
                fill: field, isHitTestable: false,
                children: [
                    .text(
                        c.id("search.field.placeholder"), "What do you want to listen to?",
                        frame: Rect(x: Tuning.fieldTextInset, y: 0, width: w - 2 * m - 2 * Tuning.fieldTextInset, height: Tuning.fieldHeight),
                        size: env.font(Tuning.fieldFont), weight: .semibold, color: Color(hex: 0x535353), alignment: align)
                ]),
            .text(
                c.id("search.browse"), "Browse your library",
                frame: Rect(
                    x: m, y: layout.browseTop - Tuning.shelfTitleGap - Tuning.shelfTitleHeight * scale,
                    width: w - 2 * m, height: Tuning.shelfTitleHeight * scale),
                size: env.font(Tuning.shelfTitleFont), weight: .bold, color: palette.primaryText, alignment: align)
        ]
        tree.add(header, in: content)
        let tile = (w - 2 * m - Tuning.browseGap) / 2
        let categories = browsePages(c).enumerated().map { index, page in
            let column = Double(index % 2), row = Double(index / 2)
            let x = c.rtl ? w - m - tile - column * (tile + Tuning.browseGap) : m + column * (tile + Tuning.browseGap)
            return tree.add(
                Layer(
                    id: c.id("search.category.\(index)"),
                    frame: Rect(
                        x: x, y: layout.browseTop + row * (Tuning.browseHeight + Tuning.browseGap),
                        width: tile, height: Tuning.browseHeight),
                    cornerRadius: CornerRadius(Tuning.browseCornerRadius), fill: Palette.trackColor(index + 2),
                    accessibility: ShowcaseAccessibility.button(page.name, c.action("browse"), index: index),
                    children: [
                        .text(
                            c.id("search.category.\(index).title"), page.name,
                            frame: Rect(
                                x: Tuning.browseTitleInset, y: Tuning.browseTitleTop, width: tile - 2 * Tuning.browseTitleInset,
                                height: Tuning.browseTitleHeight * scale),
                            size: env.font(Tuning.browseFont), weight: .bold, color: .white, alignment: align)
                    ]), in: content)
        }
        tree.add(
            .text(
                c.id("search.songs"), "Recent searches",
                frame: Rect(x: m, y: layout.songsTitle, width: w - 2 * m, height: Tuning.shelfTitleHeight * scale),
                size: env.font(Tuning.shelfTitleFont), weight: .bold, color: palette.primaryText, alignment: align), in: content)
        let height = songRowHeight(c), art = Tuning.songArt
        let songs = (0..<songCount(c)).map { index in
            let track = c.catalogue.track(index), textX = m + art + 12, textWidth = max(1, w - textX - m)
            func placed(_ r: Rect) -> Rect { c.rtl ? env.layoutDirection.mirrored(r, in: w) : r }
            let half = (height - 8) / 2
            return tree.add(
                Layer(
                    id: c.id("search.song.\(index)"), frame: Rect(x: 0, y: layout.songsTop + Double(index) * height, width: w, height: height),
                    accessibility: ShowcaseAccessibility.button(track.title, c.action("playSearch"), index: index),
                    children: [
                        Layer(
                            id: c.id("search.song.\(index).art"), frame: placed(Rect(x: m, y: (height - art) / 2, width: art, height: art)),
                            content: .artwork(c.catalogue.artwork(ofTrack: index)), isHitTestable: false),
                        .line(
                            c.id("search.song.\(index).title"), track.title, frame: placed(Rect(x: textX, y: 4, width: textWidth, height: half)),
                            size: env.font(Tuning.songTitleFont), color: palette.primaryText, alignment: align),
                        .line(
                            c.id("search.song.\(index).subtitle"), "Song · " + track.artist,
                            frame: placed(Rect(x: textX, y: 4 + half, width: textWidth, height: half)),
                            size: env.font(Tuning.songSubtitleFont), color: palette.secondaryText, alignment: align)
                    ]), in: content)
        }
        tree.add(statusBarScrim("search", c), in: screen)
        return ShowcasePaths.SearchPaths(screen: screen, content: content, categories: categories, songs: songs)
    }

    /// The screen's colour under the status bar: what scrolls up passes beneath it, and the time stays readable.
    private static func statusBarScrim(_ screen: String, _ c: Showcase.Configuration) -> Layer {
        Layer(
            id: c.id(screen + ".statusBar"), frame: Rect(x: 0, y: 0, width: c.width, height: c.topSafeArea), fill: c.environment.palette.background,
            isHitTestable: false)
    }
}

extension Layer {
    /// A one-line text layer whose words are cut short with an ellipsis where they
    /// would not fit `frame`'s width (measured with `TextMetrics`, with a little
    /// room for a host's font being wider): a card's title never wraps into its subtitle.
    static func line(
        _ id: String, _ string: String, frame: Rect, size: Double, weight: TextContent.Weight = .regular, color: Color,
        alignment: TextContent.Alignment
    ) -> Layer {
        .text(
            id, truncated(string, width: frame.width * 0.94, size: size, weight: weight), frame: frame, size: size, weight: weight, color: color,
            alignment: alignment)
    }

    /// `string`, or as much of it as fits `width` with "…" after it.
    static func truncated(_ string: String, width: Double, size: Double, weight: TextContent.Weight) -> String {
        guard TextMetrics.width(of: string, fontSize: size, weight: weight) > width else { return string }
        var kept = String.UnicodeScalarView()
        for scalar in string.unicodeScalars {
            var next = kept
            next.append(scalar)
            if TextMetrics.width(of: String(next) + "…", fontSize: size, weight: weight) > width { break }
            kept = next
        }
        return String(String(kept).trimmingSpaces()) + "…"
    }
}
