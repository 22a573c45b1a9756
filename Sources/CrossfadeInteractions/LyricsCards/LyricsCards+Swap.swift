import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

extension LyricsCards {
    public mutating func perform(_ action: InteractionAction) throws(InteractionError) {
        guard drag == nil else { return }  // a finger holds the card: actions wait for it
        defer { refreshScene() }
        switch action.name {
        case "next":
            if deck.count > 1 { bringToFront((front + 1) % deck.count, velocity: .zero) }
        case "previous":
            if deck.count > 1 { bringToFront((front - 1 + deck.count) % deck.count, velocity: .zero) }
        case "seek":
            let time = try action.number("time")
            let index = configuration.lyrics.index(at: time).map { min($0, deck.count - 1) } ?? 0
            if index != front { bringToFront(index, velocity: .zero) }
        default:
            throw .unknownAction(action.name)
        }
    }

    /// Swaps the cards so deck line `index` is in front: the back view shows it
    /// (dealt now if it showed another line) and comes forward; the front view
    /// goes behind from where it is, with `velocity`.
    mutating func bringToFront(_ index: Int, velocity: Vector) {
        let leaving = frontView, coming = backView
        views[coming].index = index
        views[coming].zPosition = 2
        views[coming].fade = .opaque
        views[leaving].zPosition = 1
        if configuration.reduceMotion {
            // Cross-fade: the new card is in place at once; the old one fades out above it.
            views[coming].place(in: .front, backOffset: configuration.backOffset)
            let from = opacity(of: views[leaving])
            let fadeSpring = Spring(response: 0.3, dampingRatio: 1)
            views[leaving].zPosition = 3
            views[leaving].fade = .crossFade(SpringState(spring: fadeSpring, value: from, target: 0, time: time),
                                             settleAt: time + fadeSpring.settleTime(displacement: from, velocity: 0, tolerance: 0.001, velocityTolerance: 0.01))
        } else {
            views[coming].move(to: .front, velocity: views[coming].offset.velocity, backOffset: configuration.backOffset, at: time)
            views[leaving].fade = .towardOpaque(from: opacity(of: views[leaving]))
            views[leaving].move(to: .back, velocity: velocity, backOffset: configuration.backOffset, at: time)
        }
        frontView = coming
        front = index
    }

    public mutating func advance(to newTime: Double) {
        guard newTime.isFinite, newTime >= time else { return }
        time = newTime
        defer { refreshScene() }
        for index in views.indices { views[index].advance(to: newTime) }
        dealIfSettled()
    }

    /// Once the card that went behind has settled, it shows the next line.
    mutating func dealIfSettled() {
        var back = views[backView]
        guard back.isSettled(at: time) else { return }
        if case .crossFade = back.fade {
            back.place(in: .back, backOffset: configuration.backOffset)
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
            return clamp(dragOpacity(card.offset.value) / dragOpacity(grabbedAt), 0...1)
        case .towardOpaque(let from):
            return lerp(from, 1, clamp(card.depth.value, 0...1))
        case .crossFade(let opacity, _):
            return clamp(opacity.value, 0...1)
        }
    }
}
