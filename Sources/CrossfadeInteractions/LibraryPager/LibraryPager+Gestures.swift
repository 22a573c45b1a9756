import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

extension LibraryPager {
    /// The arena decides at the touch: a moving strip (or list) is caught where it
    /// is; otherwise the first axis past the slop decides between paging
    /// (horizontal) and the page's list (vertical); taps on a category's name or a
    /// sub-category's label wait for the pan to fail.
    public mutating func handle(_ event: PointerEvent, layers: [Layer]) {
        let entries = event.phase == .down ? competitors(at: event.location, layers: layers) : []
        switch gestures.handle(event, competitors: entries) {
        case .began(let winner):
            begin(winner, at: event)
        case .moved(let owner):
            moveGesture(owner, event: event)
        case .ended(let decision, let tapped, let lifted):
            gesture = nil
            switch decision {
            case .won(.pager): releasePager(velocity: lifted ? gestures.pan.velocity.dx : 0, at: event.time)
            case .won(.list(let page)):
                let index = lists.activate(page, at: event.time)
                let velocity = lifted ? gestures.pan.velocity.dy : 0
                lists.update(index) { $0.endDrag(velocity: velocity, at: event.time) }
            case .won(.category(let category)) where tapped: go(to: configuration.library.page(category: category, subcategory: 0))
            case .won(.subcategory(let category, let sub)) where tapped: go(to: configuration.library.page(category: category, subcategory: sub))
            default: break
            }
        case .none:
            break
        }
    }

    public func claims(at point: Point, layers: [Layer]) -> [GestureClaim] {
        competitors(at: point, layers: layers).map { $0.kind }
    }

    private func competitors(at point: Point, layers: [Layer]) -> [GestureArena<PagerGesture>.Entry] {
        let c = configuration
        let pagerEntry = GestureArena<PagerGesture>.Entry(.pager, pager.isAtRest ? .pan(.horizontal) : .control)
        // The strip's whole frame is the pager's, as a scroll view's bounds are: the gap a
        // rubber band opens beside the first or last page catches a moving strip too.
        guard let hit = layers.hitTest(point) else { return point.y < c.pagesTop + c.pageHeight ? [pagerEntry] : [] }
        if hit.hasPrefix(c.id("pager.category.")) {
            return [pagerEntry, .init(.category(Layer.lastNumber(inID: hit)), .tap, requiresFailureOf: [.pager])]
        }
        if hit.hasPrefix(c.id("pager.sub.")) {
            let category = Self.page(inID: hit, c.idPrefix, c.library)
            let location = c.library.location(ofPage: category)
            return [pagerEntry, .init(.subcategory(location.category, location.subcategory), .tap, requiresFailureOf: [.pager])]
        }
        guard hit.hasPrefix(c.id("pager.page.")) else { return [pagerEntry] }
        let page = Self.page(inID: hit, c.idPrefix, c.library)
        if !pager.isAtRest { return [pagerEntry] }
        if lists.isMoving(page) { return [.init(.list(page), .control)] }
        return [pagerEntry, .init(.list(page), .pan(.vertical))]
    }

    private mutating func begin(_ winner: PagerGesture, at event: PointerEvent) {
        gesture = winner
        switch winner {
        case .pager:
            pager.beginDrag(at: event.time)
            dragTranslation = 0  // the movement past the slop arrives with the next move
        case .list(let page):
            let index = lists.activate(page, at: event.time)
            lists.update(index) { $0.beginDrag(at: event.time) }
            dragTranslation = 0
        case .category, .subcategory:
            gesture = nil
        }
    }

    private mutating func moveGesture(_ owned: PagerGesture, event: PointerEvent) {
        switch owned {
        case .pager:
            let delta = gestures.pan.translation.dx - dragTranslation
            dragTranslation = gestures.pan.translation.dx
            _ = pager.consume(delta, at: event.time)
        case .list(let page):
            let delta = gestures.pan.translation.dy - dragTranslation
            dragTranslation = gestures.pan.translation.dy
            let index = lists.activate(page, at: event.time)
            lists.update(index) { _ = $0.consume(delta, at: event.time) }
        case .category, .subcategory:
            break
        }
    }

    /// Pages by projection, the release velocity carried into the snap; with Reduce Motion the chosen page
    /// is there at once and fades in.
    private mutating func releasePager(velocity: Double, at time: Double) {
        // The candidates are the two pages around the release point: a long drag
        // settles wherever it was left (a whole category away, if it went there),
        // and a flick adds at most one page.
        let width = configuration.width, last = Double(pageCount - 1)
        let p = clamp(position, 0...last)
        pager.scroll.configuration.paging = .snapOffsets([p.rounded(.down) * width, p.rounded(.up) * width])
        pager.endDrag(velocity: velocity, at: time)
        guard configuration.reduceMotion, let target = pager.scroll.targetOffset else { return }
        let moves = abs(pager.scroll.contentOffset - target) > configuration.width / 2
        pager.scroll.scroll(to: target, animated: false, at: time)
        if moves { fadeIn() }
    }
}
