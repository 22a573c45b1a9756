import CrossfadeMotion
import CrossfadeScene

/// A bottom sheet of choices over everything, as Spotify's are: the track's menu
/// ("⋯"), Share, and Connect to a device. It slides up on a spring that never
/// overshoots over a dim; a tap on the dim closes it; each row does what its
/// words say (`Showcase.chooseSheetRow`).
struct ShowcaseSheet: Sendable {
    enum Kind: String, Sendable {
        /// The playing track's menu: like, go to its album or artist, the queue.
        case more
        /// Where to share the playing track (the host shares: a `share` event).
        case share
        /// Where playback plays (the host shows its route picker: a `devices` event).
        case devices
    }

    /// The sheet showing, or the last one (while it slides away).
    var kind: Kind = .more
    var isOpen = false
    /// 0 hidden … 1 shown.
    var shown: SettlingSpring<Double>

    init() {
        shown = SettlingSpring(
            spring: Spring(response: Showcase.Tuning.sheetResponse, dampingRatio: Showcase.Tuning.sheetDampingRatio), value: 0,
            tolerance: .progress)
    }

    /// Whether it takes the touches (open, or still on screen).
    var isShowing: Bool { isOpen || shown.value > 0.001 }

    /// Slides up (with Reduce Motion the same spring cross-fades it in where it rests: see `update`).
    mutating func open(_ kind: Kind) {
        self.kind = kind
        isOpen = true
        shown.animate(to: 1)
    }

    mutating func close() {
        isOpen = false
        shown.animate(to: 0)
    }

    /// The rows' words: the menu's first says whether the track is liked.
    static func rows(_ kind: Kind, liked: Bool) -> [String] {
        switch kind {
        case .more: [liked ? "Remove from Liked Songs" : "Add to Liked Songs", "Go to album", "Go to artist", "Show queue"]
        case .share: ["Copy link", "Messages", "More"]
        case .devices: ["This phone", "AirPlay or Bluetooth"]
        }
    }

    /// The header's title and subtitle.
    static func header(_ kind: Kind, track: Track) -> (title: String, subtitle: String) {
        switch kind {
        case .more: (track.title, track.artist)
        case .share: ("Share", track.title + " · " + track.artist)
        case .devices: ("Connect to a device", "Listening on This phone")
        }
    }

    /// The panel's height for `kind`: header, rows, and the home indicator's inset.
    static func panelHeight(_ kind: Kind, _ c: Showcase.Configuration) -> Double {
        Showcase.Tuning.sheetHeaderHeight + Double(rows(kind, liked: false).count) * Showcase.Tuning.sheetRowHeight + c.bottomSafeArea + 8
    }
}

extension ShowcaseSheet {
    typealias Tuning = Showcase.Tuning

    /// Adds the sheet's layers, hidden, as roots: the dim and the panel (grabber,
    /// artwork, title, subtitle and `sheetRows` rows, those a sheet does not use left empty).
    static func add(_ c: Showcase.Configuration, to tree: inout LayerTree) -> ShowcasePaths.SheetPaths {
        let w = c.width, h = c.height, m = c.sideMargin, env = c.environment, palette = env.palette, art = Tuning.sheetArt
        let align: TextContent.Alignment = c.rtl ? .trailing : .leading
        func placed(_ r: Rect) -> Rect { c.rtl ? env.layoutDirection.mirrored(r, in: w) : r }
        let sheet = tree.add(
            Layer(id: c.id("sheet"), frame: Rect(x: 0, y: 0, width: w, height: h), opacity: 0, zPosition: 4, isHitTestable: false))
        let dim = tree.add(
            Layer(
                id: c.id("sheet.dim"), frame: Rect(x: 0, y: 0, width: w, height: h), opacity: 0, fill: palette.backdrop,
                accessibility: ShowcaseAccessibility.button("Close", c.action("closeSheet"), escape: c.action("closeSheet"))), in: sheet)
        let panel = tree.add(
            Layer(
                id: c.id("sheet.panel"), frame: Rect(x: 0, y: h, width: w, height: h),
                cornerRadius: CornerRadius(Tuning.sheetCornerRadius, corners: .top),
                fill: palette.surface, clipsToBounds: true), in: sheet)
        tree.add(
            Layer(
                id: c.id("sheet.grabber"),
                frame: Rect(
                    x: (w - Tuning.sheetGrabberWidth) / 2, y: Tuning.sheetGrabberTop, width: Tuning.sheetGrabberWidth,
                    height: Tuning.sheetGrabberHeight), cornerRadius: CornerRadius(Tuning.sheetGrabberHeight / 2),
                fill: palette.secondaryText.withAlpha(0.5), isHitTestable: false), in: panel)
        let artPath = tree.add(
            Layer(
                id: c.id("sheet.art"), frame: placed(Rect(x: m, y: (Tuning.sheetHeaderHeight - art) / 2, width: art, height: art)),
                cornerRadius: CornerRadius(4), content: .artwork(c.catalogue.artwork(ofTrack: 0)), isHitTestable: false), in: panel)
        let title = tree.add(
            .text(
                c.id("sheet.title"), "",
                frame: placed(Rect(x: m + art + 12, y: Tuning.sheetTitleTop, width: w - 2 * m - art - 12, height: Tuning.sheetTitleHeight)),
                size: env.font(Tuning.sheetTitleFont), weight: .bold, color: palette.primaryText, alignment: align), in: panel)
        let subtitle = tree.add(
            .text(
                c.id("sheet.subtitle"), "",
                frame: placed(
                    Rect(
                        x: m + art + 12, y: Tuning.sheetSubtitleTop, width: w - 2 * m - art - 12,
                        height: Tuning.sheetSubtitleHeight)),
                size: env.font(Tuning.sheetSubtitleFont), color: palette.secondaryText, alignment: align), in: panel)
        tree.add(
            Layer(
                id: c.id("sheet.divider"), frame: Rect(x: 0, y: Tuning.sheetHeaderHeight - 1, width: w, height: 1),
                fill: palette.primaryText.withAlpha(0.1),
                isHitTestable: false), in: panel)
        var rows: [LayerPath] = [], rowTitles: [LayerPath] = []
        for index in 0..<Tuning.sheetRows {
            let info = AccessibilityInfo(
                .button, label: "",
                actions: [
                    .activate(c.action("chooseSheetRow"), fields: [AccessibilityInfo.Field("index", Double(index))]), .escape(c.action("closeSheet"))
                ])
            let row = tree.add(
                Layer(
                    id: c.id("sheet.row.\(index)"),
                    frame: Rect(
                        x: 0, y: Tuning.sheetHeaderHeight + Double(index) * Tuning.sheetRowHeight,
                        width: w, height: Tuning.sheetRowHeight), accessibility: info), in: panel)
            rowTitles.append(
                tree.add(
                    .text(
                        c.id("sheet.row.\(index).title"), "", frame: Rect(x: m, y: 0, width: w - 2 * m, height: Tuning.sheetRowHeight),
                        size: env.font(Tuning.sheetRowFont), color: palette.primaryText, alignment: align), in: row))
            rows.append(row)
        }
        return ShowcasePaths.SheetPaths(
            sheet: sheet, dim: dim, panel: panel, art: artPath, title: title, subtitle: subtitle, rows: rows, rowTitles: rowTitles)
    }

    /// Draws the sheet: slid up by `shown`, its words for `kind` (written only when they change).
    func update(_ layers: inout [Layer], _ p: ShowcasePaths.SheetPaths, _ c: Showcase.Configuration, track: Int, liked: Bool) {
        let show = clamp(shown.value, 0...1), reduce = c.reduceMotion, h = c.height
        let height = Self.panelHeight(kind, c)
        layers.update(p.sheet) { $0.opacity = reduce ? show : (show > 0 ? 1 : 0) }
        layers.update(p.dim) { $0.opacity = Tuning.sheetDim * show }
        let top = reduce ? h - height : h - height * show
        layers.update(p.panel) { if $0.frame.origin.y != top { $0.frame.origin.y = top } }
        guard show > 0 else { return }
        let info = c.catalogue.track(track), header = Self.header(kind, track: info), rows = Self.rows(kind, liked: liked)
        layers.update(p.title) { $0.setText(header.title) }
        layers.update(p.subtitle) { $0.setText(header.subtitle) }
        // The track's artwork heads its menu; the other sheets hide it (a layer's artwork is never taken away: hosts paint it as a background).
        let showsArt = kind == .more, artOpacity = showsArt ? 1.0 : 0.0
        layers.update(p.art) { art in
            if art.opacity != artOpacity { art.opacity = artOpacity }
            guard showsArt else { return }
            let artwork = c.catalogue.artwork(ofTrack: track)
            if case .artwork(let shownArt)? = art.content, shownArt == artwork {} else { art.content = .artwork(artwork) }
        }
        let textX = kind == .more ? c.sideMargin + Tuning.sheetArt + 12 : c.sideMargin
        func place(_ path: LayerPath) {
            layers.update(path) { text in
                let x = c.rtl ? c.width - textX - text.frame.width : textX
                if text.frame.origin.x != x { text.frame.origin.x = x }
            }
        }
        place(p.title)
        place(p.subtitle)
        let palette = c.environment.palette
        for (index, row) in p.rows.enumerated() {
            let used = index < rows.count, opacity = used ? 1.0 : 0.0, selected = kind == .devices && index == 0
            layers.update(p.rowTitles[index]) { title in
                title.setText(used ? rows[index] : "")
                title.setTextColor(selected ? palette.accent : palette.primaryText)
            }
            layers.update(row) { if $0.opacity != opacity { $0.opacity = opacity } }
        }
    }
}
