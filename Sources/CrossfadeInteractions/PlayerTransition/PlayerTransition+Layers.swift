import CrossfadeMotion
import CrossfadeScene

/// Where player-transition's moving layers sit, found by id once.
struct PlayerTransitionPaths: Sendable {
    let tabBar: LayerPath?
    let player: LayerPath
    let content: LayerPath
    let miniPlayer: LayerPath
    let miniTitle: LayerPath
    let miniArtist: LayerPath
    let miniArtwork: LayerPath
    let miniPlay: LayerPath
    let miniProgress: LayerPath?
    let title: LayerPath?
    let artist: LayerPath?
    let artwork: LayerPath?

    init(in layers: [Layer], _ c: PlayerTransition.Configuration) {
        tabBar = layers.path(to: c.id("tabBar"))
        player = layers.path(to: c.id("player"))!
        content = layers.path(to: c.id("player.content"))!
        miniPlayer = layers.path(to: c.id("miniPlayer"))!
        miniTitle = layers.path(to: c.id("miniPlayer.title"))!
        miniArtist = layers.path(to: c.id("miniPlayer.artist"))!
        miniArtwork = layers.path(to: c.id("miniPlayer.artwork"))!
        miniPlay = layers.path(to: c.id("miniPlayer.play"))!
        miniProgress = layers.path(to: c.id("miniPlayer.progress"))
        title = layers.path(to: c.id("player.title"))
        artist = layers.path(to: c.id("player.artist"))
        artwork = layers.path(to: c.id("player.artwork"))
    }
}

extension PlayerTransition {
    public func makeLayers() -> [Layer] { Self.buildLayers(configuration) }

    /// The layer tree: home (optional), tab bar (optional), the player container
    /// with its content, and the mini player in front.
    static func buildLayers(_ c: Configuration) -> [Layer] {
        var layers: [Layer] = []
        if c.drawsHome { layers.append(homeLayer(c)) }
        if c.drawsTabBar { layers.append(tabBarLayer(c)) }
        layers.append(Layer(id: c.id("player"), frame: .zero, zPosition: 1, clipsToBounds: true, children: [playerContent(c)]))
        layers.append(miniPlayerLayer(c))
        return layers
    }

    /// Updates what moves (frames, transforms, opacities, fill), in place.
    public func updateLayers(_ layers: inout [Layer]) {
        let c = configuration
        let drawn = self.drawn
        let shown = drawn.inside
        let contentOpacity = transition?.contentOpacity ?? (side == .open ? 1 : 0)
        let miniOpacity = transition?.miniOpacity ?? (side == .open ? 0 : 1)
        let tint = Palette.trackColor(nowPlaying.artwork).scaled(by: 0.45).withAlpha(1)
        let card = c.miniPlayerStyle == .card
        // The card style has no full-width bar behind the mini player: the container's
        // colour comes in as it opens.
        let fill = card ? tint.withAlpha(clamp(shown * 10, 0...1)) : lerp(Palette.surface, tint, shown)
        updateNowPlaying(&layers)
        if c.reduceMotion {
            // Cross-fade: nothing moves; the full player and the mini player trade opacity.
            layers.update(paths.player) { $0.fill = fill; $0.frame = c.fullFrame; $0.opacity = shown }
            layers.update(paths.content) { $0.opacity = 1; $0.frame.origin.y = 0 }
            layers.update(paths.miniPlayer) { $0.frame = Self.miniPlayerFrame(c, container: c.miniFrame); $0.opacity = 1 - shown }
            if let tabBar = paths.tabBar { layers.update(tabBar) { $0.opacity = 1 - shown } }
        } else {
            // Past open, the container stretches up (as a spring's overshoot does in
            // UIKit, whose frames extrapolate); past closed, it drops.
            let container = lerp(c.miniFrame, c.fullFrame, shown + drawn.stretch)
            let lift = AffineTransform(translationX: 0, y: drawn.drop)
            let tabBarShift = AffineTransform(translationX: 0, y: tabBarOffset)
            if let tabBar = paths.tabBar { layers.update(tabBar) { $0.transform = tabBarShift } }
            layers.update(paths.player) { $0.fill = fill; $0.frame = container; $0.transform = lift }
            // With the card, the content starts a mini player's height lower and rises as
            // it opens, so it never meets the mini player's row while both show.
            let contentY = card ? (1 - clamp(shown, 0...1)) * c.miniPlayerHeight : 0
            layers.update(paths.content) { $0.opacity = contentOpacity; $0.frame.origin.y = contentY }
            layers.update(paths.miniPlayer) {
                $0.frame = Self.miniPlayerFrame(c, container: container)
                $0.opacity = miniOpacity
                $0.transform = lift
            }
        }
    }

    /// The mini player's frame at the top of the container: the whole row for the
    /// bar, inset 8 pt (4 pt top and bottom) for the card.
    static func miniPlayerFrame(_ c: Configuration, container: Rect) -> Rect {
        let row = Rect(x: container.minX, y: container.minY, width: container.width, height: c.miniPlayerHeight)
        guard c.miniPlayerStyle == .card else { return row }
        return Rect(x: row.minX + 8, y: row.minY + 4, width: max(1, row.width - 16), height: max(1, row.height - 8))
    }

    /// Writes what `nowPlaying` says where it differs from what is drawn: titles only
    /// when the track changes, the progress line and the play/pause icon as they change.
    private func updateNowPlaying(_ layers: inout [Layer]) {
        let info = nowPlaying, c = configuration
        if layers.read(paths.miniTitle, { $0.shownText != info.title }) {
            let tint = Palette.trackColor(info.artwork).scaled(by: 0.55).withAlpha(1)
            layers.update(paths.miniTitle) { $0.setText(info.title) }
            layers.update(paths.miniArtist) { $0.setText(info.artist) }
            layers.update(paths.miniArtwork) { $0.content = .artwork(Palette.artwork(info.artwork)) }
            if c.miniPlayerStyle == .card { layers.update(paths.miniPlayer) { $0.fill = tint } }
            if let title = paths.title { layers.update(title) { $0.setText(info.title) } }
            if let artist = paths.artist { layers.update(artist) { $0.setText(info.artist) } }
            if let artwork = paths.artwork { layers.update(artwork) { $0.content = .artwork(Palette.artwork(info.artwork)) } }
        }
        let isPause = layers.read(paths.miniPlay) { layer -> Bool in
            guard case .path(let path)? = layer.content else { return false }
            return path.elements.count != 4
        }
        if isPause != info.playing {
            let size = layers.read(paths.miniPlay) { $0.frame.width }
            layers.update(paths.miniPlay) {
                $0.content = .path(info.playing ? Symbols.pause(size: size, color: .white) : Symbols.play(size: size, color: .white))
            }
        }
        if let progress = paths.miniProgress {
            let full = max(0, layers.read(paths.miniPlayer) { $0.frame.width } - 16)
            let width = full * clamp(info.progress, 0...1), x = c.rtl ? 8 + full - width : 8
            if layers.read(progress, { $0.frame.width != width }) { layers.update(progress) { $0.frame.size.width = width; $0.frame.origin.x = x } }
        }
    }

    private static func homeLayer(_ c: Configuration) -> Layer {
        Layer(id: c.id("home"), frame: c.fullFrame, fill: Palette.background, isHitTestable: false, children: [
            .text(c.id("home.title"), "Good evening", frame: Rect(x: 16, y: c.topSafeArea + 12, width: c.viewport.width - 32, height: 34), size: 26, weight: .bold),
        ])
    }

    private static func tabBarLayer(_ c: Configuration) -> Layer {
        let width = c.viewport.width / 3
        let items = ["Home", "Search", "Your Library"].enumerated().map { index, title in
            Layer.text(c.id("tabBar.item.\(index)"), title, frame: Rect(x: Double(index) * width, y: 8, width: width, height: 20), size: 11,
                       weight: .medium, color: index == 0 ? Palette.primaryText : Palette.secondaryText, alignment: .center)
        }
        return Layer(id: c.id("tabBar"), frame: Rect(x: 0, y: c.viewport.height - c.tabBarTotal, width: c.viewport.width, height: c.tabBarTotal),
                     fill: Palette.tabBar, children: items)
    }

    private static func miniPlayerLayer(_ c: Configuration) -> Layer {
        let frame = miniPlayerFrame(c, container: c.miniFrame)
        let h = frame.height, w = frame.width
        let card = c.miniPlayerStyle == .card
        let art = h - 16, play = card ? 32.0 : 36
        // Right to left, every piece mirrors about the mini player's middle.
        func placed(_ rect: Rect) -> Rect { c.rtl ? Rect(x: w - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect }
        let align: TextContent.Alignment = c.rtl ? .trailing : .leading
        var children: [Layer] = [
            Layer(id: c.id("miniPlayer.artwork"), frame: placed(Rect(x: 8, y: 8, width: art, height: art)), cornerRadius: CornerRadius(4),
                  content: .artwork(Palette.artwork(0)), isHitTestable: false),
            .text(c.id("miniPlayer.title"), "Crossfade · Demo Track", frame: placed(Rect(x: art + 20, y: 8, width: max(1, w - art - 80), height: art / 2)),
                  size: 14, weight: .semibold, alignment: align),
            .text(c.id("miniPlayer.artist"), "The Engine", frame: placed(Rect(x: art + 20, y: 8 + art / 2, width: max(1, w - art - 80), height: art / 2)),
                  size: 13, color: Palette.secondaryText, alignment: align),
            Layer(id: c.id("miniPlayer.play"), frame: placed(Rect(x: w - play - 16, y: (h - play) / 2, width: play, height: play)),
                  content: .path(Symbols.play(size: play, color: .white))),
        ]
        if card {
            children.append(Layer(id: c.id("miniPlayer.progressTrack"), frame: Rect(x: 8, y: h - 2, width: max(0, w - 16), height: 2),
                                  cornerRadius: CornerRadius(1), fill: Color(white: 1, alpha: 0.25), isHitTestable: false))
            children.append(Layer(id: c.id("miniPlayer.progress"), frame: Rect(x: 8, y: h - 2, width: 0, height: 2), cornerRadius: CornerRadius(1),
                                  fill: .white, isHitTestable: false))
        }
        return Layer(id: c.id("miniPlayer"), frame: frame, zPosition: 2, cornerRadius: CornerRadius(card ? 8 : 0),
                     fill: card ? Palette.trackColor(0).scaled(by: 0.55).withAlpha(1) : Palette.surface, clipsToBounds: card, children: children)
    }

    private static func playerContent(_ c: Configuration) -> Layer {
        let w = c.viewport.width, top = c.topSafeArea
        let side = w - 48
        let artY = top + 72
        let titleY = artY + side + 28
        let controlsY = titleY + 96
        // The chevron's drawing is centred in its frame, on the header's centre line.
        let chevron = Layer(id: c.id("player.chevron"), frame: Rect(x: c.rtl ? w - 48 : 16, y: c.headerMidY - 8, width: 32, height: 16),
                            content: .path(Symbols.chevron(width: 32, height: 16, lineWidth: 3, color: .white)))
        guard c.drawsNowPlaying else { return Layer(id: c.id("player.content"), frame: c.fullFrame, isHitTestable: false, children: [chevron]) }
        return Layer(id: c.id("player.content"), frame: c.fullFrame, isHitTestable: false, children: [
            chevron,
            .text(c.id("player.header"), "Now Playing", frame: Rect(x: 60, y: c.headerMidY - 16, width: w - 120, height: 32), size: 13, weight: .bold,
                  alignment: .center),
            Layer(id: c.id("player.artwork"), frame: Rect(x: 24, y: artY, width: side, height: side), cornerRadius: CornerRadius(8),
                  content: .artwork(Palette.artwork(0)), isHitTestable: false),
            .text(c.id("player.title"), "Crossfade · Demo Track", frame: Rect(x: 24, y: titleY, width: side, height: 30), size: 22, weight: .bold),
            .text(c.id("player.artist"), "The Engine", frame: Rect(x: 24, y: titleY + 32, width: side, height: 22), size: 16, color: Palette.secondaryText),
            Layer(id: c.id("player.controls"), frame: Rect(x: 24, y: controlsY, width: side, height: 74), isHitTestable: false, children: [
                Layer(id: c.id("player.previous"), frame: Rect(x: side / 2 - 37 - 80, y: 21, width: 32, height: 32), content: .path(Symbols.skip(size: 32, forward: false))),
                Layer(id: c.id("player.play"), frame: Rect(x: side / 2 - 37, y: 0, width: 74, height: 74), cornerRadius: CornerRadius(37), fill: .white,
                      children: [Layer(id: c.id("player.play.icon"), frame: Rect(x: 20, y: 20, width: 34, height: 34), content: .path(Symbols.play(size: 34)), isHitTestable: false)]),
                Layer(id: c.id("player.next"), frame: Rect(x: side / 2 + 37 + 48, y: 21, width: 32, height: 32), content: .path(Symbols.skip(size: 32, forward: true))),
            ]),
        ])
    }
}
