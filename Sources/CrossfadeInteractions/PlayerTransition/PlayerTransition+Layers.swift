import CrossfadeMotion
import CrossfadeScene

/// The layers player-transition updates, as building the tree handed them back.
struct PlayerTransitionPaths: Sendable {
    let tabBar: LayerPath?
    let player: LayerPath
    /// The sheet's backdrop, filling the container (the container itself has no fill:
    /// a parent's backdrop over a fill of its own would leave a seam at fractional scales).
    let backdrop: LayerPath
    /// The full player's content (a slot when it draws its own Now Playing).
    let content: LayerPath
    let chevron: LayerPath
    let miniPlayer: LayerPath
    let mini: MiniPlayerPaths
    /// The full player's own Now Playing, when it draws one.
    let nowPlaying: NowPlayingPaths?
}

/// The mini player's row (the `miniPlayer.content` slot's default drawing).
struct MiniPlayerPaths: Sendable {
    let artwork: LayerPath
    let title: LayerPath
    let artist: LayerPath
    let play: LayerPath
    /// The devices button, when drawn (its tap is the parent's).
    let devices: LayerPath?
    /// The card's progress line.
    let progress: LayerPath?
    /// With `miniPlayerSwipes`: the neighbouring track's title and artist, and the
    /// distance between the strip's titles (its width and a gap), pt.
    var incomingTitle: LayerPath? = nil
    var incomingArtist: LayerPath? = nil
    var swipePitch = 0.0
}

/// What the full player's own Now Playing updates as the track changes.
struct NowPlayingPaths: Sendable {
    let artwork: LayerPath
    let title: LayerPath
    let artist: LayerPath
    let playIcon: LayerPath
}

extension PlayerTransition {
    public func makeLayers() -> [Layer] { Self.build(configuration).layers }

    /// The layer tree: home (optional), tab bar (optional), the player container
    /// with its content and the chevron, and the mini player in front; and the
    /// paths of the layers that change.
    static func build(_ c: Configuration) -> (layers: [Layer], paths: PlayerTransitionPaths) {
        var tree = LayerTree()
        if c.drawsHome { tree.add(homeLayer(c)) }
        let tabBar = c.drawsTabBar ? tree.add(tabBarLayer(c)) : nil
        let player = tree.add(Layer(id: c.id("player"), frame: .zero, zPosition: 1, clipsToBounds: true))
        // The sheet: opaque at every instant (the seed's container is a frame animation;
        // only the content fades). Full screen, clipped by the container as it grows.
        let backdrop = tree.add(
            Layer(
                id: c.id("player.backdrop"), frame: c.fullFrame, fill: c.drawsBackdrop ? containerFill(c, track: 0, openness: 0) : nil,
                isHitTestable: false), in: player)
        // The app's Now Playing goes in the content slot; the chevron, which closes
        // the player, stays the engine's, over it.
        let content = tree.add(
            Layer(
                id: c.id("player.content"), frame: c.fullFrame, content: c.drawsNowPlaying ? .slot(c.id("player.content")) : nil,
                isHitTestable: false), in: player)
        let nowPlaying = c.drawsNowPlaying ? addNowPlaying(c, to: &tree, in: content) : nil
        let chevron = tree.add(chevronLayer(c), in: player)
        let miniPlayer = tree.add(miniPlayerLayer(c))
        let mini = addMiniPlayerRow(c, to: &tree, in: miniPlayer)
        let paths = PlayerTransitionPaths(
            tabBar: tabBar, player: player, backdrop: backdrop, content: content, chevron: chevron, miniPlayer: miniPlayer,
            mini: mini, nowPlaying: nowPlaying)
        return (tree.layers, paths)
    }

    /// The mini player's frame at the top of the container: the whole row for the
    /// bar, inset for the card.
    static func miniPlayerFrame(_ c: Configuration, container: Rect) -> Rect {
        let row = Rect(x: container.minX, y: container.minY, width: container.width, height: c.miniFrame.size.height)
        guard c.miniPlayerStyle == .card else { return row }
        let inset = Tuning.cardInset
        return Rect(x: row.minX + inset, y: row.minY + inset / 2, width: max(1, row.width - 2 * inset), height: max(1, row.height - inset))
    }

    /// The container closed: the full-width row for the bar; the card itself for the
    /// card, so the sheet grows out of the card (Spotify's) and no bar shows beside it.
    static func closedFrame(_ c: Configuration) -> Rect {
        c.miniPlayerStyle == .card ? miniPlayerFrame(c, container: c.miniFrame) : c.miniFrame
    }

    /// The container at `openness` (past 1 it stretches up, as a spring's overshoot does in UIKit).
    static func containerFrame(_ c: Configuration, openness: Double) -> Rect {
        lerp(closedFrame(c), c.fullFrame, openness)
    }

    /// The sheet's colour: the artwork's tint; the bar's comes in from the surface colour as it opens.
    static func containerFill(_ c: Configuration, track: Int, openness: Double) -> Color {
        let tint = Palette.trackColor(track).scaled(by: Tuning.playerTint).withAlpha(1)
        return c.miniPlayerStyle == .card ? tint : lerp(c.environment.palette.surface, tint, clamp(openness, 0...1))
    }

    /// The chevron's top in the full player (it rises with the card style's content).
    static func chevronY(_ c: Configuration) -> Double { c.headerMidY - Tuning.chevronHeight / 2 }

    /// The height a line of `size` pt text (scaled) needs, or `minimum` if that is more.
    static func textHeight(_ c: Configuration, _ size: Double, atLeast minimum: Double) -> Double {
        max(minimum, TextMetrics.lineHeight(fontSize: c.environment.font(size)))
    }

    private static func homeLayer(_ c: Configuration) -> Layer {
        let palette = c.environment.palette, inset = Tuning.homeInset
        let title = Layer.text(
            c.id("home.title"), "Good evening",
            frame: Rect(
                x: inset, y: c.environment.safeArea.top + Tuning.homeTitleTop, width: c.viewport.width - 2 * inset,
                height: textHeight(c, Tuning.homeTitleFont, atLeast: Tuning.homeTitleHeight)),
            size: c.environment.font(Tuning.homeTitleFont), weight: .bold, color: palette.primaryText,
            alignment: c.environment.isRightToLeft ? .trailing : .leading)
        return Layer(id: c.id("home"), frame: c.fullFrame, fill: palette.background, isHitTestable: false, children: [title])
    }

    /// The tab bar: an icon over each title (as UITabBar draws them), the first selected.
    private static func tabBarLayer(_ c: Configuration) -> Layer {
        let width = c.viewport.width / 3, palette = c.environment.palette, icon = Tuning.tabIconSize
        let height = textHeight(c, Tuning.tabFont, atLeast: Tuning.tabTextHeight)
        let items = ["Home", "Search", "Your Library"].enumerated().map { index, title in
            // Right to left, the first tab is the rightmost.
            let x = c.environment.isRightToLeft ? c.viewport.width - Double(index + 1) * width : Double(index) * width
            let color = index == 0 ? palette.primaryText : palette.secondaryText
            return Layer(
                id: c.id("tabBar.item.\(index)"), frame: Rect(x: x, y: 0, width: width, height: c.tabBarHeight), isHitTestable: false,
                children: [
                    Layer(
                        id: c.id("tabBar.item.\(index).icon"), frame: Rect(x: (width - icon) / 2, y: Tuning.tabIconTop, width: icon, height: icon),
                        content: .path(Symbols.tab(index, size: icon, color: color)), isHitTestable: false),
                    .text(
                        c.id("tabBar.item.\(index).title"), title, frame: Rect(x: 0, y: Tuning.tabTextTop, width: width, height: height),
                        size: c.environment.font(Tuning.tabFont), weight: .medium, color: color, alignment: .center)
                ])
        }
        return Layer(
            id: c.id("tabBar"), frame: Rect(x: 0, y: c.viewport.height - c.tabBarTotal, width: c.viewport.width, height: c.tabBarTotal),
            fill: palette.tabBar, children: items)
    }

    /// The chevron's x on the screen (the leading side).
    static func chevronX(_ c: Configuration) -> Double {
        // Clear of a landscape phone's notch side (0 in portrait).
        c.environment.isRightToLeft
            ? c.viewport.width - c.environment.safeArea.leading - Tuning.chevronInset - Tuning.chevronWidth
            : c.environment.safeArea.leading + Tuning.chevronInset
    }

    private static func chevronLayer(_ c: Configuration) -> Layer {
        let w = Tuning.chevronWidth, h = Tuning.chevronHeight
        let x = chevronX(c)
        // Drawn on the full player's tint: light in both appearances.
        return Layer(
            id: c.id("player.chevron"), frame: Rect(x: x, y: chevronY(c), width: w, height: h),
            content: .path(Symbols.chevron(width: w, height: h, lineWidth: Tuning.chevronLineWidth, color: Tuning.onTint)),
            accessibility: AccessibilityInfo(
                .button, label: "Close player",
                actions: [.activate(c.action("close")), .escape(c.action("close"))]))
    }

    private static func miniPlayerLayer(_ c: Configuration) -> Layer {
        let card = c.miniPlayerStyle == .card
        return Layer(
            id: c.id("miniPlayer"), frame: miniPlayerFrame(c, container: c.miniFrame), zPosition: 2,
            cornerRadius: CornerRadius(card ? Tuning.cardCornerRadius : 0),
            fill: card ? miniCardTint(c, track: 0) : c.environment.palette.surface, clipsToBounds: card,
            accessibility: miniPlayerAccessibility(c))
    }

    /// The mini player to VoiceOver: the playing track's title and artist (set
    /// again when the track changes); a double tap or the rotor opens the player,
    /// as the tap and the drag up do.
    private static func miniPlayerAccessibility(_ c: Configuration) -> AccessibilityInfo {
        let track = c.catalogue.track(0)
        return AccessibilityInfo(
            .button, label: track.title, value: track.artist,
            actions: [.activate(c.action("open")), .custom("Open player", c.action("open"))])
    }

    /// The card-style mini player's colour for `track`: its artwork's, darkened.
    static func miniCardTint(_ c: Configuration, track: Int) -> Color {
        Palette.trackColor(track).scaled(by: Tuning.cardTint).withAlpha(1)
    }
}
