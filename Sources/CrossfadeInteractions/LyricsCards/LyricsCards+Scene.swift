import CrossfadeMotion
import CrossfadeScene

extension LyricsCards {
    public var scene: Scene {
        let c = configuration
        let frame = c.cardFrame
        var layers = [Layer(id: "lyrics.background", frame: Rect(origin: .zero, size: c.viewport), fill: Palette.background, isHitTestable: false,
                            children: [.text("lyrics.title", "Lyrics", frame: Rect(x: 24, y: 60, width: c.viewport.width - 48, height: 30), size: 22, weight: .bold)])]
        // With one line both views show it: draw it once.
        let visible = deck.count > 1 ? views : [views[frontView]]
        for card in visible {
            let scale = lerp(1, c.backScale, card.depth.value)
            let transform = AffineTransform(scaleX: scale, y: scale)
                .concatenating(AffineTransform(translationX: card.offset.value.dx, y: card.offset.value.dy))
            let line = deck[card.index]
            let id = "card.\(card.index)"
            layers.append(Layer(
                id: id, frame: frame, transform: transform, opacity: opacity(of: card), zPosition: card.zPosition,
                cornerRadius: CornerRadius(c.cornerRadius), fill: cardColor(card.index), clipsToBounds: true,
                children: [
                    .text("\(id).time", timestamp(line.time), frame: Rect(x: 24, y: 20, width: frame.width - 48, height: 20), size: 13,
                          weight: .semibold, color: Color.white.withAlpha(0.7)),
                    .text("\(id).text", line.text.isEmpty ? "♪" : line.text, frame: Rect(x: 24, y: 48, width: frame.width - 48, height: frame.height - 96),
                          size: 26, weight: .bold, alignment: .leading),
                    .text("\(id).footer", "Crossfade · The Engine", frame: Rect(x: 24, y: frame.height - 40, width: frame.width - 48, height: 20),
                          size: 13, weight: .medium, color: Color.white.withAlpha(0.7)),
                ]))
        }
        return Scene(viewport: c.viewport, background: Palette.background, layers: layers)
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
