import CrossfadeMotion
import CrossfadeScene

extension LyricsCards {
    /// The scene's structure: the background and one layer per visible card view
    /// (two, or one for a one-line deck). Built once; frames update it in place.
    func makeScene() -> Scene {
        let c = configuration
        var scene = Scene(viewport: c.viewport, background: Palette.background, layers: [
            Layer(id: "lyrics.background", frame: Rect(origin: .zero, size: c.viewport), fill: Palette.background, isHitTestable: false,
                  children: [.text("lyrics.title", "Lyrics", frame: Rect(x: 24, y: 60, width: c.viewport.width - 48, height: 30), size: 22, weight: .bold)]),
        ])
        for view in visibleViews { scene.layers.append(cardLayer(views[view].index)) }
        applyDynamics(to: &scene)
        return scene
    }

    /// With one line both views show it: only the front view is drawn.
    var visibleViews: Range<Int> { deck.count > 1 ? 0..<2 : frontView..<(frontView + 1) }

    /// Updates what moves in place; a card's layer is rebuilt only when its view
    /// starts showing another line (a deal), so a steady frame allocates nothing.
    mutating func refreshScene() {
        var scene = self.scene
        self.scene = Scene(viewport: .zero, layers: [])  // hand the storage over uniquely
        applyDynamics(to: &scene)
        self.scene = scene
        noteRenderedIndices()
    }

    /// Layers: 0 background, then the visible card views in view order.
    func applyDynamics(to scene: inout Scene) {
        let c = configuration
        for (slot, view) in visibleViews.enumerated() {
            let card = views[view]
            let index = slot + 1
            if renderedIndices[view] != card.index { scene.layers[index] = cardLayer(card.index) }
            let scale = lerp(1, c.backScale, card.depth.value)
            scene.layers[index].transform = AffineTransform(scaleX: scale, y: scale)
                .concatenating(AffineTransform(translationX: card.offset.value.dx, y: card.offset.value.dy))
            scene.layers[index].opacity = opacity(of: card)
            scene.layers[index].zPosition = card.zPosition
        }
    }

    /// Remembers which line each view's layer shows (after `applyDynamics`).
    mutating func noteRenderedIndices() {
        for view in views.indices { renderedIndices[view] = views[view].index }
    }

    private func cardLayer(_ index: Int) -> Layer {
        let c = configuration
        let frame = c.cardFrame
        let line = deck[index]
        let id = "card.\(index)"
        return Layer(
            id: id, frame: frame, cornerRadius: CornerRadius(c.cornerRadius), fill: cardColor(index), clipsToBounds: true,
            children: [
                .text("\(id).time", timestamp(line.time), frame: Rect(x: 24, y: 20, width: frame.width - 48, height: 20), size: 13,
                      weight: .semibold, color: Color.white.withAlpha(0.7)),
                .text("\(id).text", line.text.isEmpty ? "♪" : line.text, frame: Rect(x: 24, y: 48, width: frame.width - 48, height: frame.height - 96),
                      size: 26, weight: .bold, alignment: .leading),
                .text("\(id).footer", "Crossfade · The Engine", frame: Rect(x: 24, y: frame.height - 40, width: frame.width - 48, height: 20),
                      size: 13, weight: .medium, color: Color.white.withAlpha(0.7)),
            ])
    }

    /// Cards take the track's colour, alternately a little darker so the edge of the back card reads.
    private func cardColor(_ index: Int) -> Color {
        let base = Palette.trackColor(1)
        return index % 2 == 0 ? base : lerp(base, .black, 0.25).withAlpha(1)
    }

    private func timestamp(_ seconds: Double) -> String {
        let whole = Int(seconds)
        let remainder = whole % 60
        return "\(whole / 60):\(remainder < 10 ? "0" : "")\(remainder)"
    }
}
