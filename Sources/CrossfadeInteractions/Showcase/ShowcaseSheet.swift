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

    /// The sheet's layers, hidden: the dim and the panel (grabber, artwork, title,
    /// subtitle and `sheetRows` rows, those a sheet does not use left empty).
    static func layer(_ c: Showcase.Configuration) -> Layer {
        let w = c.width, h = c.height, m = Tuning.margin, env = c.environment, palette = env.palette, art = Tuning.sheetArt
        let align: TextContent.Alignment = c.rtl ? .trailing : .leading
        func placed(_ r: Rect) -> Rect { c.rtl ? env.layoutDirection.mirrored(r, in: w) : r }
        var panel: [Layer] = [
            Layer(
                id: c.id("sheet.grabber"),
                frame: Rect(
                    x: (w - Tuning.sheetGrabberWidth) / 2, y: Tuning.sheetGrabberTop, width: Tuning.sheetGrabberWidth,
                    height: Tuning.sheetGrabberHeight), cornerRadius: CornerRadius(Tuning.sheetGrabberHeight / 2),
                fill: palette.secondaryText.withAlpha(0.5), isHitTestable: false),
            Layer(
                id: c.id("sheet.art"), frame: placed(Rect(x: m, y: (Tuning.sheetHeaderHeight - art) / 2, width: art, height: art)),
                cornerRadius: CornerRadius(4), content: .artwork(c.catalogue.artwork(ofTrack: 0)), isHitTestable: false),
            .text(
                c.id("sheet.title"), "",
                frame: placed(Rect(x: m + art + 12, y: Tuning.sheetTitleTop, width: w - 2 * m - art - 12, height: Tuning.sheetTitleHeight)),
                size: env.font(Tuning.sheetTitleFont), weight: .bold, color: palette.primaryText, alignment: align),
            .text(
                c.id("sheet.subtitle"), "",
                frame: placed(
                    Rect(
                        x: m + art + 12, y: Tuning.sheetSubtitleTop, width: w - 2 * m - art - 12,
                        height: Tuning.sheetSubtitleHeight)),
                size: env.font(Tuning.sheetSubtitleFont), color: palette.secondaryText, alignment: align),
            Layer(
                id: c.id("sheet.divider"), frame: Rect(x: 0, y: Tuning.sheetHeaderHeight - 1, width: w, height: 1),
                fill: palette.primaryText.withAlpha(0.1),
                isHitTestable: false)
        ]
        for index in 0..<Tuning.sheetRows {
            let info = AccessibilityInfo(
                .button, label: "",
                actions: [
                    .activate(c.action("chooseSheetRow"), fields: [AccessibilityInfo.Field("index", Double(index))]), .escape(c.action("closeSheet"))
                ])
            panel.append(
                Layer(
                    id: c.id("sheet.row.\(index)"),
                    frame: Rect(
                        x: 0, y: Tuning.sheetHeaderHeight + Double(index) * Tuning.sheetRowHeight,
                        width: w, height: Tuning.sheetRowHeight), accessibility: info,
                    children: [
                        .text(
                            c.id("sheet.row.\(index).title"), "", frame: Rect(x: m, y: 0, width: w - 2 * m, height: Tuning.sheetRowHeight),
                            size: env.font(Tuning.sheetRowFont), color: palette.primaryText, alignment: align)
                    ]))
        }
        return Layer(
            id: c.id("sheet"), frame: Rect(x: 0, y: 0, width: w, height: h), opacity: 0, zPosition: 4, isHitTestable: false,
            children: [
                Layer(
                    id: c.id("sheet.dim"), frame: Rect(x: 0, y: 0, width: w, height: h), opacity: 0, fill: palette.backdrop,
                    accessibility: ShowcaseAccessibility.button("Close", c.action("closeSheet"), escape: c.action("closeSheet"))),
                Layer(
                    id: c.id("sheet.panel"), frame: Rect(x: 0, y: h, width: w, height: h),
                    cornerRadius: CornerRadius(Tuning.sheetCornerRadius, corners: .top),
                    fill: palette.surface, clipsToBounds: true, children: panel)
            ])
    }

    /// Draws the sheet: slid up by `shown`, its words for `kind` (written only when they change).
    func update(_ layer: inout Layer, _ c: Showcase.Configuration, track: Int, liked: Bool) {
        let show = clamp(shown.value, 0...1), reduce = c.reduceMotion, h = c.height
        let height = Self.panelHeight(kind, c)
        layer.opacity = reduce ? show : (show > 0 ? 1 : 0)
        guard layer.children.count == 2 else { return }
        layer.children[0].opacity = Tuning.sheetDim * show
        let top = reduce ? h - height : h - height * show
        if layer.children[1].frame.origin.y != top { layer.children[1].frame.origin.y = top }
        guard show > 0 else { return }
        let info = c.catalogue.track(track), header = Self.header(kind, track: info), rows = Self.rows(kind, liked: liked)
        var panel = layer.children[1].children
        layer.children[1].children = []  // handed over uniquely: written in place
        guard panel.count == 5 + Tuning.sheetRows else { layer.children[1].children = panel; return }
        panel[2].setText(header.title)
        panel[3].setText(header.subtitle)
        // The track's artwork heads its menu; the other sheets hide it (a layer's artwork is never taken away: hosts paint it as a background).
        let showsArt = kind == .more, artOpacity = showsArt ? 1.0 : 0.0
        if panel[1].opacity != artOpacity { panel[1].opacity = artOpacity }
        if showsArt {
            let art = c.catalogue.artwork(ofTrack: track)
            if case .artwork(let shownArt)? = panel[1].content, shownArt == art {} else { panel[1].content = .artwork(art) }
        }
        let textX = kind == .more ? Tuning.margin + Tuning.sheetArt + 12 : Tuning.margin
        for index in 2...3 {
            let x = c.rtl ? c.width - textX - panel[index].frame.width : textX
            if panel[index].frame.origin.x != x { panel[index].frame.origin.x = x }
        }
        for index in 0..<Tuning.sheetRows {
            let row = 5 + index, used = index < rows.count
            panel[row].children[0].setText(used ? rows[index] : "")
            let opacity = used ? 1.0 : 0.0
            if panel[row].opacity != opacity { panel[row].opacity = opacity }
            let selected = kind == .devices && index == 0
            panel[row].children[0].setTextColor(selected ? c.environment.palette.accent : c.environment.palette.primaryText)
        }
        layer.children[1].children = panel
    }
}
