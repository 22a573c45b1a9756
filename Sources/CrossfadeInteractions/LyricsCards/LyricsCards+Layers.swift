import CrossfadeMotion
import CrossfadeScene

extension LyricsCards {
    public func makeLayers() -> [Layer] {
        Self.buildLayers(configuration, deck: deck, views: views, frontView: frontView)
    }

    /// The background and one layer per visible card view (two, or one for a
    /// one-line deck), in view order.
    static func buildLayers(_ c: Configuration, deck: [LyricLine], views: [CardView], frontView: Int) -> [Layer] {
        var layers = [
            Layer(id: c.id("lyrics.background"), frame: Rect(origin: .zero, size: c.viewport), fill: Palette.background, isHitTestable: false,
                  children: [.text(c.id("lyrics.title"), "Lyrics", frame: Rect(x: 24, y: 60, width: c.viewport.width - 48, height: 30), size: 22, weight: .bold)]),
        ]
        for view in visibleViews(deck: deck, frontView: frontView) {
            layers.append(cardLayer(c, deck: deck, index: views[view].index))
        }
        return layers
    }

    /// With one line both views show it: only the front view is drawn.
    static func visibleViews(deck: [LyricLine], frontView: Int) -> Range<Int> {
        deck.count > 1 ? 0..<2 : frontView..<(frontView + 1)
    }

    /// Updates what moves in place; a card's layer is rebuilt only when its view
    /// starts showing another line (a deal), so a steady frame allocates nothing.
    public func updateLayers(_ layers: inout [Layer]) {
        // `configuration` is read in place, not copied: it holds the lyrics.
        for (slot, view) in Self.visibleViews(deck: deck, frontView: frontView).enumerated() {
            let card = views[view]
            let path = cardPaths[slot]
            let scale = lerp(1, configuration.backScale, card.depth.value)
            let transform = AffineTransform(scaleX: scale, y: scale)
                .concatenating(AffineTransform(translationX: card.offset.value.dx, y: card.offset.value.dy))
            let opacity = opacity(of: card), zPosition = card.zPosition
            if layers.id(at: path) != cardIDs[card.index] {  // a deal: this view shows another line now
                let dealt = Self.cardLayer(configuration, deck: deck, index: card.index)
                layers.update(path) { $0 = dealt }
            }
            // The closure captures only these values, not the model (which holds the lyrics).
            layers.update(path) { layer in
                layer.transform = transform
                layer.opacity = opacity
                layer.zPosition = zPosition
            }
        }
    }

    private static func cardLayer(_ c: Configuration, deck: [LyricLine], index: Int) -> Layer {
        let frame = c.cardFrame
        let line = deck[index]
        let id = c.id("card.\(index)")
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
    private static func cardColor(_ index: Int) -> Color {
        let base = Palette.trackColor(1)
        return index % 2 == 0 ? base : lerp(base, .black, 0.25).withAlpha(1)
    }

    /// `m:ss` for a time in seconds (LRC times are in 0…`LRC.maximumTime`; anything
    /// else is clamped there, so the conversion can never trap).
    private static func timestamp(_ seconds: Double) -> String {
        let whole = Int(clamp(seconds, 0...LRC.maximumTime))
        let remainder = whole % 60
        return "\(whole / 60):\(remainder < 10 ? "0" : "")\(remainder)"
    }
}
