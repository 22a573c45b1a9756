import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

extension LyricsCards {
    public mutating func perform(_ action: Action) throws(InteractionError) {
        guard drag == nil else { return }  // a finger holds the card: actions wait for it
        switch action {
        case .next:
            if deck.count > 1 { bringToFront((front + 1) % deck.count, velocity: .zero) }
        case .previous:
            if deck.count > 1 { bringToFront((front - 1 + deck.count) % deck.count, velocity: .zero) }
        case .seek(let time):
            let index = configuration.lyrics.index(at: time).map { min($0, deck.count - 1) } ?? 0
            if index != front { bringToFront(index, velocity: .zero) }
        }
    }

    /// Swaps the cards so deck line `index` is in front: the back view shows it
    /// (dealt now if it showed another line) and comes forward; the front view
    /// goes behind from where it is, with `velocity`.
    mutating func bringToFront(_ index: Int, velocity: Vector) {
        let leaving = frontView, coming = backView
        let back = configuration.backSlotOffset
        views[coming].index = index
        views[coming].zPosition = 2
        views[coming].fade = .opaque
        views[leaving].zPosition = 1
        if configuration.reduceMotion {
            // Cross-fade: the new card is in place at once; the old one fades out above it.
            views[coming].place(in: .front, backOffset: back)
            let from = opacity(of: views[leaving])
            views[leaving].zPosition = 3
            views[leaving].fade = .crossFade(SettlingSpring(spring: Spring(response: 0.3, dampingRatio: 1), value: from, velocity: 0,
                                                            target: 0, time: time, tolerance: .opacity))
        } else {
            views[coming].move(to: .front, velocity: views[coming].offset.velocity, backOffset: back, at: time)
            views[leaving].fade = .towardOpaque(from: opacity(of: views[leaving]))
            views[leaving].move(to: .back, velocity: velocity, backOffset: back, at: time)
        }
        frontView = coming
        front = index
        dealIfSettled()  // a card already at rest behind is dealt at once, not at the next frame
    }

    public mutating func advance(to newTime: Double) {
        guard newTime.isFinite, newTime >= time else { return }
        time = newTime
        for index in views.indices { views[index].advance(to: newTime) }
        dealIfSettled()
    }

    /// Once the card that went behind has settled, it shows the next line.
    mutating func dealIfSettled() {
        var back = views[backView]
        guard back.isSettled(at: time) else { return }
        if case .crossFade = back.fade {
            back.place(in: .back, backOffset: configuration.backSlotOffset)
            back.zPosition = 1
        }
        back.fade = .opaque
        back.index = (front + 1) % deck.count
        views[backView] = back
    }

    /// A card's opacity now.
    func opacity(of card: CardView) -> Double {
        switch card.fade {
        case .opaque:
            return 1
        case .followsDrag(let grabbedAt):
            return dragOpacity(card.offset.value, grabbedAt: grabbedAt)
        case .towardOpaque(let from):
            return lerp(from, 1, clamp(card.depth.value, 0...1))
        case .crossFade(let opacity):
            return clamp(opacity.value, 0...1)
        }
    }
}
