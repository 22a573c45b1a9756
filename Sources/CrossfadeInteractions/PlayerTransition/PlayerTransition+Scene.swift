import CrossfadeMotion
import CrossfadeScene

extension PlayerTransition {
    /// The scene's structure with every layer in place: built once; each frame
    /// only `applyDynamics` touches it, in place, so a frame allocates nothing.
    func makeScene() -> Scene {
        let c = configuration
        var scene = Scene(viewport: c.viewport, background: Palette.background, layers: [
            homeLayer(), tabBarLayer(),
            Layer(id: "player", frame: .zero, zPosition: 1, clipsToBounds: true, children: [playerContent()]),
            miniPlayerLayer(),
        ])
        scene.layers[3].zPosition = 2
        applyDynamics(to: &scene)
        return scene
    }

    /// Rebuilds nothing: updates what moves (frames, transforms, opacities, fill) in place.
    mutating func refreshScene() {
        var scene = self.scene
        self.scene = Scene(viewport: .zero, layers: [])  // hand the storage over uniquely
        applyDynamics(to: &scene)
        self.scene = scene
    }

    /// Layers: 0 home, 1 tab bar, 2 player (child 0: content), 3 mini player.
    func applyDynamics(to scene: inout Scene) {
        let c = configuration
        let p = openness
        let contentOpacity = transition?.contentOpacity ?? (side == .open ? 1 : 0)
        let miniOpacity = transition?.miniOpacity ?? (side == .open ? 0 : 1)
        let lift = AffineTransform(translationX: 0, y: -overscroll.value)
        scene.layers[2].fill = lerp(Palette.surface, Palette.trackColor(0).scaled(by: 0.45).withAlpha(1), clamp(p, 0...1))
        if c.reduceMotion {
            // Cross-fade: nothing moves; the full player and the mini player trade opacity.
            scene.layers[2].frame = c.fullFrame
            scene.layers[2].opacity = clamp(p, 0...1)
            scene.layers[2].children[0].opacity = 1
            scene.layers[3].frame = c.miniFrame
            scene.layers[3].opacity = clamp(1 - p, 0...1)
            scene.layers[1].opacity = clamp(1 - p, 0...1)
        } else {
            let container = lerp(c.miniFrame, c.fullFrame, p)
            scene.layers[1].transform = AffineTransform(translationX: 0, y: c.tabBarTotal * clamp(p, 0...1.2))
            scene.layers[2].frame = container
            scene.layers[2].transform = lift
            scene.layers[2].children[0].opacity = contentOpacity
            scene.layers[3].frame = Rect(x: container.minX, y: container.minY, width: container.width, height: c.miniPlayerHeight)
            scene.layers[3].opacity = miniOpacity
            scene.layers[3].transform = lift
        }
    }

    private func homeLayer() -> Layer {
        let c = configuration
        return Layer(id: "home", frame: c.fullFrame, fill: Palette.background, isHitTestable: false, children: [
            .text("home.title", "Good evening", frame: Rect(x: 16, y: c.topSafeArea + 12, width: c.viewport.width - 32, height: 34), size: 26, weight: .bold),
        ])
    }

    private func tabBarLayer() -> Layer {
        let c = configuration
        let width = c.viewport.width / 3
        let items = ["Home", "Search", "Your Library"].enumerated().map { index, title in
            Layer.text("tabBar.item.\(index)", title, frame: Rect(x: Double(index) * width, y: 8, width: width, height: 20), size: 11,
                       weight: .medium, color: index == 0 ? Palette.primaryText : Palette.secondaryText, alignment: .center)
        }
        return Layer(id: "tabBar", frame: Rect(x: 0, y: c.viewport.height - c.tabBarTotal, width: c.viewport.width, height: c.tabBarTotal),
                     fill: Palette.tabBar, children: items)
    }

    private func miniPlayerLayer() -> Layer {
        let c = configuration
        let h = c.miniPlayerHeight, w = c.viewport.width
        let art = h - 16
        return Layer(id: "miniPlayer", frame: .zero, fill: Palette.surface, children: [
            Layer(id: "miniPlayer.artwork", frame: Rect(x: 8, y: 8, width: art, height: art), cornerRadius: CornerRadius(4),
                  content: .artwork(Palette.artwork(0)), isHitTestable: false),
            .text("miniPlayer.title", "Crossfade · Demo Track", frame: Rect(x: art + 20, y: 8, width: w - art - 80, height: art / 2), size: 14, weight: .semibold),
            .text("miniPlayer.artist", "The Engine", frame: Rect(x: art + 20, y: 8 + art / 2, width: w - art - 80, height: art / 2), size: 13,
                  color: Palette.secondaryText),
            Layer(id: "miniPlayer.play", frame: Rect(x: w - 52, y: (h - 36) / 2, width: 36, height: 36),
                  content: .path(Symbols.play(size: 36, color: .white))),
        ])
    }

    private func playerContent() -> Layer {
        let c = configuration
        let w = c.viewport.width, top = c.topSafeArea
        let side = w - 48
        let artY = top + 72
        let titleY = artY + side + 28
        let controlsY = titleY + 96
        return Layer(id: "player.content", frame: c.fullFrame, isHitTestable: false, children: [
            Layer(id: "player.chevron", frame: Rect(x: 16, y: top + 12, width: 32, height: 32),
                  content: .path(Symbols.chevron(width: 32, height: 16, lineWidth: 3, color: .white))),
            .text("player.header", "Now Playing", frame: Rect(x: 60, y: top + 12, width: w - 120, height: 32), size: 13, weight: .bold, alignment: .center),
            Layer(id: "player.artwork", frame: Rect(x: 24, y: artY, width: side, height: side), cornerRadius: CornerRadius(8),
                  content: .artwork(Palette.artwork(0)), isHitTestable: false),
            .text("player.title", "Crossfade · Demo Track", frame: Rect(x: 24, y: titleY, width: side, height: 30), size: 22, weight: .bold),
            .text("player.artist", "The Engine", frame: Rect(x: 24, y: titleY + 32, width: side, height: 22), size: 16, color: Palette.secondaryText),
            Layer(id: "player.controls", frame: Rect(x: 24, y: controlsY, width: side, height: 74), isHitTestable: false, children: [
                Layer(id: "player.previous", frame: Rect(x: side / 2 - 37 - 80, y: 21, width: 32, height: 32), content: .path(Symbols.skip(size: 32, forward: false))),
                Layer(id: "player.play", frame: Rect(x: side / 2 - 37, y: 0, width: 74, height: 74), cornerRadius: CornerRadius(37), fill: .white,
                      children: [Layer(id: "player.play.icon", frame: Rect(x: 20, y: 20, width: 34, height: 34), content: .path(Symbols.play(size: 34)), isHitTestable: false)]),
                Layer(id: "player.next", frame: Rect(x: side / 2 + 37 + 48, y: 21, width: 32, height: 32), content: .path(Symbols.skip(size: 32, forward: true))),
            ]),
        ])
    }
}
