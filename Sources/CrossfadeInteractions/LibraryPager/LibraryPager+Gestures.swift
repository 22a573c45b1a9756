import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

extension LibraryPager {
    /// The arena decides at the touch: a moving strip (or list) is caught where it
    /// is; otherwise the first axis past the slop decides between paging
    /// (horizontal) and the page's list (vertical); taps on a category's name, a
    /// sub-category's label or a row wait for the pans to fail. Drags move by the
    /// finger's travel since the last move (`gestures.delta`), with Reduce Motion too.
    public mutating func handle(_ event: PointerEvent, layers: [Layer]) {
        let entries = event.phase == .down ? competitors(at: event.location, layers: layers) : []
        switch gestures.handle(event, competitors: entries) {
        case .began(let winner):
            begin(winner, at: event)
            if winner == .pager, event.phase == .down { holdList(at: event.location, layers: layers, time: event.time) }
        case .moved(let owner):
            moveGesture(owner, event: event)
        case .ended(let decision, let tapped, let lifted):
            gesture = nil
            letGoOfHeldList(at: event.time)
            switch decision {
            case .won(.pager): releasePager(velocity: lifted ? gestures.pan.velocity.dx : 0, at: event.time)
            case .won(.list(let page)):
                let index = lists.activate(page, at: event.time)
                let velocity = lifted ? gestures.pan.velocity.dy : 0
                lists.update(index) { $0.endDrag(velocity: velocity, at: event.time) }
            case .won(.category(let category)) where tapped: go(to: configuration.library.page(category: category, subcategory: 0))
            case .won(.subcategory(let category, let sub)) where tapped: go(to: configuration.library.page(category: category, subcategory: sub))
            case .won(.row(let page, let row)) where tapped: select(row: row, ofPage: page, at: event.time)
            default: break
            }
        case .none:
            break
        }
    }

    public func claims(at point: Point, layers: [Layer]) -> [GestureClaim] {
        competitors(at: point, layers: layers).map { $0.kind }
    }

    /// What lies under `point`, found by the path of the layer hit (compared with
    /// the paths the build handed back), front-most first.
    private func competitors(at point: Point, layers: [Layer]) -> [GestureArena<PagerGesture>.Entry] {
        let c = configuration
        let pagerEntry = GestureArena<PagerGesture>.Entry(.pager, pager.isAtRest ? .pan(.horizontal) : .control)
        // The strip's whole frame is the pager's, as a scroll view's bounds are: the gap a
        // rubber band opens beside the first or last page catches a moving strip too.
        guard let hit = layers.hitTestPath(point) else { return point.y < c.pagesTop + c.pageHeight ? [pagerEntry] : [] }
        if let tapped = tapTarget(hit) { return [pagerEntry, .init(tapped, .tap, requiresFailureOf: [.pager])] }
        guard let page = page(hit) else { return [pagerEntry] }
        if !pager.isAtRest { return [pagerEntry] }
        if lists.isMoving(page) { return [.init(.list(page), .control)] }
        var entries: [GestureArena<PagerGesture>.Entry] = [pagerEntry, .init(.list(page), .pan(.vertical))]
        if let row = row(hit, ofPage: page) { entries.append(.init(.row(page, row), .tap, requiresFailureOf: [.pager, .list(page)])) }
        return entries
    }

    /// The category name or sub-category label at `hit`: the labels drawn are the
    /// windows the strip's position shows, so a label's place in its row says which it is.
    private func tapTarget(_ hit: LayerPath) -> PagerGesture? {
        let s = strip
        if let slot = hit.childIndex(under: paths.categories) {
            let window = layout.categories.window(scroll: layout.categoryScroll(s.categoryPosition), viewportWidth: layout.width)
            return .category(window.lowerBound + slot)
        }
        guard let rowSlot = hit.childIndex(under: paths.subcategories), let slot = hit.childIndex(under: paths.subcategories.child(rowSlot)) else {
            return nil
        }
        let category = s.visibleCategories.lowerBound + rowSlot
        let window = layout.subcategories[category].window(scroll: layout.subRowPlacement(category, s).scroll, viewportWidth: layout.width)
        return .subcategory(category, window.lowerBound + slot)
    }

    /// The page whose slot `hit` is in, if any.
    private func page(_ hit: LayerPath) -> Int? {
        guard hit.isInside(paths.pages) else { return nil }
        let inside = hit.relative(to: paths.pages)
        guard let slot = paths.slots.firstIndex(where: { inside.isInside($0.page) }) else { return nil }
        let window = Self.slotPages(strip.raw, count: pageCount)
        return window.first { $0 % window.count == slot }
    }

    /// The row of `page` at `hit`, if a row was hit.
    private func row(_ hit: LayerPath, ofPage page: Int) -> Int? {
        let list = paths.slots[page % paths.slots.count].list
        guard let row = hit.relative(to: paths.pages).childIndex(under: list), row < layout.items(ofPage: page).count else { return nil }
        return row
    }

    private mutating func begin(_ winner: PagerGesture, at event: PointerEvent) {
        gesture = winner
        switch winner {
        case .pager:
            pager.beginDrag(at: event.time)  // the movement past the slop arrives with the next move
        case .list(let page):
            let index = lists.activate(page, at: event.time)
            lists.update(index) { $0.beginDrag(at: event.time) }
        case .category, .subcategory, .row:
            gesture = nil
        }
    }

    /// A touch that catches the moving strip catches the list moving under it too
    /// (a bounce, a flick coasting), as a touch stops every scroll view under it:
    /// nothing moves under a still finger. The strip takes the drag; the list is
    /// only held (`heldList`) until the finger lets go.
    private mutating func holdList(at point: Point, layers: [Layer], time: Double) {
        guard let hit = layers.hitTestPath(point), let page = page(hit), lists.isMoving(page) else { return }
        let index = lists.activate(page, at: time)
        lists.update(index) { $0.beginDrag(at: time) }
        heldList = page
    }

    /// The held list is let go where it was held, without the finger's velocity
    /// (the strip carries that): it rests there, or springs back from past an edge.
    private mutating func letGoOfHeldList(at time: Double) {
        guard let page = heldList else { return }
        heldList = nil
        let index = lists.activate(page, at: time)
        lists.update(index) { $0.endDrag(velocity: 0, at: time) }
    }

    /// The owner moves by the finger's travel since the last move, along its axis.
    private mutating func moveGesture(_ owned: PagerGesture, event: PointerEvent) {
        switch owned {
        case .pager:
            _ = pager.consume(gestures.delta(along: .horizontal), at: event.time)
        case .list(let page):
            let delta = gestures.delta(along: .vertical)
            let index = lists.activate(page, at: event.time)
            lists.update(index) { _ = $0.consume(delta, at: event.time) }
        case .category, .subcategory, .row:
            break
        }
    }

    /// Pages by projection, the release velocity carried into the snap; with Reduce
    /// Motion the chosen page is there at once and cross-fades in.
    private mutating func releasePager(velocity: Double, at time: Double) {
        // The candidates are the two pages around the release point: a long drag
        // settles wherever it was left (a whole category away, if it went there),
        // and a flick adds at most one page.
        let width = configuration.width, last = Double(pageCount - 1)
        let p = clamp(position, 0...last)
        pager.scroll.configuration.paging = .snapOffsets([p.rounded(.down) * width, p.rounded(.up) * width])
        pager.endDrag(velocity: velocity, at: time)
        if configuration.environment.reduceMotion, let target = pager.scroll.targetOffset {
            let moves = abs(pager.scroll.contentOffset - target) > configuration.width / 2
            pager.scroll.scroll(to: target, animated: false, at: time)
            if moves { crossFade.start() }
        }
        noteRest()
    }
}
