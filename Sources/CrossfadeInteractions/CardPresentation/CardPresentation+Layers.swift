import CrossfadeMotion
import CrossfadeScene

/// The layers card-presentation updates, as its tree hands them back when it is built.
struct CardPresentationPaths: Sendable {
    /// One row of the content: the row, its artwork, title and artist, and its reorder handle.
    struct Row: Sendable {
        var row: LayerPath
        var handle: LayerPath?
        var art: LayerPath
        var title: LayerPath
        var artist: LayerPath
    }

    var presenting = LayerPath([])
    var dim = LayerPath([])
    var card = LayerPath([])
    var grabber = LayerPath([])
    var list = LayerPath([])
    var slider = LayerPath([])
    var fill = LayerPath([])
    var thumb = LayerPath([])
    var rows: [Row] = []
    var statusBar = LayerPath([])
    /// The app's Up Next row and the status bar's clock, when the card draws the app behind.
    var upNext: LayerPath?
    var clock: LayerPath?
}

extension CardPresentation {
    public func makeLayers() -> [Layer] { Self.buildLayers(configuration, queue: queue).layers }

    /// The app behind (a slot, with Your Library's playlists and an Up Next row
    /// drawn by default), the dim, the card (grabber, title, and its content slot
    /// with the slider row and the queue's rows), and the status bar.
    static func buildLayers(_ c: Configuration, queue: [Int]) -> (layers: [Layer], paths: CardPresentationPaths) {
        let w = c.viewport.width, h = c.viewport.height, palette = c.environment.palette, cw = c.cardWidth
        var tree = LayerTree(), paths = CardPresentationPaths()
        let screen = Rect(x: 0, y: 0, width: w, height: h)
        if c.drawsPresenting {
            paths.presenting = tree.add(
                Layer(
                    id: c.id("presenting"), frame: screen, fill: palette.background, content: .slot(c.id("presenting")),
                    clipsToBounds: true))
            paths.upNext = addApp(c, to: &tree, in: paths.presenting)
        } else {
            paths.presenting = tree.add(Layer(id: c.id("presenting"), frame: screen, isHitTestable: false))
        }
        paths.dim = tree.add(Layer(id: c.id("dim"), frame: screen, opacity: 0, zPosition: 1, fill: palette.backdrop, isHitTestable: false))
        paths.card = tree.add(
            Layer(
                id: c.id("card"), frame: Rect(x: c.cardX, y: h, width: cw, height: c.cardHeight + c.overshootLimit), zPosition: 2,
                cornerRadius: CornerRadius(0, corners: .top), fill: palette.surface, clipsToBounds: true))
        let grabber = c.grabberSize
        paths.grabber = tree.add(
            Layer(
                id: c.id("card.grabber"),
                frame: Rect(
                    x: (cw - grabber.width) / 2, y: Tuning.grabberTop, width: grabber.width,
                    height: grabber.height),
                content: .path(
                    Symbols.chevron(
                        width: grabber.width, height: grabber.height, lineWidth: Tuning.grabberLineWidth,
                        color: palette.secondaryText)),
                accessibility: AccessibilityInfo(
                    .button, label: "Dismiss",
                    // The user's: a card that may not be dismissed refuses it (`dismissible`).
                    actions: [.activate(c.action("escape")), .escape(c.action("escape"))])),
            in: paths.card)
        let title = Layer.text(
            c.id("card.title"), c.title,
            frame: c.placed(
                Rect(
                    x: c.sideInset + Tuning.titleInset, y: Tuning.titleTop, width: cw - 2 * (Tuning.titleInset + c.sideInset),
                    height: c.textHeight(Tuning.titleHeight)), in: cw),
            size: c.environment.font(Tuning.titleFont), weight: .bold, color: palette.primaryText, alignment: c.alignment)
        // An untitled card (an app's controller without a title) has no heading to read.
        tree.add(
            c.title.isEmpty ? title : title.accessible(AccessibilityInfo(.header, label: c.title, actions: [.escape(c.action("escape"))])),
            in: paths.card)
        let content = tree.add(
            Layer(
                id: c.id("card.content"), frame: Rect(x: 0, y: c.headerHeight, width: cw, height: c.cardHeight - c.headerHeight),
                content: .slot(c.id("card.content")), clipsToBounds: true), in: paths.card)
        paths.list = tree.add(Layer(id: c.id("card.list"), frame: Rect(x: 0, y: 0, width: cw, height: c.contentLength)), in: content)
        if c.drawsSlider { addSlider(c, to: &tree, paths: &paths) }
        for index in 0..<c.rowCount { paths.rows.append(addRow(index, track: queueTrack(index, in: queue), c, to: &tree, in: paths.list)) }
        paths.statusBar = tree.add(
            Layer(id: c.id("statusBar"), frame: Rect(x: 0, y: 0, width: w, height: c.topSafeArea), zPosition: 3, isHitTestable: false))
        if c.drawsPresenting {
            let clock = Rect(x: Tuning.clockInset, y: max(0, c.topSafeArea - Tuning.clockLift), width: Tuning.clockWidth, height: Tuning.clockHeight)
            paths.clock = tree.add(
                .text(
                    c.id("statusBar.time"), "9:41", frame: c.placed(clock, in: w), size: Tuning.clockFont, weight: .semibold,
                    color: .black, alignment: c.alignment), in: paths.statusBar)
        }
        return (tree.layers, paths)
    }

    /// The catalogue track row `index` shows: the queue's (cycling), or the catalogue's own after its first.
    static func queueTrack(_ index: Int, in queue: [Int]) -> Int {
        queue.isEmpty ? index + 1 : queue[index % queue.count]
    }

    /// The slider row, first in the content: a track, its fill and the thumb.
    private static func addSlider(_ c: Configuration, to tree: inout LayerTree, paths: inout CardPresentationPaths) {
        let w = c.cardWidth, track = c.sliderTrack, palette = c.environment.palette, thumb = Tuning.thumbSize
        paths.slider = tree.add(Layer(id: c.id("card.slider"), frame: Rect(x: 0, y: 0, width: w, height: c.rowPitch)), in: paths.list)
        tree.add(
            Layer(
                id: c.id("card.slider.track"), frame: track, cornerRadius: CornerRadius(track.height / 2),
                fill: palette.primaryText.withAlpha(Tuning.trackAlpha)), in: paths.slider)
        paths.fill = tree.add(
            Layer(
                id: c.id("card.slider.fill"), frame: c.placed(Rect(x: track.minX, y: track.minY, width: 0, height: track.height), in: w),
                cornerRadius: CornerRadius(track.height / 2), fill: palette.primaryText, isHitTestable: false), in: paths.slider)
        paths.thumb = tree.add(
            Layer(
                id: c.id("card.slider.thumb"), frame: Rect(x: track.minX - thumb / 2, y: track.midY - thumb / 2, width: thumb, height: thumb),
                cornerRadius: CornerRadius(thumb / 2), fill: palette.primaryText), in: paths.slider)
    }

    /// Row `index` of the content, showing catalogue track `track`: its artwork on the leading side, title and artist beside it.
    private static func addRow(_ index: Int, track: Int, _ c: Configuration, to tree: inout LayerTree, in list: LayerPath)
        -> CardPresentationPaths.Row
    {
        let w = c.cardWidth, pitch = c.rowPitch, inset = Tuning.rowArtInset, palette = c.environment.palette, env = c.environment
        let info = c.catalogue.track(track), art = pitch - 2 * inset
        let row = tree.add(
            Layer(id: c.id("card.row.\(index)"), frame: Rect(x: 0, y: Double(index + c.sliderRows) * pitch, width: w, height: pitch)), in: list)
        let handleWidth = c.hasHandles ? Tuning.handleTarget : 0, side = c.sideInset
        let leading = side + Tuning.rowLeading
        let textX = leading + art + 2 * inset, textWidth = max(1, w - textX - Tuning.rowLeading - handleWidth - side)
        let titleHeight = c.textHeight(Tuning.rowTitleHeight), artistHeight = c.textHeight(Tuning.rowArtistHeight)
        let top = (pitch - titleHeight - artistHeight) / 2
        let artPath = tree.add(
            Layer(
                id: c.id("card.row.\(index).art"), frame: c.placed(Rect(x: leading, y: inset, width: art, height: art), in: w),
                cornerRadius: CornerRadius(Tuning.rowArtCornerRadius), content: .artwork(c.catalogue.artwork(ofTrack: track)),
                isHitTestable: false), in: row)
        let title = tree.add(
            .text(
                c.id("card.row.\(index).title"), info.title, frame: c.placed(Rect(x: textX, y: top, width: textWidth, height: titleHeight), in: w),
                size: env.font(Tuning.rowTitleFont), color: palette.primaryText, alignment: c.alignment
            )
            .accessible(AccessibilityInfo(.text, label: info.title, value: info.artist, actions: [.escape(c.action("escape"))])),
            in: row)
        let artist = tree.add(
            .text(
                c.id("card.row.\(index).artist"), info.artist,
                frame: c.placed(Rect(x: textX, y: top + titleHeight, width: textWidth, height: artistHeight), in: w),
                size: env.font(Tuning.rowArtistFont), color: palette.secondaryText, alignment: c.alignment), in: row)
        var handle: LayerPath?
        if c.hasHandles {
            let symbol = Tuning.handleSymbol, target = Rect(x: w - side - Tuning.handleTarget, y: 0, width: Tuning.handleTarget, height: pitch)
            handle = tree.add(
                Layer(
                    id: c.id("card.row.\(index).handle"), frame: c.placed(target, in: w),
                    accessibility: handleAccessibility(index, title: info.title, c)), in: row)
            tree.add(
                Layer(
                    id: c.id("card.row.\(index).handle.icon"),
                    frame: Rect(
                        x: (Tuning.handleTarget - symbol.width) / 2, y: (pitch - symbol.height) / 2, width: symbol.width, height: symbol.height),
                    content: .path(Symbols.reorderHandle(width: symbol.width, height: symbol.height, color: palette.secondaryText)),
                    isHitTestable: false), in: handle!)
        }
        return CardPresentationPaths.Row(row: row, handle: handle, art: artPath, title: title, artist: artist)
    }

    /// A row's handle for VoiceOver: "Reorder <title>", with Move up and Move down in the rotor.
    static func handleAccessibility(_ index: Int, title: String, _ c: Configuration) -> AccessibilityInfo {
        var actions: [AccessibilityInfo.Action] = []
        let move = c.action("moveRow")
        if index > 0 { actions.append(.custom("Move up", move, fields: [.init("from", Double(index)), .init("to", Double(index - 1))])) }
        if index < c.rowCount - 1 {
            actions.append(.custom("Move down", move, fields: [.init("from", Double(index)), .init("to", Double(index + 1))]))
        }
        actions.append(.escape(c.action("escape")))
        return AccessibilityInfo(.button, label: handleLabel(title), actions: actions)
    }

    /// What VoiceOver reads for the handle of the row showing `title`.
    static func handleLabel(_ title: String) -> String { "Reorder " + title }

    /// The app behind, drawn for hosts with nothing to mount in `presenting`: Your
    /// Library's playlists from the catalogue, and the Up Next row that presents the card. Returns the Up Next row's path.
    private static func addApp(_ c: Configuration, to tree: inout LayerTree, in presenting: LayerPath) -> LayerPath {
        let w = c.viewport.width, h = c.viewport.height, env = c.environment, palette = env.palette
        let title = Rect(
            x: Tuning.appInset, y: c.topSafeArea + Tuning.appTitleTop, width: w - 2 * Tuning.appInset, height: c.textHeight(Tuning.appTitleHeight))
        tree.add(
            .text(
                c.id("presenting.title"), "Library", frame: c.placed(title, in: w), size: env.font(Tuning.appTitleFont), weight: .bold,
                color: palette.primaryText, alignment: c.alignment), in: presenting)
        let rowHeight = max(Tuning.appRowHeight, c.textHeight(Tuning.appRowHeight)), pitch = rowHeight + Tuning.appRowPitch - Tuning.appRowHeight
        let rowWidth = w - 2 * Tuning.appInset, art = Tuning.appRowArt, textHeight = rowHeight - (Tuning.appRowHeight - art)
        let rowTop = title.maxY + Tuning.appTitleGap, upNextY = h - c.bottomSafeArea - Tuning.upNextLift
        for (index, item) in c.catalogue.items(forPage: "Playlists").enumerated() where rowTop + Double(index + 1) * pitch <= upNextY {
            let y = rowTop + Double(index) * pitch
            let row = tree.add(
                Layer(
                    id: c.id("presenting.row.\(index)"), frame: Rect(x: Tuning.appInset, y: y, width: rowWidth, height: rowHeight),
                    isHitTestable: false), in: presenting)
            tree.add(
                Layer(
                    id: c.id("presenting.row.\(index).art"),
                    frame: c.placed(Rect(x: 0, y: (rowHeight - art) / 2, width: art, height: art), in: rowWidth),
                    cornerRadius: CornerRadius(Tuning.rowArtCornerRadius), content: .artwork(item.artwork), isHitTestable: false), in: row)
            tree.add(
                .text(
                    c.id("presenting.row.\(index).title"), item.title,
                    frame: c.placed(Rect(x: art + 12, y: (rowHeight - textHeight) / 2, width: rowWidth - art - 12, height: textHeight), in: rowWidth),
                    size: env.font(Tuning.appRowFont), color: palette.primaryText, alignment: c.alignment), in: row)
        }
        let upNextHeight = max(Tuning.upNextHeight, c.textHeight(Tuning.upNextHeight))
        let upNext = tree.add(
            Layer(
                id: c.id("presenting.upNext"),
                frame: Rect(
                    x: Tuning.upNextInset, y: upNextY, width: w - 2 * Tuning.upNextInset,
                    height: upNextHeight),
                cornerRadius: CornerRadius(Tuning.upNextCornerRadius), fill: Color(hex: Tuning.upNextColor),
                accessibility: AccessibilityInfo(
                    .button, label: c.title, value: "\(c.rowCount) songs",
                    actions: [.activate(c.action("present"))])), in: presenting)
        let labelWidth = w - 2 * Tuning.upNextInset - 2 * Tuning.appInset
        tree.add(
            .text(
                c.id("presenting.upNext.title"), "\(c.title) · \(c.rowCount) songs",
                frame: c.placed(Rect(x: Tuning.appInset, y: 0, width: labelWidth, height: upNextHeight), in: w - 2 * Tuning.upNextInset),
                size: env.font(Tuning.upNextFont), weight: .semibold, color: .white, alignment: c.alignment), in: upNext)
        return upNext
    }
}
