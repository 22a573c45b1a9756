import CrossfadeMotion
import CrossfadeScene

/// The layers lyrics-cards updates, as building the tree handed them back: for
/// each visible card view, in view order, its card, shadow and words.
struct LyricsCardsPaths: Sendable {
    let cards: [LyricCardPaths]
}

/// One card view's layers. A deal rebuilds the card layer with the same builder,
/// so the paths of its words stay the same.
struct LyricCardPaths: Sendable {
    let shadow: LayerPath
    /// The card: the `card.N` slot, with the engine's drawing of the line as its children.
    let card: LayerPath
    let time: LayerPath
    let text: LayerPath
    let footer: LayerPath
}

extension LyricsCards {
    public func makeLayers() -> [Layer] {
        Self.build(configuration, deck: deck, footer: footer, views: views, frontView: frontView).layers
    }

    /// The background and, per visible card view (two, or one for a one-line
    /// deck), a shadow and the card, in view order.
    static func build(
        _ c: Configuration, deck: [LyricLine], footer: String, views: [CardView],
        frontView: Int
    ) -> (layers: [Layer], paths: LyricsCardsPaths) {
        var tree = LayerTree()
        if c.drawsBackground { tree.add(backgroundLayer(c)) }
        var cards: [LyricCardPaths] = []
        for view in visibleViews(deck: deck, frontView: frontView) {
            let shadow = tree.add(shadowLayer(c, slot: cards.count))
            cards.append(addCard(c, line: deck[views[view].index], index: views[view].index, footer: footer, to: &tree, shadow: shadow))
        }
        return (tree.layers, LyricsCardsPaths(cards: cards))
    }

    /// With one line both views show it: only the front view is drawn.
    static func visibleViews(deck: [LyricLine], frontView: Int) -> Range<Int> {
        deck.count > 1 ? 0..<2 : frontView..<(frontView + 1)
    }

    /// Updates what moves in place; a card's layer is rebuilt only when its view
    /// starts showing another line (a deal), so a steady frame allocates nothing.
    public func updateLayers(_ layers: inout [Layer]) {
        // `configuration` is read in place, not copied: it holds the catalogue.
        for (slot, view) in Self.visibleViews(deck: deck, frontView: frontView).enumerated() {
            // (The view and the paths are read where they are used, not copied out whole.)
            let depth = views[view].depth.value, offset = views[view].offset.value, index = views[view].index
            let scale = lerp(1, configuration.backScale, depth)
            let transform = AffineTransform(scaleX: scale, y: scale).concatenating(AffineTransform(translationX: offset.dx, y: offset.dy))
            let opacity = opacity(of: views[view]), zPosition = views[view].zPosition
            let isBack = view != frontView, next = (front + 1) % deck.count
            // A card's words show as it comes forward and fade as it goes behind; the
            // back card's line shows as the front card fades away over it (as the
            // app's does), so the fade reads as one line giving way to the next.
            let forward = clamp(1 - depth, 0...1)
            let words =
                isBack
                ? (index == next ? max(forward, revealed(by: views[frontView])) : forward)
                : lerp(views[view].wordsShown, 1, forward)
            // A card going behind takes on the tint of the line it will be dealt as it
            // goes, so the deal (once it rests) changes no colour.
            let fill = isBack && index != next ? lerp(Self.tint(index), Self.tint(next), clamp(depth, 0...1)) : Self.tint(index)
            if layers.id(at: paths.cards[slot].card) != cardIDs[index] { deal(index, into: paths.cards[slot].card, of: &layers) }
            // The closures capture only these values, not the model (which holds the lyrics).
            // The shadow follows its card, just behind it, a little lower: depth. It
            // fades with the card's own fade, gone at the dismissal offset, so it
            // never darkens the line behind.
            let shadowOpacity = opacity * Tuning.shadowOpacity * (1 - revealed(by: views[view]))
            layers.update(paths.cards[slot].shadow) { shadow in
                shadow.transform = transform
                shadow.opacity = shadowOpacity
                shadow.zPosition = zPosition - Tuning.shadowDepth
            }
            layers.update(paths.cards[slot].card) { layer in
                layer.transform = transform
                layer.opacity = opacity
                layer.zPosition = zPosition
                layer.fill = fill
            }
            if layers.read(paths.cards[slot].text, { $0.opacity != words }) {
                layers.update(paths.cards[slot].time) { $0.opacity = words }
                layers.update(paths.cards[slot].text) { $0.opacity = words }
                layers.update(paths.cards[slot].footer) { $0.opacity = words }
            }
        }
    }

    /// How far a card's fade has gone: 0 opaque, 1 at the dismissal offset's
    /// opacity (`minimumOpacity`), as it is dragged away and back as it goes behind.
    func revealed(by card: CardView) -> Double {
        let range = 1 - configuration.minimumOpacity
        return range > 0 ? clamp((1 - fadeOpacity(of: card)) / range, 0...1) : 0
    }

    /// A deal: the view at `path` shows line `index` now, so its card is rebuilt.
    private func deal(_ index: Int, into path: LayerPath, of layers: inout [Layer]) {
        var tree = LayerTree()
        Self.addCard(configuration, line: deck[index], index: index, footer: footer, to: &tree, shadow: path)
        let dealt = tree.layers[0]
        layers.update(path) { $0 = dealt }
    }

    /// Adds line `index`'s card after the roots so far: the `card.N` slot, tinted,
    /// with the time, the words (broken and shrunk to fit, never spilling out) and
    /// the footer, aligned to the leading side (right to left for a right-to-left
    /// layout or line). `shadow` is only carried into the paths.
    @discardableResult
    static func addCard(
        _ c: Configuration, line: LyricLine, index: Int, footer: String, to tree: inout LayerTree,
        shadow: LayerPath
    ) -> LyricCardPaths {
        let frame = c.cardFrame, env = c.environment, inset = Tuning.textInset
        let id = c.id("card.\(index)")
        let words = line.text.isEmpty ? "♪" : line.text
        let alignment: TextContent.Alignment = env.isRightToLeft || TextMetrics.isRightToLeft(words) ? .trailing : .leading
        let captionFont = env.font(Tuning.captionFont)
        let captionHeight = max(Tuning.captionHeight, TextMetrics.lineHeight(fontSize: captionFont))
        let caption = Color.white.withAlpha(Tuning.captionOpacity)
        let width = max(1, frame.width - 2 * inset)
        let timeFrame = Rect(x: inset, y: Tuning.edgeInset, width: width, height: captionHeight)
        let footerFrame = Rect(x: inset, y: frame.height - Tuning.edgeInset - captionHeight, width: width, height: captionHeight)
        let box = Rect(
            x: inset, y: timeFrame.maxY + Tuning.textGap, width: width,
            height: max(1, footerFrame.minY - Tuning.textGap - (timeFrame.maxY + Tuning.textGap)))
        let fitted = TextMetrics.fit(
            words, width: box.width * Tuning.textWidthShare, height: box.height, maximumFontSize: env.font(Tuning.maximumFont),
            minimumFontSize: env.font(Tuning.minimumFont), weight: .bold)
        // To VoiceOver the card is the line, its time the value; the swipe that
        // brings the next line forward is the rotor's "Next line" and a swipe up.
        let spoken = AccessibilityInfo(
            .adjustable, label: line.text.isEmpty ? "Instrumental" : line.text, value: timestamp(line.time),
            actions: [
                .increment(c.action("next")), .decrement(c.action("previous")),
                .custom("Next line", c.action("next"))
            ])
        let card = tree.add(
            Layer(
                id: id, frame: frame, cornerRadius: CornerRadius(c.cornerRadius), fill: tint(index), content: .slot(id),
                clipsToBounds: true, accessibility: spoken))
        // Words on the line's tint: light in both appearances.
        let time = tree.add(
            .text(
                id + ".time", timestamp(line.time), frame: timeFrame, size: captionFont, weight: .semibold, color: caption,
                alignment: alignment), in: card)
        let text = tree.add(
            .text(id + ".text", fitted.text, frame: box, size: fitted.fontSize, weight: .bold, color: .white, alignment: alignment), in: card)
        let foot = tree.add(
            .text(
                id + ".footer", footer, frame: footerFrame, size: captionFont, weight: .medium, color: caption,
                alignment: env.isRightToLeft ? .trailing : .leading), in: card)
        return LyricCardPaths(shadow: shadow, card: card, time: time, text: text, footer: foot)
    }

    private static func backgroundLayer(_ c: Configuration) -> Layer {
        let palette = c.environment.palette, font = c.environment.font(Tuning.titleFont)
        let title = Layer.text(
            c.id("lyrics.title"), "Lyrics",
            frame: Rect(
                x: c.cardFrame.minX, y: c.environment.safeArea.top + Tuning.titleTop, width: c.cardFrame.width,
                height: max(Tuning.titleHeight, TextMetrics.lineHeight(fontSize: font))),
            size: font, weight: .bold, color: palette.primaryText, alignment: c.environment.isRightToLeft ? .trailing : .leading)
        return Layer(
            id: c.id("lyrics.background"), frame: Rect(origin: .zero, size: c.viewport), fill: palette.background, isHitTestable: false,
            children: [title])
    }

    /// A soft dark shape under a card (offset down, inset a little): the card's shadow.
    private static func shadowLayer(_ c: Configuration, slot: Int) -> Layer {
        let frame = c.cardFrame
        return Layer(
            id: c.id("shadow.\(slot)"),
            frame: Rect(
                x: frame.minX + Tuning.shadowOffsetX, y: frame.minY + Tuning.shadowOffsetY,
                width: max(1, frame.width - Tuning.shadowNarrowing), height: frame.height),
            cornerRadius: CornerRadius(c.cornerRadius + Tuning.shadowExtraRadius), fill: Color(white: 0, alpha: Tuning.shadowAlpha),
            isHitTestable: false)
    }

    /// Each line has its own tint (the palette's colours in turn, deepened), so the
    /// card coming forward always reads against the one leaving.
    static func tint(_ index: Int) -> Color {
        lerp(Palette.trackColor(index + 1), .black, Tuning.tintDarkening).withAlpha(1)
    }

    /// `m:ss` for a time in seconds (LRC times are in 0…`LRC.maximumTime`; anything
    /// else is clamped there, so the conversion can never trap).
    private static func timestamp(_ seconds: Double) -> String {
        let whole = Int(clamp(seconds, 0...LRC.maximumTime))
        let remainder = whole % 60
        return "\(whole / 60):\(remainder < 10 ? "0" : "")\(remainder)"
    }
}
