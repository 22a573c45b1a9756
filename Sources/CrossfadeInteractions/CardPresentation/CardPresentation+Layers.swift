import CrossfadeMotion
import CrossfadeScene

/// Where card-presentation's moving layers sit, found by id once.
struct CardPresentationPaths: Sendable {
    let presenting: LayerPath
    let dim: LayerPath
    let card: LayerPath
    let grabber: LayerPath
    let list: LayerPath
    let thumb: LayerPath
    let fill: LayerPath
    let statusBar: LayerPath

    init(in layers: [Layer], _ c: CardPresentation.Configuration) {
        presenting = layers.path(to: c.id("presenting"))!
        dim = layers.path(to: c.id("dim"))!
        card = layers.path(to: c.id("card"))!
        grabber = layers.path(to: c.id("card.grabber"))!
        list = layers.path(to: c.id("card.list"))!
        thumb = layers.path(to: c.id("card.slider.thumb"))!
        fill = layers.path(to: c.id("card.slider.fill"))!
        statusBar = layers.path(to: c.id("statusBar"))!
    }
}

extension CardPresentation.Configuration {
    /// The slider's track in the card's content list (list coordinates, which the
    /// pointer meets in x only: the list never moves sideways).
    var sliderTrack: Rect { Rect(x: 24, y: rowHeight / 2 - 2, width: viewport.width - 48, height: 4) }
    var grabberSize: Size { Size(width: 36, height: 12) }
}

extension CardPresentation {
    public func makeLayers() -> [Layer] { Self.buildLayers(configuration) }

    /// The app behind (with its Up Next row), the dim, the card (grabber, title,
    /// the clipped content with the slider row and the rows), and the status bar.
    static func buildLayers(_ c: Configuration) -> [Layer] {
        let w = c.viewport.width, h = c.viewport.height
        return [
            c.drawsPresenting ? presentingLayer(c) : Layer(id: c.id("presenting"), frame: Rect(x: 0, y: 0, width: w, height: h), isHitTestable: false),
            Layer(id: c.id("dim"), frame: Rect(x: 0, y: 0, width: w, height: h), opacity: 0, zPosition: 1, fill: .black, isHitTestable: false),
            Layer(id: c.id("card"), frame: Rect(x: 0, y: h, width: w, height: c.cardHeight + c.overshootLimit), zPosition: 2,
                  cornerRadius: CornerRadius(0, corners: .top), fill: Palette.surface, clipsToBounds: true, children: [
                      Layer(id: c.id("card.grabber"), frame: Rect(x: (w - c.grabberSize.width) / 2, y: 10, width: c.grabberSize.width, height: c.grabberSize.height),
                            content: .path(Symbols.chevron(width: c.grabberSize.width, height: c.grabberSize.height, lineWidth: 4))),
                      .text(c.id("card.title"), c.title, frame: Rect(x: 20, y: 28, width: w - 40, height: 30), size: 22, weight: .bold),
                      Layer(id: c.id("card.content"), frame: Rect(x: 0, y: c.headerHeight, width: w, height: c.cardHeight - c.headerHeight),
                            clipsToBounds: true, children: [contentList(c)]),
                  ]),
            Layer(id: c.id("statusBar"), frame: Rect(x: 0, y: 0, width: w, height: c.topSafeArea), zPosition: 3, isHitTestable: false,
                  children: c.drawsPresenting ? [
                      .text(c.id("statusBar.time"), "9:41", frame: Rect(x: 24, y: max(0, c.topSafeArea - 30), width: 60, height: 22), size: 16,
                            weight: .semibold, color: .black),
                  ] : []),
        ]
    }

    /// Updates what moves, in place: everything follows `progress` alone.
    public func updateLayers(_ layers: inout [Layer]) {
        let c = configuration
        let p = progress
        let shown = clamp(p, 0...1)
        let w = c.viewport.width, h = c.viewport.height
        if c.reduceMotion {
            layers.update(paths.presenting) { $0.transform = .identity; $0.cornerRadius = .none }
            layers.update(paths.card) {
                // In place at its detent while shown; out of the way (and of touches) when gone.
                let fade = fadeProgress
                $0.frame = Rect(x: 0, y: fade > 0 ? c.top(of: shownDetent) : h, width: w, height: c.cardHeight + c.overshootLimit)
                $0.opacity = fade
                $0.cornerRadius = CornerRadius(c.cornerRadius, corners: .top)
            }
        } else {
            // Scaled about its centre, then moved down so its top meets the safe area when presented.
            // (Past dismissed, a spring's overshoot moves only the card, off screen.)
            let transform = presentingTransform
            layers.update(paths.presenting) { $0.transform = transform; $0.cornerRadius = CornerRadius(c.cornerRadius * shown) }
            layers.update(paths.card) {
                $0.frame = Rect(x: 0, y: cardTop, width: w, height: c.cardHeight + c.overshootLimit)
                $0.opacity = 1
                $0.cornerRadius = CornerRadius(c.cornerRadius * shown, corners: .top)
            }
        }
        layers.update(paths.dim) { $0.opacity = c.dimOpacity * shown }
        let flatness = clamp(grabber.value, 0...1)
        layers.update(paths.grabber) {
            // Only when its shape changes (at rest and while the card merely moves, it does not).
            guard case .path(let drawn)? = $0.content, drawn.elements.count == 3, case .line(let middle) = drawn.elements[1],
                  middle.y != Symbols.chevronMiddleY(height: c.grabberSize.height, flatness: flatness) else { return }
            guard case .path(var path)? = $0.content else { return }
            $0.content = nil  // hand the elements over uniquely: reshaped in place
            Symbols.setChevron(&path.elements, width: c.grabberSize.width, height: c.grabberSize.height, flatness: flatness)
            $0.content = .path(path)
        }
        // Deep in the card: written only when changed (walking down to write costs more than to read).
        let list = AffineTransform(translationX: 0, y: -chain.inner.scroll.contentOffset)
        if layers.read(paths.list, { $0.transform != list }) { layers.update(paths.list) { $0.transform = list } }
        let track = c.sliderTrack, fill = track.width * sliderValue
        if layers.read(paths.fill, { $0.frame.size.width != fill }) {
            layers.update(paths.fill) { $0.frame.size.width = fill }
            layers.update(paths.thumb) { $0.frame.origin.x = track.minX + fill - 8 }
        }
        if !rows.isEmpty { updateRows(&layers) }
        let light = statusBarIsLight
        layers.update(paths.statusBar) {
            if !$0.children.isEmpty { $0.children[0].setTextColor(light ? .white : .black) }
        }
    }

    /// How the app behind is drawn now (about its centre): scaled back and moved
    /// down so its top meets the safe area when presented; identity with Reduce
    /// Motion. A parent presenting over its own content applies this to it.
    public var presentingTransform: AffineTransform {
        let c = configuration
        guard !c.reduceMotion else { return .identity }
        let q = max(0, progress)
        let scale = 1 - (1 - c.presentingScale) * q
        let lift = q * (c.topSafeArea - c.viewport.height * (1 - c.presentingScale) / 2)
        return AffineTransform(scaleX: scale, y: scale).concatenating(AffineTransform(translationX: 0, y: lift))
    }

    /// The app behind's corner radius now, pt.
    public var presentingCornerRadius: Double { configuration.reduceMotion ? 0 : configuration.cornerRadius * clamp(progress, 0...1) }

    /// The rows show `rows` (rewritten only when the first row's title differs: a new queue).
    private func updateRows(_ layers: inout [Layer]) {
        let items = rows
        layers.update(paths.list) { list in
            guard list.children.count > 1, list.children[1].children[1].shownText != items[0].title else { return }
            for index in 1..<list.children.count {
                let item = items[(index - 1) % items.count]
                list.children[index].children[0].content = .artwork(Palette.artwork(item.artwork))
                list.children[index].children[1].setText(item.title)
            }
        }
    }

    private static func presentingLayer(_ c: Configuration) -> Layer {
        let w = c.viewport.width, h = c.viewport.height
        let titles = ["Liked Songs", "Recently Played", "Made For You", "Podcasts", "Downloaded", "Artists", "Albums", "Playlists"]
        var children: [Layer] = [
            .text(c.id("presenting.title"), "Library", frame: Rect(x: 16, y: c.topSafeArea + 12, width: w - 32, height: 40), size: 32, weight: .bold, color: .black),
        ]
        let rowTop = c.topSafeArea + 64
        let upNextY = h - c.bottomSafeArea - 72
        for (index, title) in titles.enumerated() where rowTop + Double(index + 1) * 56 <= upNextY {
            let y = rowTop + Double(index) * 56
            children.append(Layer(id: c.id("presenting.row.\(index)"), frame: Rect(x: 16, y: y, width: w - 32, height: 52), isHitTestable: false, children: [
                Layer(id: c.id("presenting.row.\(index).art"), frame: Rect(x: 0, y: 4, width: 44, height: 44), cornerRadius: CornerRadius(4),
                      content: .artwork(Palette.artwork(index)), isHitTestable: false),
                .text(c.id("presenting.row.\(index).title"), title, frame: Rect(x: 56, y: 4, width: w - 88, height: 44), size: 17, color: .black),
            ]))
        }
        children.append(Layer(id: c.id("presenting.upNext"), frame: Rect(x: 12, y: upNextY, width: w - 24, height: 60), cornerRadius: CornerRadius(12),
                              fill: Color(hex: 0xFA2D48), children: [
                                  .text(c.id("presenting.upNext.title"), "Up Next · 40 songs", frame: Rect(x: 16, y: 0, width: w - 56, height: 60), size: 17,
                                        weight: .semibold),
                              ]))
        return Layer(id: c.id("presenting"), frame: Rect(x: 0, y: 0, width: w, height: h), fill: Color(hex: 0xF2F2F7), clipsToBounds: true, children: children)
    }

    private static func contentList(_ c: Configuration) -> Layer {
        let w = c.viewport.width, track = c.sliderTrack
        var rows: [Layer] = [
            Layer(id: c.id("card.slider"), frame: Rect(x: 0, y: 0, width: w, height: c.rowHeight), children: [
                Layer(id: c.id("card.slider.track"), frame: track, cornerRadius: CornerRadius(2), fill: Color(hex: 0x535353)),
                Layer(id: c.id("card.slider.fill"), frame: Rect(x: track.minX, y: track.minY, width: 0, height: track.height), cornerRadius: CornerRadius(2),
                      fill: .white, isHitTestable: false),
                Layer(id: c.id("card.slider.thumb"), frame: Rect(x: track.minX - 8, y: track.midY - 8, width: 16, height: 16), cornerRadius: CornerRadius(8), fill: .white),
            ]),
        ]
        for index in 0..<c.rowCount {
            let y = Double(index + 1) * c.rowHeight
            rows.append(Layer(id: c.id("card.row.\(index)"), frame: Rect(x: 0, y: y, width: w, height: c.rowHeight), children: [
                Layer(id: c.id("card.row.\(index).art"), frame: Rect(x: 20, y: 6, width: c.rowHeight - 12, height: c.rowHeight - 12), cornerRadius: CornerRadius(4),
                      content: .artwork(Palette.artwork(index)), isHitTestable: false),
                .text(c.id("card.row.\(index).title"), "Track \(index + 1)", frame: Rect(x: c.rowHeight + 20, y: 0, width: w - c.rowHeight - 40, height: c.rowHeight),
                      size: 16),
            ]))
        }
        return Layer(id: c.id("card.list"), frame: Rect(x: 0, y: 0, width: w, height: c.contentLength), children: rows)
    }
}
