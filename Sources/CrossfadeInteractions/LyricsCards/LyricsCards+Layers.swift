import CrossfadeMotion
import CrossfadeScene

extension LyricsCards {
    public func makeLayers() -> [Layer] {
        Self.buildLayers(configuration, deck: deck, views: views, frontView: frontView)
    }

    /// The background and one layer per visible card view (two, or one for a
    /// one-line deck), in view order.
    static func buildLayers(_ c: Configuration, deck: [LyricLine], views: [CardView], frontView: Int) -> [Layer] {
        var layers: [Layer] = []
        if c.drawsBackground {
            layers.append(Layer(id: c.id("lyrics.background"), frame: Rect(origin: .zero, size: c.viewport), fill: Palette.background, isHitTestable: false,
                                children: [.text(c.id("lyrics.title"), "Lyrics", frame: Rect(x: 24, y: 60, width: c.viewport.width - 48, height: 30),
                                                 size: 22, weight: .bold)]))
        }
        for (slot, view) in visibleViews(deck: deck, frontView: frontView).enumerated() {
            layers.append(shadowLayer(c, slot: slot))
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
            // A card's words show only as it comes forward: the back card's never show
            // through the front card while it is dragged and fades.
            let words = clamp(1 - card.depth.value, 0...1)
            if layers.id(at: path) != cardIDs[card.index] {  // a deal: this view shows another line now
                let dealt = Self.cardLayer(configuration, deck: deck, index: card.index)
                layers.update(path) { $0 = dealt }
            }
            // The closure captures only these values, not the model (which holds the lyrics).
            // The shadow follows its card, just behind it, a little lower: depth.
            layers.update(shadowPaths[slot]) { shadow in
                shadow.transform = transform
                shadow.opacity = opacity * 0.9
                shadow.zPosition = zPosition - 0.5
            }
            layers.update(path) { layer in
                layer.transform = transform
                layer.opacity = opacity
                layer.zPosition = zPosition
                if layer.children.first?.opacity != words {
                    for index in layer.children.indices { layer.children[index].opacity = words }
                }
            }
        }
    }

    /// A soft dark shape under a card (offset down, inset a little): the card's shadow.
    private static func shadowLayer(_ c: Configuration, slot: Int) -> Layer {
        let frame = c.cardFrame
        return Layer(id: c.id("shadow.\(slot)"), frame: Rect(x: frame.minX + 6, y: frame.minY + 10, width: max(1, frame.width - 12), height: frame.height),
                     cornerRadius: CornerRadius(c.cornerRadius + 4), fill: Color(white: 0, alpha: 0.35), isHitTestable: false)
    }

    private static func cardLayer(_ c: Configuration, deck: [LyricLine], index: Int) -> Layer {
        let frame = c.cardFrame
        let line = deck[index]
        let id = c.id("card.\(index)")
        // The words fit the card: broken into lines by measured width and shrunk until
        // they fit (never spilling out); a right-to-left line is aligned to the right.
        let box = Rect(x: 24, y: 48, width: max(1, frame.width - 48), height: max(1, frame.height - 96))
        let words = line.text.isEmpty ? "♪" : line.text
        let fitted = TextMetrics.fit(words, width: box.width * 0.92, height: box.height, maximumFontSize: 26, minimumFontSize: 14, weight: .bold)
        let alignment: TextContent.Alignment = TextMetrics.isRightToLeft(words) ? .trailing : .leading
        return Layer(
            id: id, frame: frame, cornerRadius: CornerRadius(c.cornerRadius), fill: cardColor(index), clipsToBounds: true,
            children: [
                .text("\(id).time", timestamp(line.time), frame: Rect(x: 24, y: 20, width: frame.width - 48, height: 20), size: 13,
                      weight: .semibold, color: Color.white.withAlpha(0.7), alignment: alignment),
                .text("\(id).text", fitted.text, frame: box, size: fitted.fontSize, weight: .bold, alignment: alignment),
                .text("\(id).footer", "Crossfade · The Engine", frame: Rect(x: 24, y: frame.height - 40, width: frame.width - 48, height: 20),
                      size: 13, weight: .medium, color: Color.white.withAlpha(0.7)),
            ])
    }

    /// Each line has its own tint (the palette's colours in turn, deepened), so the
    /// card coming forward always reads against the one leaving.
    private static func cardColor(_ index: Int) -> Color {
        lerp(Palette.trackColor(index + 1), .black, 0.3).withAlpha(1)
    }

    /// `m:ss` for a time in seconds (LRC times are in 0…`LRC.maximumTime`; anything
    /// else is clamped there, so the conversion can never trap).
    private static func timestamp(_ seconds: Double) -> String {
        let whole = Int(clamp(seconds, 0...LRC.maximumTime))
        let remainder = whole % 60
        return "\(whole / 60):\(remainder < 10 ? "0" : "")\(remainder)"
    }
}
