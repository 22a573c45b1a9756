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
            let index = lyrics.index(at: time).map { min($0, deck.count - 1) } ?? 0
            if index != front { bringToFront(index, velocity: .zero) }
        }
    }

    /// Swaps the cards so deck line `index` is in front (`swap` goes out now): the
    /// back view shows it (dealt now if it showed another line) and comes forward;
    /// the front view goes behind from where it is, with `velocity`. Under Reduce
    /// Motion both are in their slots at once and the one coming forward fades in
    /// over the one gone behind.
    mutating func bringToFront(_ index: Int, velocity: Vector) {
        events.emit(.swap(from: front, to: index), at: time)
        let leaving = frontView, coming = backView
        let back = configuration.backSlotOffset
        // The line coming forward keeps what of it showed behind the card dragged away.
        views[coming].wordsShown = views[coming].index == index ? revealed(by: views[leaving]) : 0
        views[leaving].wordsShown = 0
        views[coming].index = index
        views[coming].zPosition = 2
        views[coming].fade = .opaque
        views[leaving].zPosition = 1
        if configuration.environment.reduceMotion {
            jump(coming, to: .front)
            views[leaving].place(in: .back, backOffset: back)
            views[leaving].fade = .opaque
        } else {
            views[coming].move(to: .front, velocity: views[coming].offset.velocity, backOffset: back, at: time)
            views[leaving].fade = .towardOpaque(from: opacity(of: views[leaving]))
            views[leaving].move(to: .back, velocity: velocity, backOffset: back, at: time)
        }
        frontView = coming
        front = index
        dealIfSettled()  // a card already at rest behind is dealt at once, not at the next frame
    }

    /// Reduce Motion (`CrossFade`): view `view` is in `slot` at once, opaque, and
    /// fades in there, unless it was there already.
    mutating func jump(_ view: Int, to slot: CardView.Slot) {
        let back = configuration.backSlotOffset
        if !views[view].isAt(slot, backOffset: back) {
            views[view].crossFade.advance(to: time)
            views[view].crossFade.start()
        }
        views[view].place(in: slot, backOffset: back)
        views[view].fade = .opaque
    }

    public mutating func advance(to newTime: Double) {
        guard newTime.isFinite, newTime >= time else { return }
        time = newTime
        for index in views.indices { views[index].advance(to: newTime) }
        dealIfSettled()
    }

    /// Once the card that went behind has settled (and the one in front has faded
    /// in over it), it shows the next line.
    mutating func dealIfSettled() {
        guard views[backView].isSettled(at: time), views[frontView].crossFade.shown.isSettled(at: time) else { return }
        views[backView].fade = .opaque
        views[backView].index = (front + 1) % deck.count
    }

    /// A card's opacity now: what its fade says, times its Reduce Motion cross-fade.
    func opacity(of card: CardView) -> Double {
        fadeOpacity(of: card) * card.crossFade.opacity
    }

    /// What a card's fade says: dragged away, or returning to opaque as it goes behind.
    func fadeOpacity(of card: CardView) -> Double {
        switch card.fade {
        case .opaque: 1
        case .followsDrag(let grabbedAt): dragOpacity(card.offset.value, grabbedAt: grabbedAt)
        case .towardOpaque(let from): lerp(from, 1, clamp(card.depth.value, 0...1))
        }
    }
}
