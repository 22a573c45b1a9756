import CrossfadeMotion
import CrossfadeScene

/// Where player-transition's moving layers sit, found by id once.
struct PlayerTransitionPaths: Sendable {
    let tabBar: LayerPath?
    let player: LayerPath
    let content: LayerPath
    let miniPlayer: LayerPath

    init(in layers: [Layer], _ c: PlayerTransition.Configuration) {
        tabBar = layers.path(to: c.id("tabBar"))
        player = layers.path(to: c.id("player"))!
        content = layers.path(to: c.id("player.content"))!
        miniPlayer = layers.path(to: c.id("miniPlayer"))!
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
        let fill = lerp(Palette.surface, Palette.trackColor(0).scaled(by: 0.45).withAlpha(1), shown)
        if c.reduceMotion {
            // Cross-fade: nothing moves; the full player and the mini player trade opacity.
            layers.update(paths.player) { $0.fill = fill; $0.frame = c.fullFrame; $0.opacity = shown }
            layers.update(paths.content) { $0.opacity = 1 }
            layers.update(paths.miniPlayer) { $0.frame = c.miniFrame; $0.opacity = 1 - shown }
            if let tabBar = paths.tabBar { layers.update(tabBar) { $0.opacity = 1 - shown } }
        } else {
            // Past open, the container stretches up (as a spring's overshoot does in
            // UIKit, whose frames extrapolate); past closed, it drops.
            let container = lerp(c.miniFrame, c.fullFrame, shown + drawn.stretch)
            let lift = AffineTransform(translationX: 0, y: drawn.drop)
            let tabBarShift = AffineTransform(translationX: 0, y: tabBarOffset)
            if let tabBar = paths.tabBar { layers.update(tabBar) { $0.transform = tabBarShift } }
            layers.update(paths.player) { $0.fill = fill; $0.frame = container; $0.transform = lift }
            layers.update(paths.content) { $0.opacity = contentOpacity }
            layers.update(paths.miniPlayer) {
                $0.frame = Rect(x: container.minX, y: container.minY, width: container.width, height: c.miniPlayerHeight)
                $0.opacity = miniOpacity
                $0.transform = lift
            }
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
        let h = c.miniPlayerHeight, w = c.viewport.width
        let art = h - 16
        return Layer(id: c.id("miniPlayer"), frame: .zero, zPosition: 2, fill: Palette.surface, children: [
            Layer(id: c.id("miniPlayer.artwork"), frame: Rect(x: 8, y: 8, width: art, height: art), cornerRadius: CornerRadius(4),
                  content: .artwork(Palette.artwork(0)), isHitTestable: false),
            .text(c.id("miniPlayer.title"), "Crossfade · Demo Track", frame: Rect(x: art + 20, y: 8, width: w - art - 80, height: art / 2), size: 14, weight: .semibold),
            .text(c.id("miniPlayer.artist"), "The Engine", frame: Rect(x: art + 20, y: 8 + art / 2, width: w - art - 80, height: art / 2), size: 13,
                  color: Palette.secondaryText),
            Layer(id: c.id("miniPlayer.play"), frame: Rect(x: w - 52, y: (h - 36) / 2, width: 36, height: 36),
                  content: .path(Symbols.play(size: 36, color: .white))),
        ])
    }

    private static func playerContent(_ c: Configuration) -> Layer {
        let w = c.viewport.width, top = c.topSafeArea
        let side = w - 48
        let artY = top + 72
        let titleY = artY + side + 28
        let controlsY = titleY + 96
        return Layer(id: c.id("player.content"), frame: c.fullFrame, isHitTestable: false, children: [
            Layer(id: c.id("player.chevron"), frame: Rect(x: 16, y: top + 12, width: 32, height: 32),
                  content: .path(Symbols.chevron(width: 32, height: 16, lineWidth: 3, color: .white))),
            .text(c.id("player.header"), "Now Playing", frame: Rect(x: 60, y: top + 12, width: w - 120, height: 32), size: 13, weight: .bold, alignment: .center),
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
